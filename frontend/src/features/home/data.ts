/**
 * The home page's content (SPEC 2.4). The fest's identity (name, year, address, phone, e-mail) is
 * not here: it comes from `@/lib/fest` (the mirror of the shared `festInfo()`). Texts are message
 * keys of Home's catalogue (./locales/{en,hi}/messages.po, read through ./i18n.ts), translated where
 * they are drawn; the events strip's card titles are event names and stay as they are.
 */

export const INTRO_VIDEO = {
  webm: '/media/intro.webm',
  mp4: '/media/intro.mp4',
  poster: '/media/intro-poster.webp',
  width: 960,
  height: 540,
} as const;

export const HERO = {
  kicker: /*i18n*/ 'home.hero.kicker',
  lead: /*i18n*/ 'home.hero.lead',
  explore: /*i18n*/ 'home.hero.explore',
  caPortal: /*i18n*/ 'home.hero.caPortal',
} as const;

export const WELCOME = {
  heading: /*i18n*/ 'home.welcome.heading',
  paragraphs: [/*i18n*/ 'home.welcome.about', /*i18n*/ 'home.welcome.contests'],
  stats: [
    // Numerals read the same in both languages (hi-IN writes Latin digits).
    { value: '3', label: /*i18n*/ 'home.welcome.days' },
    { value: '18', label: /*i18n*/ 'home.welcome.events' },
    { value: '100+', label: /*i18n*/ 'home.welcome.colleges' },
  ],
} as const;

export interface StripCard {
  /** Title as the strip shows it (SPEC 2.4, word for word). */
  title: string;
  image: string;
}

/** The events strip: seven cards, in order (SPEC 2.4). Event names: the same in every language. */
/* eslint-disable lingui/no-unlocalized-strings */
export const STRIP_CARDS: readonly StripCard[] = [
  { title: 'freefire', image: '/media/strip/freefire.svg' },
  { title: 'Basketball', image: '/media/strip/basketball.svg' },
  { title: 'bgmi', image: '/media/strip/bgmi.svg' },
  { title: 'Cricket', image: '/media/strip/cricket.svg' },
  { title: 'valorant', image: '/media/strip/valorant.svg' },
  { title: 'Ludo', image: '/media/strip/ludo.svg' },
  { title: 'clashroyale', image: '/media/strip/clashroyale.svg' },
];
/* eslint-enable lingui/no-unlocalized-strings */

export const STRIP = {
  heading: /*i18n*/ 'home.strip.heading',
  seeAll: /*i18n*/ 'home.strip.seeAll',
  label: /*i18n*/ 'home.strip.label',
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
  heading: /*i18n*/ 'home.contact.heading',
  lead: /*i18n*/ 'home.contact.lead',
  mapTitle: /*i18n*/ 'home.contact.mapTitle',
  /** Google Maps embed (the only third-party frame of the public pages; the CSP allows it). */
  mapUrl:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d7200!2d84.8513!3d25.5358!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sin!4v1700000000000',
} as const;
