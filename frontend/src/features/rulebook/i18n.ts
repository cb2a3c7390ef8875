import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The rulebook page's texts: its own catalogue, ./locales/{en,hi}/messages.po (keys
 * `rulebook.*`). The rulebook itself comes from the shared rules' `rulebook()` and is shown as
 * it comes. The English comes with this code, the Hindi when Hindi is shown
 * (src/lib/i18n/i18n.ts).
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('rulebook.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
