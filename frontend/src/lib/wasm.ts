/**
 * The domain rules of fest-shared, compiled to WebAssembly (package `fest-shared-wasm`, made by
 * wasm-bindgen --target web from shared/wasm).
 *
 * `loadShared()` initialises the module once and resolves to its typed exports. The module and its
 * .wasm are fetched on first use only, so pages that never validate or price anything stay light.
 * In Vitest the setup file (src/test/setup.ts) instantiates the module synchronously from the bytes on
 * disk, and `init()` below then finds it ready.
 *
 * The rules answer in English; the exports given here answer in the language the site is read in
 * (src/lib/wasm-i18n.ts): their field errors and messages, and the texts of `messages()` and
 * `privacyNotices()`.
 */
import type * as SharedModule from 'fest-shared-wasm';

import { activeLanguage } from './i18n/i18n';
import { lazyWasm } from './lazy-wasm';
import { localizedExports } from './wasm-i18n';

export type { CollectionPoint, FestInfo, Notice, NoticeItem } from 'fest-shared-wasm';

/** The exports of fest-shared-wasm, without the initialisers. */
export type Shared = Omit<typeof SharedModule, 'default' | 'initSync'>;

const shared = lazyWasm(() => import('fest-shared-wasm'));

/** The exports whose answers are texts to show, every one of which is put into the language. */
const TEXTS = new Set(['messages', 'privacyNotices']);

let localized: { module: Shared; exports: Shared } | undefined;

/** The module's exports answering in the active language (made once). */
function inLanguage(module: Shared): Shared {
  if (localized?.module !== module)
    localized = { module, exports: localizedExports(module, activeLanguage, TEXTS) };
  return localized.exports;
}

/** The exports when the module has already been loaded, else undefined (no loading is started). */
export function sharedNow(): Shared | undefined {
  const module = shared.now();
  return module && inLanguage(module);
}

/** Loads and initialises the WebAssembly module (once); later calls share the same promise. */
export function loadShared(): Promise<Shared> {
  return shared.load().then(inLanguage);
}
