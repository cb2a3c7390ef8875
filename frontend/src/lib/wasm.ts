/**
 * The domain rules of fest-shared, compiled to WebAssembly (package `fest-shared-wasm`, made by
 * wasm-bindgen --target web from shared/wasm).
 *
 * `loadShared()` initialises the module once and resolves to its typed exports. The module and its
 * .wasm are fetched on first use only, so pages that never validate or price anything stay light.
 * In Vitest the setup file (src/test/setup.ts) instantiates the module synchronously from the bytes on
 * disk, and `init()` below then finds it ready.
 */
import type * as SharedModule from 'fest-shared-wasm';

import { lazyWasm } from './lazy-wasm';

export type { CollectionPoint, FestInfo, Notice, NoticeItem } from 'fest-shared-wasm';

/** The exports of fest-shared-wasm, without the initialisers. */
export type Shared = Omit<typeof SharedModule, 'default' | 'initSync'>;

const shared = lazyWasm(() => import('fest-shared-wasm'));

/** The exports when the module has already been loaded, else undefined (no loading is started). */
export function sharedNow(): Shared | undefined {
  return shared.now();
}

/** Loads and initialises the WebAssembly module (once); later calls share the same promise. */
export function loadShared(): Promise<Shared> {
  return shared.load();
}
