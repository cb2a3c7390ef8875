/**
 * Merchandise (SPEC 2.8). The designs are placeholder art (public/media/merch/). The texts are keys
 * of the merchandise catalogue (./i18n.ts), translated where they are drawn; the designs' names
 * stay as they are.
 */
export interface MerchItem {
  id: string;
  name: string;
  /** What it is (a T-shirt, a hoodie): a key of the catalogue. */
  kind: string;
  front: string;
  back: string;
}

export const MERCH_PAGE = {
  metaTitle: /*i18n*/ 'merch.page.metaTitle',
  heading: /*i18n*/ 'merch.page.heading',
  badge: /*i18n*/ 'merch.page.badge',
  lead: /*i18n*/ 'merch.page.lead',
  fabrics: [/*i18n*/ 'merch.page.tshirts', /*i18n*/ 'merch.page.hoodies'],
  hint: /*i18n*/ 'merch.page.hint',
  description: /*i18n*/ 'merch.page.description',
} as const;

const art = (id: string) => ({
  front: `/media/merch/${id}-front.svg`,
  back: `/media/merch/${id}-back.svg`,
});

const TSHIRT = /*i18n*/ 'merch.kind.tshirt';
const HOODIE = /*i18n*/ 'merch.kind.hoodie';

/* eslint-disable lingui/no-unlocalized-strings -- ids and the designs' names */
export const MERCH_ITEMS: readonly MerchItem[] = [
  { id: 'classic-tee', name: 'Classic Tee', kind: TSHIRT, ...art('classic-tee') },
  { id: 'fire-tee', name: 'Ignite Tee', kind: TSHIRT, ...art('fire-tee') },
  { id: 'legacy-hoodie', name: 'Legacy Hoodie', kind: HOODIE, ...art('legacy-hoodie') },
  { id: 'esports-jersey', name: 'E-sports Jersey', kind: TSHIRT, ...art('esports-jersey') },
  { id: 'champion-hoodie', name: 'Champion Hoodie', kind: HOODIE, ...art('champion-hoodie') },
];
/* eslint-enable lingui/no-unlocalized-strings */
