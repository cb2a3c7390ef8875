/**
 * The fest-day fixtures of fest-shared (brackets, heats and finals, Swiss rounds, group and
 * championship tables, schedule clashes), compiled to a WebAssembly module of their own (package
 * `fest-fixtures-wasm`, made by wasm-bindgen --target web from shared/fixtures-wasm).
 *
 * Only the fest-day organiser pages are to load it: the registration pages every visitor uses load
 * the shared rules (src/lib/wasm.ts) and never these. Keep it that way: import this file from those
 * pages' own (lazy) chunks only, never from a component or hook that other pages share, so neither
 * the JavaScript of / nor the shared rules' module grows.
 *
 * `loadFixtures()` initialises the module once, on first use, and resolves to its typed exports. In
 * Vitest the setup file (src/test/setup.ts) instantiates the module synchronously from the bytes on
 * disk, and `init()` below then finds it ready.
 *
 * Its messages (schedule clashes, refused results) come in the language the site is read in
 * (src/lib/wasm-i18n.ts).
 */
import type * as FixturesModule from 'fest-fixtures-wasm';

import { activeLanguage } from './i18n/i18n';
import { lazyWasm } from './lazy-wasm';
import { localizedExports } from './wasm-i18n';

/** The exports of fest-fixtures-wasm, without the initialisers. */
export type FixturesRules = Omit<typeof FixturesModule, 'default' | 'initSync'>;

const fixtures = lazyWasm(() => import('fest-fixtures-wasm'));

let localized: { module: FixturesRules; exports: FixturesRules } | undefined;

/** The module's exports answering in the active language (made once). */
function inLanguage(module: FixturesRules): FixturesRules {
  if (localized?.module !== module)
    localized = { module, exports: localizedExports(module, activeLanguage) };
  return localized.exports;
}

/** The exports when the module has already been loaded, else undefined (no loading is started). */
export function fixturesNow(): FixturesRules | undefined {
  const module = fixtures.now();
  return module && inLanguage(module);
}

/** Loads and initialises the fixtures' WebAssembly module (once); later calls share the same promise. */
export function loadFixtures(): Promise<FixturesRules> {
  return fixtures.load().then(inLanguage);
}
