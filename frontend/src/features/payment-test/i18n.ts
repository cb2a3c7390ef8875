import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The payment test page's texts: its own catalogue, ./locales/{en,hi}/messages.po (keys
 * `payment-test.*`; SPEC 8's alerts word for word in English). The server's and the payment
 * widget's messages are shown as they come. The English comes with this code, the Hindi when
 * Hindi is shown (src/lib/i18n/i18n.ts).
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('payment-test.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
