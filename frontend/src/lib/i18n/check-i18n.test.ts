/**
 * scripts/check-i18n.mjs (part of `npm run lint`) passes on the project's catalogues and fails on a
 * copy of them in which the core's, the components' or a feature's catalogue lacks a Hindi text,
 * lacks a key, keeps one the code no longer uses or one of another part of the site, is compiled out
 * of date, or is missing. The command itself runs on the project; the copies are checked by its
 * check() against one extraction of the code's keys (the slow part, the same for every copy).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { check as checkCatalogues, extract } from '../../../scripts/check-i18n.mjs';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CORE = 'src/locales';
const COMPONENTS = 'src/components/locales';
const HOME = 'src/features/home/locales';

/** Every catalogue's folder, from the frontend's root. */
const catalogueDirs = [
  CORE,
  COMPONENTS,
  ...readdirSync(join(frontendDir, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/features/${entry.name}/locales`),
].filter((dir) => existsSync(join(frontendDir, dir)));

/** The command, as `npm run lint` runs it. */
function command() {
  const run = spawnSync(process.execPath, ['scripts/check-i18n.mjs'], {
    cwd: frontendDir,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** The code's keys, extracted once for every copy of the catalogues. */
let extracted: Map<string, string[]>;
// A ceiling, not a speed check: extraction parses the whole source (seconds, more on a busy machine).
beforeAll(() => {
  extracted = extract();
}, 120_000);

/** The check of the catalogues under `dir`: its problems, one per line (as the command prints them). */
async function check(dir: string) {
  const problems = await checkCatalogues(dir, extracted);
  return { status: problems.length === 0 ? 0 : 1, output: problems.join('\n') };
}

const fixtures: string[] = [];
/** A copy of every catalogue where the project keeps them, `edit(file, text)` giving new texts. */
function fixture(edits: Record<string, (text: string) => string>, remove: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'fest-i18n-fixture-'));
  fixtures.push(dir);
  for (const catalogue of catalogueDirs) {
    cpSync(join(frontendDir, catalogue), join(dir, catalogue), { recursive: true });
  }
  for (const [file, edit] of Object.entries(edits)) {
    writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
  }
  for (const gone of remove) rmSync(join(dir, gone), { recursive: true });
  return dir;
}

afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the catalogue check', () => {
  it('passes on the catalogues as they are, and leaves them untouched', async () => {
    const files = [
      `${CORE}/hi/messages.po`,
      `${COMPONENTS}/en/messages.ts`,
      `${HOME}/hi/messages.po`,
      `${HOME}/en/messages.ts`,
    ];
    const before = files.map((file) => readFileSync(join(frontendDir, file), 'utf8'));
    const { status, output } = command();
    expect(output).toContain('every key has its texts');
    expect(status).toBe(0);
    expect(files.map((file) => readFileSync(join(frontendDir, file), 'utf8'))).toEqual(before);
    // And so does the check of an untouched copy of them (which the cases below edit).
    expect(await check(fixture({}))).toEqual({ status: 0, output: '' });
  });

  it("fails when a key of the core's catalogue has no Hindi text", async () => {
    const dir = fixture({
      [`${CORE}/hi/messages.po`]: (po) =>
        po.replace('msgid "nav.home"\nmsgstr "होम"', 'msgid "nav.home"\nmsgstr ""'),
    });
    const { status, output } = await check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${CORE}/hi: no Hindi text for nav.home`);
  });

  it("fails on the components' catalogue without a Hindi text, or a key of theirs in the core's", async () => {
    const dir = fixture({
      [`${COMPONENTS}/hi/messages.po`]: (po) =>
        po.replace(/msgid "ui\.tryAgain"\nmsgstr "[^"]*"/, 'msgid "ui.tryAgain"\nmsgstr ""'),
      [`${CORE}/en/messages.po`]: (po) => `${po}\nmsgid "ui.tryAgain"\nmsgstr "Try again"\n`,
    });
    const { status, output } = await check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${COMPONENTS}/hi: no Hindi text for ui.tryAgain`);
    // The components' texts are not the core's to keep (they would travel with Home's code).
    expect(output).toContain(`${CORE}/en: keys the code no longer uses: ui.tryAgain`);
  });

  it('fails when the components have no catalogue', async () => {
    const dir = fixture({}, [COMPONENTS]);
    const { status, output } = await check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${COMPONENTS}: components has no catalogue`);
  });

  it("fails on a feature's catalogue without a Hindi text, short of a key, or keeping others", async () => {
    const dir = fixture({
      [`${HOME}/hi/messages.po`]: (po) =>
        po
          .replace(
            /msgid "home\.strip\.seeAll"\nmsgstr "[^"]*"/,
            'msgid "home.strip.seeAll"\nmsgstr ""',
          )
          .replace(/#:[^\n]*\nmsgid "home\.hero\.explore"\nmsgstr "[^"]*"\n\n/, '') +
        '\nmsgid "home.gone"\nmsgstr "पुराना"\n',
      [`${HOME}/en/messages.po`]: (po) => `${po}\nmsgid "nav.home"\nmsgstr "Home"\n`,
    });
    const { status, output } = await check(dir);
    expect(status).toBe(1);
    // The key put back by extraction has no Hindi either.
    expect(output).toContain(`${HOME}/hi: no Hindi text for home.hero.explore, home.strip.seeAll`);
    expect(output).toContain(
      `${HOME}/hi: keys used in the code but not in the catalogue: home.hero.explore`,
    );
    expect(output).toContain(`${HOME}/hi: keys the code no longer uses: home.gone`);
    // A key of the core's in Home's catalogue: not Home's to keep.
    expect(output).toContain(`${HOME}/en: keys the code no longer uses: nav.home`);
  });

  it("fails when a feature's compiled catalogue is not its .po", async () => {
    const dir = fixture({
      [`${HOME}/en/messages.po`]: (po) =>
        po.replace('msgstr "Explore Now"', 'msgstr "Explore now"'),
    });
    const { status, output } = await check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${HOME}/en: messages.ts is not the compiled messages.po`);
  });

  it('fails when a feature has no catalogue', async () => {
    const dir = fixture({}, [HOME]);
    const { status, output } = await check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${HOME}: home has no catalogue`);
  });
});
