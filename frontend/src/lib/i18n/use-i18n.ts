import { useSyncExternalStore } from 'react';

import { i18n, textsRevision, type Texts } from './i18n';
import type { Language } from './languages';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/**
 * The hook of one catalogue's texts (`texts`, from `defineCatalogue`): the component draws again
 * whenever the texts change (the language, or a catalogue's texts that arrived after it). A feature
 * makes its own in its i18n.ts (see src/features/home/i18n.ts).
 */
export function textsHook(texts: Texts): () => { i18n: Texts; language: Language } {
  return () => {
    useSyncExternalStore(subscribe, textsRevision, textsRevision);
    return { i18n: texts, language: texts.locale };
  };
}

/**
 * The core's texts in the active language (app/, lib/; the components and each feature have their
 * own, made with `textsHook`): `const { i18n } = useI18n(); i18n._('nav.home')`. The component draws
 * again when the language changes. It needs no provider around the tree (the app, the build-time render and every test
 * render get English until another language is chosen), and it costs the first page no more than
 * the Lingui runtime itself.
 */
export const useI18n = textsHook(i18n);
