/**
 * For the tests of pages that use the fest-day fixtures (and the vectors test): instantiates the fixtures'
 * WebAssembly module synchronously from the bytes on disk, as src/test/setup.ts does for the shared rules,
 * so that loadFixtures() finds it ready without a fetch. Imported by those test files only: the other test
 * files, like the other pages, never compile it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { initSync } from 'fest-fixtures-wasm';

const require = createRequire(import.meta.url);
initSync({
  module: readFileSync(require.resolve('fest-fixtures-wasm/fest_fixtures_wasm_bg.wasm')),
});
