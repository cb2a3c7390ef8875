/**
 * Vitest setup (Node only; the browser bundle never imports this file).
 * - jest-dom matchers for Testing Library;
 * - the WebAssembly module instantiated synchronously from the bytes on disk, since Node's fetch
 *   cannot load the file: URL that the glue's default `init()` would use.
 */
import '@testing-library/jest-dom/vitest';

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { cleanup } from '@testing-library/react';
import { initSync } from 'fest-shared-wasm';
import { afterEach } from 'vitest';

import { loadShared } from '@/lib/wasm';

const require = createRequire(import.meta.url);
initSync({ module: readFileSync(require.resolve('fest-shared-wasm/fest_shared_wasm_bg.wasm')) });
// Resolved once here, so components find the rules ready (sharedNow()) as they do after the first load.
await loadShared();

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
});
