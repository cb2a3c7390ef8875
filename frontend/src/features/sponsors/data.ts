/**
 * The sponsors (SPEC 2.7). Names and marks are placeholders (public/media/sponsors/, made by
 * scripts/media/generate-art.mjs) until the organisers publish the real list.
 */
export interface Sponsor {
  name: string;
  /** The label on the card ('Powered By', 'Radio Partner', ...). */
  label: string;
  logo: string;
}

const mark = (slug: string) => `/media/sponsors/${slug}.svg`;

export const SPONSORS_PAGE = {
  heading: 'Our Sponsors',
  lead: 'The partners who power Infinito.',
  description:
    'The sponsors and partners of Infinito 2025: previous sponsors, the brands that power the fest and our partners.',
  previous: 'Previous Sponsors',
  poweredBy: 'Powered By',
  partnership: 'In Partnership With',
} as const;

export const PREVIOUS_SPONSORS: readonly Sponsor[] = [
  { name: 'Radio Tarang 93.5 FM', label: 'Radio Partner', logo: mark('radio-tarang') },
  {
    name: 'Patna Events Collective',
    label: 'Community Events Partner',
    logo: mark('patna-events-collective'),
  },
];

/** The 'Powered By' grid (about 18 sponsors). */
export const POWERED_BY: readonly Sponsor[] = [
  ['VoltEdge Energy Drinks', 'voltedge'],
  ['Ganga Bank', 'ganga-bank'],
  ['StrideX Sportswear', 'stridex'],
  ['CodeNest Labs', 'codenest'],
  ['Bihar Byte Networks', 'bihar-byte'],
  ['PeakFuel Nutrition', 'peakfuel'],
  ['Nalanda Books', 'nalanda-books'],
  ['SwiftCart Delivery', 'swiftcart'],
  ['Urja Solar', 'urja-solar'],
  ['HydraSip Water', 'hydra-sip'],
  ['Gridiron Gear', 'gridiron-gear'],
  ['Mithila Foods', 'mithila-foods'],
  ['Quanta Edu', 'quanta-edu'],
  ['Rail & Road Travels', 'rail-and-road'],
  ['PixelForge Studios', 'pixelforge'],
  ['FitZone Gyms', 'fitzone'],
  ['Sonic Beats Audio', 'sonic-beats'],
  ['Kosi Motors', 'kosi-motors'],
].map(([name = '', slug = '']) => ({ name, label: SPONSORS_PAGE.poweredBy, logo: mark(slug) }));

export const PARTNERS: readonly Sponsor[] = [
  { name: 'Pizza Pronto', label: 'Food Partner', logo: mark('pizza-pronto') },
  {
    name: 'State Bridge Construction Department',
    label: 'Infrastructure Partner',
    logo: mark('state-bridge-corp'),
  },
];
