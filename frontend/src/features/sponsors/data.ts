/**
 * The sponsors (SPEC 2.7). Names and marks are placeholders (public/media/sponsors/, made by
 * scripts/media/generate-art.mjs) until the organisers publish the real list. The texts are keys of
 * the sponsors' catalogue (./i18n.ts), translated where they are drawn; the names stay as they are.
 */
export interface Sponsor {
  name: string;
  /** The label on the card ('Powered By', 'Radio Partner', ...): a key of the catalogue. */
  label: string;
  logo: string;
}

const mark = (slug: string) => `/media/sponsors/${slug}.svg`;

export const SPONSORS_PAGE = {
  metaTitle: /*i18n*/ 'sponsors.page.metaTitle',
  heading: /*i18n*/ 'sponsors.page.heading',
  lead: /*i18n*/ 'sponsors.page.lead',
  description: /*i18n*/ 'sponsors.page.description',
  previous: /*i18n*/ 'sponsors.page.previous',
  poweredBy: /*i18n*/ 'sponsors.page.poweredBy',
  partnership: /*i18n*/ 'sponsors.page.partnership',
} as const;

/* eslint-disable lingui/no-unlocalized-strings -- the sponsors' names and marks */
export const PREVIOUS_SPONSORS: readonly Sponsor[] = [
  {
    name: 'Radio Tarang 93.5 FM',
    label: /*i18n*/ 'sponsors.label.radio',
    logo: mark('radio-tarang'),
  },
  {
    name: 'Patna Events Collective',
    label: /*i18n*/ 'sponsors.label.communityEvents',
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
  { name: 'Pizza Pronto', label: /*i18n*/ 'sponsors.label.food', logo: mark('pizza-pronto') },
  {
    name: 'State Bridge Construction Department',
    label: /*i18n*/ 'sponsors.label.infrastructure',
    logo: mark('state-bridge-corp'),
  },
];
/* eslint-enable lingui/no-unlocalized-strings */
