/**
 * Vitest setup (Node only; the browser bundle never imports this file).
 * - jest-dom matchers for Testing Library;
 * - the shared rules' WebAssembly module instantiated synchronously from the bytes on disk, since
 *   Node's fetch cannot load the file: URL that the glue's default `init()` would use (the fest-day
 *   fixtures' module only in the tests that import src/test/fixtures-wasm.ts), and the rules' Hindi
 *   messages' module (src/lib/wasm-i18n.ts), as the browser has them once Hindi is chosen;
 * - the network: an MSW server (src/test/server.ts) answers every API call; each test installs its
 *   own handlers, which are reset afterwards, and an unanswered call fails the test;
 * - the app's server-state cache is emptied after every test and does not retry failed calls;
 * - modal dialogs: jsdom has no `showModal()`, nor Escape and Tab in a modal dialog (src/test/dialog.ts).
 */
import '@testing-library/jest-dom/vitest';

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { initSync as initI18n } from 'fest-i18n-wasm';
import { initSync } from 'fest-shared-wasm';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { queryClient } from '@/lib/query-client';
import { loadShared } from '@/lib/wasm';
import { loadRulesTexts } from '@/lib/wasm-i18n';

import { installDialogPolyfill } from './dialog';
import { server } from './server';

const require = createRequire(import.meta.url);
initSync({ module: readFileSync(require.resolve('fest-shared-wasm/fest_shared_wasm_bg.wasm')) });
// The rules' messages in Hindi, which the browser fetches with the Hindi texts (src/lib/wasm-i18n.ts).
initI18n({ module: readFileSync(require.resolve('fest-i18n-wasm/fest_i18n_wasm_bg.wasm')) });
// Resolved once here, so components find the rules ready (sharedNow()) as they do after the first load.
await loadShared();
await loadRulesTexts();

// Waiting is for a condition, never for a time: findBy* and waitFor keep trying until what they
// wait for holds, so a passing test takes no longer, and a busy machine (CI's two cores while the
// Rust tests run beside) does not fail a test that is merely slow. The default of 1 s did.
configure({ asyncUtilTimeout: 15_000 });

installDialogPolyfill();

// jsdom has no layout: ScrollRestoration's scrolling is a no-op here.
window.scrollTo = () => undefined;

// Cache updates reach components on a microtask rather than a timer, so tests that fake the
// timers still see the answers arrive.
notifyManager.setScheduler((callback) => {
  void Promise.resolve().then(callback);
});
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  queryClient.clear();
});

afterAll(() => {
  server.close();
});
