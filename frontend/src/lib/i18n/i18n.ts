/**
 * The site's texts by key: `i18n._('nav.home')`, `i18n._('footer.copyright', { year, name })`
 * (through `useI18n()` in components, so they draw again when the language changes), or
 * `/*i18n*\/ 'nav.home'` for a key kept in data and translated where it is shown.
 *
 * Catalogues. Each part of the site keeps its own pair of Lingui catalogues (lingui.config.js): the
 * core, src/locales/{en,hi}/messages.po, for app/, lib/ and the components Home's first view draws
 * (components/fest-address.tsx: CORE_COMPONENTS in lingui.config.js); the shared components,
 * src/components/locales/{en,hi}/messages.po, whose keys begin with their folder's name in camelCase
 * (`ui.`, `eventTerms.`, ...); and every feature its own,
 * src/features/<name>/locales/{en,hi}/messages.po, whose keys begin with `<name>.`. `npm run i18n`
 * keeps them in step with the code and compiles each into messages.ts beside it. `defineCatalogue`
 * makes a catalogue known (its English, its other languages' loaders): the core's below, the
 * components' in src/components/i18n.ts, a feature's in src/features/<name>/i18n.ts, so each
 * catalogue's English travels with the code that uses it (the core's and Home's in the main chunk;
 * the components' and a lazy page's with the lazy chunks that draw them, never in Home's
 * JavaScript), and `textsHook` (use-i18n.ts) gives it its `useI18n`. The core's texts are only
 * those of the site's shell and Home: a text of a component that only lazy pages draw belongs in
 * the components' catalogue (ESLint refuses the core's `useI18n` and `i18n` in src/components but
 * in CORE_COMPONENTS).
 *
 * English, the source language and that of the pages drawn at build time, is read by `readEnglish`
 * below: Lingui's compiled form of a text without plurals or selects is its pieces and its
 * placeholders, which take a few lines to join. Lingui's own runtime (@lingui/core, about 2 KB
 * gzipped) comes with the first other language, fetched with the texts in it of every catalogue
 * known so far; a catalogue that becomes known later (a page's code, while Hindi is shown) fetches
 * its Hindi at once, shows English until it is there, and then draws again. A visitor who reads
 * English pays for none of it (Home's JavaScript budget, scripts/audit.mjs). i18n.test.ts checks
 * that every English text of every catalogue reads here exactly as Lingui reads it; a text that
 * needs more (a plural) fails that test until its reading is added here.
 *
 * How to convert a feature (say `auth`):
 *
 *   1. Give it src/features/auth/i18n.ts: a copy of src/features/home/i18n.ts, its comment and its
 *      keys' prefix changed (it exports the feature's `i18n` and `useI18n`).
 *   2. In its components: `import { useI18n } from '../i18n';` (the relative path to that file),
 *      `const { i18n } = useI18n();`, `i18n._('auth.login.title')`; outside components (a toast of a
 *      hook, a mutation's error text) `import { i18n } from '../i18n';` and `i18n._(...)` when the
 *      text is used; in data kept for later, `/*i18n*\/ 'auth.key'`. Every key begins with `auth.`;
 *      a feature does not read the core's keys (`nav.*`, ...; ESLint refuses the core's `useI18n`
 *      in a feature): it gives the text a key of its own, or draws a shared component that shows
 *      the core's text (components/fest-address.tsx).
 *   3. `I18N_ONLY=auth npm run i18n` extracts and compiles that catalogue alone, touching no other
 *      file; write the English (word for word where SPEC.md gives it) and the Hindi
 *      (docs/glossary.md) into src/features/auth/locales/{en,hi}/messages.po, and run it again.
 *   4. Add 'src/features/auth/**\/*.{ts,tsx}' to TRANSLATED in eslint.config.js, and run
 *      `npm run lint` (ESLint, and scripts/check-i18n.mjs over every catalogue).
 */
import type { I18n, Messages } from '@lingui/core';

import { messages as english } from '@/locales/en/messages';

import { DEFAULT_LANGUAGE, LOCALE_TAGS, type Language } from './languages';

export type MessageValues = Record<string, unknown>;

/** The languages whose texts are fetched when wanted: all but English. */
export type OtherLanguage = Exclude<Language, 'en'>;

/** A compiled catalogue fetched on demand: `() => import('./locales/hi/messages')`. */
export type CatalogueLoader = () => Promise<{ messages: Messages }>;

