/**
 * The home page's content (SPEC 2.4). The fest's identity (name, year, address, phone, e-mail) is
 * not here: it comes from `@/lib/fest` (the mirror of the shared `festInfo()`).
 */

export const INTRO_VIDEO = {
  webm: '/media/intro.webm',
  mp4: '/media/intro.mp4',
  poster: '/media/intro-poster.webp',
  width: 960,
  height: 540,
} as const;

export const HERO = {
  kicker: 'The inter-college sports fest',
  lead: 'Three days of sports, e-sports and cultural nights. Compete, cheer and ignite the spark.',
  explore: 'Explore Now',
  caPortal: 'CA Portal',
} as const;

export const WELCOME = {
  heading: 'Welcome to Infinito',
  paragraphs: [
    'Infinito is the annual sports fest of IIT Patna and the biggest of its kind in the region: three days of sports, e-sports and cultural nights, with teams and athletes from colleges all over India.',
    'From the football pitch to the chessboard, from the athletics track to the BGMI lobby, every contest is a chance to test your limits, meet rivals who become friends and carry a trophy home. When the sun sets, the cultural nights keep the fire burning.',
  ],
  stats: [
    { value: '3', label: 'days' },
    { value: '18', label: 'events' },
    { value: '100+', label: 'colleges' },
  ],
} as const;

export interface StripCard {
  /** Title as the strip shows it (SPEC 2.4, word for word). */
  title: string;
  image: string;
}

/** The events strip: seven cards, in order (SPEC 2.4). */
export const STRIP_CARDS: readonly StripCard[] = [
  { title: 'freefire', image: '/media/strip/freefire.svg' },
  { title: 'Basketball', image: '/media/strip/basketball.svg' },
  { title: 'bgmi', image: '/media/strip/bgmi.svg' },
  { title: 'Cricket', image: '/media/strip/cricket.svg' },
  { title: 'valorant', image: '/media/strip/valorant.svg' },
  { title: 'Ludo', image: '/media/strip/ludo.svg' },
  { title: 'clashroyale', image: '/media/strip/clashroyale.svg' },
];

export const STRIP = {
  heading: 'Events',
  seeAll: 'SEE ALL EVENTS',
  /** Cards shown at first, and added each time scrolling reaches the anchor. */
  pageSize: 6,
  /** The strip stops growing at this many cards (it then starts over from the first). */
  maxCards: 42,
  /** Milliseconds between one-pixel steps; slower at 768 px or narrower. */
  intervalMs: 10,
  narrowIntervalMs: 20,
  narrowQuery: '(max-width: 768px)',
} as const;

export const CONTACT = {
  heading: 'Contact us',
  lead: 'Questions about events, registrations or sponsorship? Reach the organisers.',
  mapTitle: 'Map: Indian Institute of Technology Patna, Bihta',
  /** Google Maps embed (the only third-party frame of the public pages; the CSP allows it). */
  mapUrl:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d7200!2d84.8513!3d25.5358!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sin!4v1700000000000',
} as const;
