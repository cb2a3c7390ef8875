import { defineCatalogue } from '@/lib/i18n/i18n';
import { textsHook } from '@/lib/i18n/use-i18n';

import { messages } from './locales/en/messages';

/**
 * The JSON viewer's texts: its own catalogue, ./locales/{en,hi}/messages.po (keys
 * `json-viewer.*`; SPEC 2.15 and 8's English word for word). The answer itself, its keys and its
 * data types are shown as they are. The English comes with this code, the Hindi when Hindi is
 * shown (src/lib/i18n/i18n.ts).
 */
export const i18n = defineCatalogue(messages, { hi: () => import('./locales/hi/messages') });

/** `const { i18n } = useI18n(); i18n._('json-viewer.…')`: drawn again when the language changes. */
export const useI18n = textsHook(i18n);
