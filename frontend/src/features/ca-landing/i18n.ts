import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The CA landing page's texts: its own catalogue, ./locales/{en,hi}/messages.po (keys
 * `ca-landing.*`; SPEC 2.9 and 4's English word for word), read in ./data.ts each time they are
 * drawn (a key with a hyphen cannot be marked in data for later). The English comes with this
 * code, the Hindi when Hindi is shown (src/lib/i18n/i18n.ts).
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('ca-landing.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
