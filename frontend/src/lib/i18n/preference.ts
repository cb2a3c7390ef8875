/**
 * Which language a visitor gets: the one chosen on this device (local storage), else the one their
 * account keeps (see account-language.ts), else the browser's: Hindi when the visitor's first Hindi
 * or English preference is Hindi (`hi`, `hi-IN`), English otherwise. Choosing one is in
 * choose-language.ts, loaded when the visitor uses the switch (or signs in).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

export const LANGUAGE_KEY = 'fest-language';

/** The language chosen on this device, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers `language` as chosen on this device. */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable or full: the choice lasts for this visit.
  }
}

/** The language of the browser's preferences: the first of them that is Hindi or English. */
export function browserLanguage(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language a visit starts in. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}
