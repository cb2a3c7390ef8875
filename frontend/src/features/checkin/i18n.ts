import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The gate check-in page's texts: its own catalogue, ./locales/{en,hi}/messages.po (keys
 * `checkin.*`). The English comes with this code, the Hindi when Hindi is shown
 * (src/lib/i18n/i18n.ts). The server's answers and the scanner's verdicts are shown here as they come;
 * the scanner island draws its own texts and verdicts in the site's language (scanner-island.tsx).
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('checkin.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
