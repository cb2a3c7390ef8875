import iconSprite from './assets/icon-sprite.svg?no-inline';

/**
 * The events page's own texts, as keys of its catalogue (./i18n.ts), translated where they are
 * drawn (the events themselves come from GET /events).
 */
export const EVENTS_PAGE = {
  title: /*i18n*/ 'events.page.title',
  lead: /*i18n*/ 'events.page.lead',
  description: /*i18n*/ 'events.page.description',
  tablistLabel: /*i18n*/ 'events.page.tablist',
  loading: /*i18n*/ 'events.page.loading',
  retry: /*i18n*/ 'events.page.retry',
} as const;

/** The panel's action texts (SPEC 4, word for word in English). */
export const ACTIONS = {
  registered: /*i18n*/ 'events.action.registered',
  register: /*i18n*/ 'events.action.register',
  /** Registration is open but no place is left: the wizard's form joins the waiting list. */
  waitlist: /*i18n*/ 'events.action.waitlist',
  soon: /*i18n*/ 'events.action.soon',
  rulebook: /*i18n*/ 'events.action.rulebook',
} as const;

export const PANEL_HEADINGS = {
  rules: /*i18n*/ 'events.panel.rules',
  judging: /*i18n*/ 'events.panel.judging',
  prizes: /*i18n*/ 'events.panel.prizes',
  contacts: /*i18n*/ 'events.panel.contacts',
} as const;

/** SPEC 2.5: BGMI is selected when the page opens (the catalogue's `defaultEvent`). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an event's id
export const DEFAULT_EVENT = 'bgmi';

/**
 * The icons of the events: one <symbol> per catalogue `icon` key in one file (made by
 * scripts/media/generate-art.mjs, like the single icons in public/media/icons/), so that the icon
 * row and the backgrounds cost one cached request.
 */
export const iconRef = (icon: string) => `${iconSprite}#${icon}`;
