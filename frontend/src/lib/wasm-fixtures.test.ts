import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { loadShared } from './wasm';
import '@/test/fixtures-wasm';

import { loadFixtures } from './wasm-fixtures';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The app's files that may load the fixtures' module: the fest-day organiser pages' own files (the
 * admin area's Fixtures section with its Races panel, a lazy chunk of its own). A page every visitor uses must never be one.
 */
const MAY_LOAD_FIXTURES: readonly string[] = [
  'features/admin/components/fixtures-tab.tsx',
  'features/admin/components/fixtures-preview.tsx',
  'features/admin/components/races-panel.tsx',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : [relative(SRC, path)];
  });
}

const isAppSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.startsWith('test/') &&
  file !== 'lib/wasm-fixtures.ts';

describe('fest-fixtures-wasm', () => {
  it('answers generateFixtures() from the real WebAssembly module', async () => {
    const { generateFixtures } = await loadFixtures();
    const result = generateFixtures({ kind: 'knockout', thirdPlace: false }, [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ]);
    expect(result.ok).toBe(true);
    expect(result.fixtures?.matches).toHaveLength(1);
  });

  it('initialises once', async () => {
    const [a, b] = await Promise.all([loadFixtures(), loadFixtures()]);
    expect(a).toBe(b);
  });

  it('holds the fixtures, which the shared rules every visitor loads do not', async () => {
    const initialisers = ['default', 'initSync'];
    const fixtures = Object.keys(await loadFixtures()).filter(
      (name) => !initialisers.includes(name),
    );
    expect(fixtures).toEqual(
      expect.arrayContaining([
        'generateFixtures',
        'advanceBracket',
        'drawHeats',
        'finalFromHeats',
        'swissRound',
        'standings',
        'championship',
        'scheduleClashes',
      ]),
    );
    const shared = Object.keys(await loadShared());
    expect(shared.filter((name) => fixtures.includes(name))).toEqual([]);
  });

  it('is loaded by no page but the organiser pages', () => {
    const importers = sources(SRC)
      .filter(isAppSource)
      .filter((file) =>
        /['"](fest-fixtures-wasm|@\/lib\/wasm-fixtures|\.\/wasm-fixtures)['"]/.test(
          readFileSync(join(SRC, file), 'utf8'),
        ),
      );
    expect(
      importers.filter((file) => !MAY_LOAD_FIXTURES.includes(file)),
      'only the fest-day organiser pages load the fixtures (list their files in MAY_LOAD_FIXTURES)',
    ).toEqual([]);
  });
});