/** One catalogue's texts in the active language. */
export interface Texts {
  /** The active language. */
  readonly locale: Language;
  /** The text of `id` in the active language (English until that language's texts are here). */
  _(id: string, values?: MessageValues): string;
  /** Calls `listener` whenever the texts change (a language, or a catalogue's texts, arrived). */
  on(event: 'change', listener: () => void): () => void;
}

/**
 * An English text from a compiled catalogue (the core's unless `catalogue` is given), its
 * placeholders filled in; the key if it has none.
 */
export function readEnglish(
  id: string,
  values: MessageValues = {},
  catalogue: Messages = english,
): string {
  const compiled = catalogue[id] as unknown;
  if (typeof compiled === 'string') return compiled;
  if (!Array.isArray(compiled)) return id;
  return compiled
    .map((piece: unknown) => {
      if (typeof piece === 'string') return piece;
      // Anything else is a placeholder, [name].
      const value = values[(piece as [string])[0]];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    })
    .join('');
}

let language: Language = DEFAULT_LANGUAGE;
/** Lingui's runtime, once another language has been loaded; it holds every catalogue's texts. */
let lingui: I18n | null = null;
const listeners = new Set<() => void>();
/** Counts the changes: what `useI18n` draws again on (use-i18n.ts). */
let revision = 0;

/** How many times the texts have changed (a language switched, a catalogue's texts arrived). */
export function textsRevision(): number {
  return revision;
}

function changed(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

function on(_event: 'change', listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Each known catalogue's fetch of its texts in a language (once; again after a failure). */
const sources: ((wanted: OtherLanguage) => Promise<void>)[] = [];

/**
 * Makes a catalogue known: `catalogue` is its compiled English (bundled with the code that calls
 * this), `others` fetch its other languages. Returns its texts (`i18n._('key')`), which read this
 * catalogue only. Known while another language is shown (a page's code arrived), its texts in that
 * language are fetched at once, and every `useI18n` draws again when they are here.
 */
export function defineCatalogue(
  catalogue: Messages,
  others: Record<OtherLanguage, CatalogueLoader>,
): Texts {
  const fetched: Partial<Record<OtherLanguage, Promise<void>>> = {};
  const fetch = (wanted: OtherLanguage) =>
    (fetched[wanted] ??= Promise.all([import('@lingui/core'), others[wanted]()]).then(
      ([{ setupI18n }, { messages }]) => {
        (lingui ??= setupI18n()).load(wanted, messages);
      },
      (error: unknown) => {
        // Offline: tried again next time.
        fetched[wanted] = undefined;
        throw error;
      },
    ));
  sources.push(fetch);
  if (language !== 'en') fetch(language).then(changed, () => undefined);
  return {
    get locale() {
      return language;
    },
    _: (id, values) =>
      lingui && language !== 'en' && id in lingui.messages
        ? lingui._(id, values)
        : readEnglish(id, values, catalogue),
    on,
  };
}

/** The core's texts (app/, lib/, the components of Home's first view). */
export const i18n = defineCatalogue(english, { hi: () => import('@/locales/hi/messages') });

/**
 * Fetches `wanted`'s texts of every known catalogue once (nothing for English), those that become
 * known meanwhile included; rejects when one cannot be fetched.
 */
export async function loadLanguage(wanted: Language): Promise<void> {
  if (wanted === 'en') return;
  const known = sources.length;
  await Promise.all(sources.map((fetch) => fetch(wanted)));
  if (sources.length > known) await loadLanguage(wanted);
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
 * Shows the site in `wanted`: fetches its texts if needed (every known catalogue's, and the shared
 * rules' messages), switches every text (components that use `useI18n()` draw again) and sets
 * `<html lang>`.
 */
export async function activateLanguage(wanted: Language): Promise<void> {
  // The rules' messages come with the texts (src/lib/wasm-i18n.ts, itself fetched then: an English
  // visit loads neither); without them they stay English.
  const rules =
    wanted === 'en'
      ? undefined
      : import('@/lib/wasm-i18n')
          .then(({ loadRulesTexts }) => loadRulesTexts())
          .catch((error: unknown) => {
            console.warn(
              "The rules' messages could not be loaded; they are shown in English",
              error,
            );
          });
  await Promise.all([loadLanguage(wanted), rules]);
  if (wanted !== 'en') lingui?.activate(wanted, [LOCALE_TAGS[wanted]]);
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_TAGS[wanted];
  if (language === wanted) return;
  language = wanted;
  changed();
}
