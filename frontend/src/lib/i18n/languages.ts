/**
 * The languages the site is shown in (issue "Hindi beside English", GIGW 3.0): English, the default
 * and the language of the pages drawn at build time, and Hindi. Each is named in its own script in
 * the language switch, so a visitor finds their language whatever the page is in now.
 */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The BCP 47 tag of each language as spoken in India: `<html lang>` and every Intl formatter. */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's own name (an endonym: not translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}
