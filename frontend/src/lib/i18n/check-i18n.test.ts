/**
 * scripts/check-i18n.mjs (part of `npm run lint`) passes on the project's catalogues and fails on a
 * copy of them that lacks a Hindi text, lacks a key, or keeps one the code no longer uses.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const locales = join(frontendDir, 'src/locales');
const hindiPo = (dir: string) => join(dir, 'hi/messages.po');

function check(catalogues?: string) {
  const args = ['scripts/check-i18n.mjs', ...(catalogues ? ['--catalogues', catalogues] : [])];
  const run = spawnSync(process.execPath, args, { cwd: frontendDir, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const fixtures: string[] = [];
/** A copy of the catalogues, changed by `edit` (Hindi's .po text in, out). */
function fixture(edit: (hindi: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fest-i18n-fixture-'));
  fixtures.push(dir);
  cpSync(locales, dir, { recursive: true });
  writeFileSync(hindiPo(dir), edit(readFileSync(hindiPo(dir), 'utf8')));
  return dir;
}

afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the catalogue check', () => {
  it('passes on the catalogues as they are, and leaves them untouched', () => {
    const before = readFileSync(hindiPo(locales), 'utf8');
    const { status, output } = check();
    expect(output).toContain('every key has its texts');
    expect(status).toBe(0);
    expect(readFileSync(hindiPo(locales), 'utf8')).toBe(before);
  });

  it('fails when a key has no Hindi text', () => {
    const dir = fixture((po) =>
      po.replace('msgid "nav.home"\nmsgstr "होम"', 'msgid "nav.home"\nmsgstr ""'),
    );
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('hi: no Hindi text for nav.home');
  });

  it('fails when the Hindi catalogue lacks a key or keeps one the code no longer uses', () => {
    const dir = fixture(
      (po) =>
        po.replace(/#:[^\n]*\nmsgid "home\.hero\.explore"\nmsgstr "[^"]*"\n\n/, '') +
        '\nmsgid "home.gone"\nmsgstr "पुराना"\n',
    );
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'hi: keys used in the code but not in the catalogue: home.hero.explore',
    );
    expect(output).toContain('hi: keys the code no longer uses: home.gone');
  });
});
