import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The fest-day pages' texts (the schedule, an event's fixtures, a match, the athletics races, the
 * live page): their own catalogue, ./locales/{en,hi}/messages.po (keys `fest-day.*`). The English
 * comes with this code, the Hindi when Hindi is shown (src/lib/i18n/i18n.ts). What the server sends
 * (teams, rounds, venues, events, a result's own line) is shown as it comes.
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('fest-day.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
