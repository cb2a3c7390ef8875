/**
 * scripts/check-i18n.mjs (part of `npm run lint`) passes on the project's catalogues and fails on a
 * copy of them in which the core's, the components' or a feature's catalogue lacks a Hindi text,
 * lacks a key, keeps one the code no longer uses or one of another part of the site, is compiled out
 * of date, or is missing.
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

import { afterEach, describe, expect, it } from 'vitest';

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

function check(catalogues?: string) {
  const args = ['scripts/check-i18n.mjs', ...(catalogues ? ['--catalogues', catalogues] : [])];
  const run = spawnSync(process.execPath, args, { cwd: frontendDir, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
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
  it('passes on the catalogues as they are, and leaves them untouched', () => {
    const files = [
      `${CORE}/hi/messages.po`,
      `${COMPONENTS}/en/messages.ts`,
      `${HOME}/hi/messages.po`,
      `${HOME}/en/messages.ts`,
    ];
    const before = files.map((file) => readFileSync(join(frontendDir, file), 'utf8'));
    const { status, output } = check();
    expect(output).toContain('every key has its texts');
    expect(status).toBe(0);
    expect(files.map((file) => readFileSync(join(frontendDir, file), 'utf8'))).toEqual(before);
  });

  it("fails when a key of the core's catalogue has no Hindi text", () => {
    const dir = fixture({
      [`${CORE}/hi/messages.po`]: (po) =>
        po.replace('msgid "nav.home"\nmsgstr "होम"', 'msgid "nav.home"\nmsgstr ""'),
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${CORE}/hi: no Hindi text for nav.home`);
  });

  it("fails on the components' catalogue without a Hindi text, or a key of theirs in the core's", () => {
    const dir = fixture({
      [`${COMPONENTS}/hi/messages.po`]: (po) =>
        po.replace(/msgid "ui\.tryAgain"\nmsgstr "[^"]*"/, 'msgid "ui.tryAgain"\nmsgstr ""'),
      [`${CORE}/en/messages.po`]: (po) => `${po}\nmsgid "ui.tryAgain"\nmsgstr "Try again"\n`,
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${COMPONENTS}/hi: no Hindi text for ui.tryAgain`);
    // The components' texts are not the core's to keep (they would travel with Home's code).
    expect(output).toContain(`${CORE}/en: keys the code no longer uses: ui.tryAgain`);
  });

  it('fails when the components have no catalogue', () => {
    const dir = fixture({}, [COMPONENTS]);
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${COMPONENTS}: components has no catalogue`);
  });

  it("fails on a feature's catalogue without a Hindi text, short of a key, or keeping others", () => {
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
    const { status, output } = check(dir);
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

  it("fails when a feature's compiled catalogue is not its .po", () => {
    const dir = fixture({
      [`${HOME}/en/messages.po`]: (po) =>
        po.replace('msgstr "Explore Now"', 'msgstr "Explore now"'),
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${HOME}/en: messages.ts is not the compiled messages.po`);
  });

  it('fails when a feature has no catalogue', () => {
    const dir = fixture({}, [HOME]);
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(`${HOME}: home has no catalogue`);
  });
});
