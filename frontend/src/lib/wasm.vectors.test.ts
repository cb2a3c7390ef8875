/**
 * The shared test vectors (shared/tests/vectors.json) against the built WebAssembly. `cargo test` runs the
 * same file natively, so any difference between the browser's rules and the server's fails a test. A
 * vector's export is looked up in the shared rules' module, the fixtures' module (the fest-day
 * exports live there) and the rules' messages' module (localizeMessage); an export found in more than
 * one would be ambiguous and fails.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as i18nModule from 'fest-i18n-wasm';
import { describe, expect, it } from 'vitest';

import { loadShared } from './wasm';
import '@/test/fixtures-wasm';

import { loadFixtures } from './wasm-fixtures';

interface Vector {
  name: string;
  call: string;
  args: unknown[];
  expect: unknown;
}

// A path, not a URL: under jsdom the global URL is jsdom's, which Node's fs does not accept.
const file = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/tests/vectors.json');
const { vectors } = JSON.parse(readFileSync(file, 'utf8')) as { vectors: Vector[] };

describe('shared test vectors in WebAssembly', () => {
  it('has vectors to run', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(40);
  });

  it.each(vectors.map((v) => [v.name, v] as const))('%s', async (_name, vector) => {
    type Exports = Record<string, ((...args: unknown[]) => unknown) | undefined>;
    const shared = (await loadShared()) as unknown as Exports;
    const fixtures = (await loadFixtures()) as unknown as Exports;
    const texts = i18nModule as unknown as Exports;
    const found = [shared, fixtures, texts]
      .map((module) => module[vector.call])
      .filter((fn) => fn !== undefined);
    expect(found.length, `${vector.call} is exported by one module`).toBe(1);
    const fn = found[0];
    expect(fn, `export ${vector.call}`).toBeTypeOf('function');
    // Round-trip through JSON so Maps and undefined fields compare as the native side serialises them.
    const actual: unknown = JSON.parse(JSON.stringify(fn?.(...vector.args)));
    expect(actual).toEqual(vector.expect);
  });
});
