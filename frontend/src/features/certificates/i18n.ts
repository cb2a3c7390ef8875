import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The certificate check's texts (/verify/:id): its own catalogue, ./locales/{en,hi}/messages.po (keys
 * `certificates.*`). The English comes with this code, the Hindi when Hindi is shown
 * (src/lib/i18n/i18n.ts). The server's sentence and the certificate's own texts are shown as they
 * come.
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('certificates.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
