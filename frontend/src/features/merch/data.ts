/** Merchandise (SPEC 2.8). The designs are placeholder art (public/media/merch/). */
export interface MerchItem {
  id: string;
  name: string;
  kind: string;
  front: string;
  back: string;
}

export const MERCH_PAGE = {
  heading: 'Official Infinito 2025 Merchandise',
  badge: 'Live Soon',
  lead: 'Wear the fire. The official collection goes on sale soon.',
  fabrics: ['T-shirts: 200 GSM 100 percent cotton.', 'Hoodies: premium woven cotton 350+ GSM.'],
  hint: 'Hover over, focus or press a design to see its back.',
  description:
    'Official Infinito 2025 merchandise: 200 GSM 100 percent cotton T-shirts and premium woven cotton 350+ GSM hoodies. Live soon.',
} as const;

const art = (id: string) => ({
  front: `/media/merch/${id}-front.svg`,
  back: `/media/merch/${id}-back.svg`,
});

export const MERCH_ITEMS: readonly MerchItem[] = [
  { id: 'classic-tee', name: 'Classic Tee', kind: 'T-shirt', ...art('classic-tee') },
  { id: 'fire-tee', name: 'Ignite Tee', kind: 'T-shirt', ...art('fire-tee') },
  { id: 'legacy-hoodie', name: 'Legacy Hoodie', kind: 'Hoodie', ...art('legacy-hoodie') },
  { id: 'esports-jersey', name: 'E-sports Jersey', kind: 'T-shirt', ...art('esports-jersey') },
  { id: 'champion-hoodie', name: 'Champion Hoodie', kind: 'Hoodie', ...art('champion-hoodie') },
];
