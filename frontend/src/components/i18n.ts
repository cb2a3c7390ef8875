import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The shared components' texts: their own catalogue, ./locales/{en,hi}/messages.po, whose keys begin
 * with the name of the component's folder (`ageQuestion.`, `checkout.`, `eventTerms.`, `guard.`,
 * `privacyNotice.`, `receipts.`, `ui.`). The English comes with the code of the pages that draw
 * these components (lazy chunks, never Home's: its JavaScript budget, scripts/audit.mjs), the Hindi
 * when Hindi is shown (src/lib/i18n/i18n.ts). A component that Home's first view draws
 * (fest-address.tsx) shows the core's texts instead and does not import this file.
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('ui.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
