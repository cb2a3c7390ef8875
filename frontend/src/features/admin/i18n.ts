import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The admin area's texts: its own catalogue, ./locales/{en,hi}/messages.po (keys `admin.*`; the
 * English word for word where SPEC 2.14 gives it). The English comes with this code, the Hindi when
 * Hindi is shown (src/lib/i18n/i18n.ts). The server's messages and the shared rules' are shown as
 * they come; names (events, colleges, people) and what the organisers typed stay as they are.
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('admin.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
