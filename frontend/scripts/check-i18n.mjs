#!/usr/bin/env node
/**
 * The message catalogues match the code (`npm run lint`, and so `make lint`). It fails (exit 1) when
 *
 *   - the code uses a key that a catalogue lacks, or a catalogue keeps a key the code no longer uses
 *     (what `lingui extract --clean` would change);
 *   - a key has no English text (empty, or still the key itself, as extraction first writes it) or no
 *     Hindi text;
 *   - the compiled catalogues (messages.ts, which the app imports) are not what `lingui compile`
 *     makes of the .po files.
 *
 * Extraction and compilation run on a copy in a temporary folder, so the working tree is never
 * touched. `npm run i18n` brings the catalogues up to date (then fill in the texts it reports).
 *
 *   node scripts/check-i18n.mjs [--catalogues DIR]   DIR: the catalogues to check (default
 *                                                     src/locales), as {en,hi}/messages.{po,ts}
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as prettier from 'prettier';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['en', 'hi'];
const SOURCE = 'en';
const NAMES = { en: 'English', hi: 'Hindi' };

const args = process.argv.slice(2);
const at = args.indexOf('--catalogues');
const cataloguesDir = resolve(
  at >= 0 && args[at + 1] ? args[at + 1] : join(frontendDir, 'src/locales'),
);

/** A PO string's value: the quoted pieces joined, escapes undone. */
function unquote(pieces) {
  return pieces.map((piece) => JSON.parse(piece)).join('');
}

/** msgid -> msgstr of a PO file (the header left out). */
export function readPo(text) {
  const entries = new Map();
  let field = null;
  let id = [];
  let str = [];
  const flush = () => {
    if (field !== null) {
      const key = unquote(id);
      if (key !== '') entries.set(key, unquote(str));
    }
    field = null;
    id = [];
    str = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'id';
      id.push(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'str';
      str.push(line.slice(7));
    } else if (line.startsWith('"') && field !== null) {
      (field === 'id' ? id : str).push(line);
    } else if (line === '' || line.startsWith('#')) {
      if (field === 'str') flush();
    }
  }
  flush();
  return entries;
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: frontendDir, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${commandArgs.join(' ')} failed`);
  }
}

async function main() {
  const problems = [];
  const work = mkdtempSync(join(tmpdir(), 'fest-i18n-'));
  try {
    for (const locale of LOCALES) {
      mkdirSync(join(work, locale));
      for (const file of ['messages.po', 'messages.ts']) {
        const from = join(cataloguesDir, locale, file);
        if (!existsSync(from)) throw new Error(`no catalogue ${from}`);
        cpSync(from, join(work, locale, file));
      }
    }
    // The project's configuration, with the catalogues in the copy.
    const config = join(work, 'lingui.config.mjs');
    writeFileSync(
      config,
      `import base from ${JSON.stringify(join(frontendDir, 'lingui.config.js'))};
export default {
  ...base,
  rootDir: ${JSON.stringify(frontendDir)},
  catalogs: base.catalogs.map((catalog) => ({ ...catalog, path: ${JSON.stringify(join(work, '{locale}', 'messages'))} })),
};
`,
    );
    const lingui = join(frontendDir, 'node_modules/.bin/lingui');
    run(lingui, ['extract', '--clean', '--config', config]);

    const extracted = {};
    for (const locale of LOCALES) {
      const before = readPo(readFileSync(join(cataloguesDir, locale, 'messages.po'), 'utf8'));
      const after = readPo(readFileSync(join(work, locale, 'messages.po'), 'utf8'));
      extracted[locale] = after;
      const added = [...after.keys()].filter((key) => !before.has(key));
      const obsolete = [...before.keys()].filter((key) => !after.has(key));
      if (added.length > 0)
        problems.push(
          `${locale}: keys used in the code but not in the catalogue: ${added.join(', ')}`,
        );
      if (obsolete.length > 0)
        problems.push(`${locale}: keys the code no longer uses: ${obsolete.join(', ')}`);
      const untranslated = [...after].filter(
        ([key, text]) => text.trim() === '' || (locale === SOURCE && text === key),
      );
      if (untranslated.length > 0)
        problems.push(
          `${locale}: no ${NAMES[locale]} text for ${untranslated.map(([key]) => key).join(', ')}`,
        );
    }

    if (problems.length === 0) {
      // The compiled catalogues the app imports: what lingui compile makes, formatted as committed.
      run(lingui, ['compile', '--strict', '--config', config]);
      const options = await prettier.resolveConfig(join(frontendDir, 'src/locales/en/messages.ts'));
      for (const locale of LOCALES) {
        const file = join(work, locale, 'messages.ts');
        const compiled = await prettier.format(readFileSync(file, 'utf8'), {
          ...options,
          filepath: file,
        });
        const committed = readFileSync(join(cataloguesDir, locale, 'messages.ts'), 'utf8');
        if (compiled !== committed)
          problems.push(`${locale}: messages.ts is not the compiled messages.po`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  if (problems.length > 0) {
    console.error('[i18n] the message catalogues do not match the code:');
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(
      '[i18n] run `npm run i18n` (extract, compile, format), write the missing texts into src/locales/{en,hi}/messages.po, and run it again',
    );
    process.exitCode = 1;
  } else {
    console.log(
      `[i18n] ${LOCALES.join(', ')}: every key has its texts; compiled catalogues up to date`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[i18n] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
