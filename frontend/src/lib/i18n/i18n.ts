/**
 * The site's texts by key: `i18n._('nav.home')`, `i18n._('footer.copyright', { year, name })`
 * (through `useI18n()` in components, so they draw again when the language changes), or
 * `/*i18n*\/ 'nav.home'` for a key kept in data and translated where it is shown. The catalogues are
 * src/locales/{en,hi}/messages.po (Lingui's extraction keeps them in step with the code), compiled
 * into messages.ts beside them by `npm run i18n` (lingui.config.js).
 *
 * English, the source language and that of the pages drawn at build time, is bundled with the entry
 * and read by `readEnglish` below: Lingui's compiled form of a text without plurals or selects is
 * its pieces and its placeholders, which take a few lines to join. Lingui's own runtime
 * (@lingui/core, about 2 KB gzipped) comes with the first other language, in one chunk with that
 * language's catalogue, so a visitor who reads English pays for neither (Home's JavaScript budget,
 * scripts/audit.mjs). i18n.test.ts checks that every English text reads here exactly as Lingui
 * reads it; a text that needs more (a plural) fails that test until its reading is added here.
 */
import type { I18n, Messages } from '@lingui/core';

import { messages as english } from '@/locales/en/messages';

import { DEFAULT_LANGUAGE, LOCALE_TAGS, type Language } from './languages';

export type MessageValues = Record<string, unknown>;

/** An English text from the bundled catalogue, its placeholders filled in; the key if it has none. */
export function readEnglish(id: string, values: MessageValues = {}): string {
  const compiled = (english as Record<string, unknown>)[id];
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return id;
  return compiled
    .map((piece: unknown) => {
      if (typeof piece === 'string') return piece;
      const name = Array.isArray(piece) ? (piece as unknown[])[0] : undefined;
      const value = typeof name === 'string' ? values[name] : undefined;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    })
    .join('');
}

let language: Language = DEFAULT_LANGUAGE;
/** Lingui's runtime, once another language has been loaded. */
let lingui: I18n | null = null;
const listeners = new Set<() => void>();

export const i18n = {
  /** The active language. */
  get locale(): Language {
    return language;
  },
  /** The text of `id` in the active language. */
  _(id: string, values?: MessageValues): string {
    return lingui && language !== 'en' ? lingui._(id, values) : readEnglish(id, values);
  },
  /** Calls `listener` whenever the language changes; returns the unsubscribe. */
  on(_event: 'change', listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The catalogues fetched on demand, each with Lingui's runtime (English is always there). */
const catalogues: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('@/locales/hi/messages'),
};

const loading = new Map<Language, Promise<void>>();

/** Fetches `language`'s catalogue once (nothing for English); rejects when it cannot be fetched. */
export function loadLanguage(wanted: Language): Promise<void> {
  if (wanted === 'en') return Promise.resolve();
  let done = loading.get(wanted);
  if (!done) {
    done = Promise.all([import('@lingui/core'), catalogues[wanted]()]).then(
      ([{ setupI18n }, { messages }]) => {
        lingui ??= setupI18n();
        lingui.load(wanted, messages);
      },
    );
    // A failed fetch (offline) may be tried again.
    done.catch(() => loading.delete(wanted));
    loading.set(wanted, done);
  }
  return done;
}

/** The language the texts are in now. */
export function activeLanguage(): Language {
  return language;
}

/** The active language's locale tag (en-IN, hi-IN), for Intl. */
export function activeLocale(): string {
  return LOCALE_TAGS[language];
}

/**
 * Shows the site in `wanted`: fetches its catalogue if needed, switches every text (components
 * that use `useI18n()` draw again) and sets `<html lang>`.
 */
export async function activateLanguage(wanted: Language): Promise<void> {
  await loadLanguage(wanted);
  if (wanted !== 'en') lingui?.activate(wanted, [LOCALE_TAGS[wanted]]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[wanted];
  if (language === wanted) return;
  language = wanted;
  for (const listener of listeners) listener();
}
