import { useSyncExternalStore } from 'react';

import { activeLanguage, i18n } from './i18n';
import type { Language } from './languages';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The site's texts in the active language: `const { i18n } = useI18n(); i18n._('nav.home')`. The
 * component draws again when the language changes. It needs no provider around the tree (the app,
 * the build-time render and every test render get English until another language is chosen), and
 * it costs the first page no more than the Lingui runtime itself.
 */
export function useI18n(): { i18n: typeof i18n; language: Language } {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return { i18n, language };
}
