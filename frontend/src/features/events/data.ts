import { TERMS } from '@/components/event-terms/messages';

import iconSprite from './assets/icon-sprite.svg?no-inline';

/** The events page's own texts (the events themselves come from GET /events). */
export const EVENTS_PAGE = {
  title: 'Events',
  lead: 'Pick a sport to see its schedule, rules, prizes and how to register.',
  description:
    'Infinito 2025 events: sports and e-sports with their dates, rules, judging criteria, prizes, contacts and registration.',
  tablistLabel: 'Events',
  loading: 'Loading events...',
  retry: 'Try again',
} as const;

/** The panel's action texts (SPEC 4, word for word). */
export const ACTIONS = {
  registered: 'Already Applied',
  register: 'Register Now',
  /** Registration is open but no place is left: the wizard's form joins the waiting list. */
  waitlist: 'Join the waiting list',
  soon: TERMS.soon,
  rulebook: 'View Rulebook',
} as const;

export const PANEL_HEADINGS = {
  rules: 'Rules',
  judging: 'Judging Criteria',
  prizes: 'Prizes',
  contacts: 'Contacts',
} as const;

/** SPEC 2.5: BGMI is selected when the page opens (the catalogue's `defaultEvent`). */
export const DEFAULT_EVENT = 'bgmi';

/**
 * The icons of the events: one <symbol> per catalogue `icon` key in one file (made by
 * scripts/media/generate-art.mjs, like the single icons in public/media/icons/), so that the icon
 * row and the backgrounds cost one cached request.
 */
export const iconRef = (icon: string) => `${iconSprite}#${icon}`;
