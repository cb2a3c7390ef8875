import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The campus ambassador screens' texts (/ca-register, /ca-application, /ca-dashboard): their own
 * catalogue, ./locales/{en,hi}/messages.po (keys `ca-program.*`; the English word for word where SPEC
 * 2.10-2.12, 4 and 8 give it). The English comes with this code, the Hindi when Hindi is shown
 * (src/lib/i18n/i18n.ts). The server's messages and the shared rules' are shown as they come.
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('ca-program.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
