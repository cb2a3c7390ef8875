#!/usr/bin/env node
/**
 * The message catalogues match the code (`npm run lint`, and so `make lint`): every catalogue, the
 * core's (src/locales), the shared components' (src/components/locales) and each feature's
 * (src/features/<name>/locales), in both languages. It fails (exit 1) when
 *
 *   - the code uses a key that a catalogue lacks, or a catalogue keeps a key the code no longer uses
 *     (what `lingui extract --clean` would change), or a feature (or src/components) has no
 *     catalogue;
 *   - a feature's catalogue has a key that does not begin with `<name>.`, the components' one that
 *     does not begin with the name of a folder of src/components (in camelCase: `eventTerms.` for
 *     event-terms/), or the core's one that begins with either (each part reads its own catalogue
 *     only: lib/i18n/i18n.ts);
 *   - a key has no English text (empty, or still the key itself, as extraction first writes it) or no
 *     Hindi text;
 *   - the compiled catalogues (messages.ts, which the app imports) are not what `lingui compile`
 *     makes of the .po files.
 *
 * Extraction and compilation run in a temporary folder, so the working tree is never touched.
 * `extract()` and `check()` are exported: the code's keys are extracted once and any number of
 * copies of the catalogues checked against them (src/lib/i18n/check-i18n.test.ts). `npm run i18n`
 * brings the catalogues up to date (then fill in the texts it reports).
 *
 *   node scripts/check-i18n.mjs [--catalogues DIR]   DIR: a folder holding the catalogues to check
 *                                                     where the project keeps them (DIR/src/locales,
 *                                                     DIR/src/components/locales,
 *                                                     DIR/src/features/<name>/locales); default: the
 *                                                     project itself
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
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

/** The features (folders of src/features): each has a catalogue of its own. */
const FEATURES = readdirSync(join(frontendDir, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The prefixes of the shared components' keys: the names of the folders of src/components, in
 * camelCase (`eventTerms.` for event-terms/).
 */
const COMPONENT_PREFIXES = readdirSync(join(frontendDir, 'src/components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'locales')
  .map((entry) => entry.name.replace(/-([a-z0-9])/g, (_match, letter) => letter.toUpperCase()))
  .sort();

/** Every catalogue: its name, where it is (from the root), and the keys it may hold. */
const CATALOGUES = [
  {
    name: 'core',
    dir: 'src/locales',
    badKey: (key) =>
      [...FEATURES, ...COMPONENT_PREFIXES].some((prefix) => key.startsWith(`${prefix}.`)),
    rule: "begin with a feature's name or a components folder's (move them to that catalogue)",
  },
  {
    name: 'components',
    dir: 'src/components/locales',
    badKey: (key) => !COMPONENT_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`)),
    rule: `do not begin with the name of a folder of src/components (${COMPONENT_PREFIXES.map((prefix) => `${prefix}.`).join(', ')})`,
  },
  ...FEATURES.map((name) => ({
    name,
    dir: `src/features/${name}/locales`,
    badKey: (key) => !key.startsWith(`${name}.`),
    rule: `do not begin with "${name}." (a feature reads its own keys only)`,
  })),
];

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
  // Every catalogue, whatever I18N_ONLY says (lingui.config.js).
  const env = { ...process.env };
  delete env.I18N_ONLY;
  const result = spawnSync(command, commandArgs, { cwd: frontendDir, encoding: 'utf8', env });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${command} ${commandArgs.join(' ')} failed`);
  }
}

/** The project's Lingui configuration with every catalogue in `work` (a temporary folder). */
function configIn(work) {
  const config = join(work, 'lingui.config.mjs');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(frontendDir, 'lingui.config.js'))};
export default {
  ...base,
  rootDir: ${JSON.stringify(frontendDir)},
  catalogs: base.catalogs.map((catalog) => ({
    ...catalog,
    path: catalog.path.replace('<rootDir>', ${JSON.stringify(work)}),
  })),
};
`,
  );
  return config;
}

const lingui = join(frontendDir, 'node_modules/.bin/lingui');

/**
 * The keys the code uses, by catalogue name, in the catalogues' order (`lingui extract` into empty
 * catalogues: what `extract --clean` keeps of any catalogue). The code alone decides them, so one
 * extraction serves every check of the same code (the tests check many copies of the catalogues).
 */
export function extract() {
  const work = mkdtempSync(join(tmpdir(), 'fest-i18n-'));
  try {
    run(lingui, ['extract', '--clean', '--config', configIn(work)]);
    return new Map(
      CATALOGUES.map(({ name, dir }) => {
        const file = join(work, dir, SOURCE, 'messages.po');
        return [name, existsSync(file) ? [...readPo(readFileSync(file, 'utf8')).keys()] : []];
      }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * What is wrong with the catalogues under `cataloguesRoot` for the code whose keys `extract()` gave:
 * one line per problem, none when they match.
 */
export async function check(cataloguesRoot, extracted) {
  const problems = [];
  const work = mkdtempSync(join(tmpdir(), 'fest-i18n-'));
  try {
    const present = new Set();
    for (const { name, dir } of CATALOGUES) {
      const files = LOCALES.flatMap((locale) =>
        ['messages.po', 'messages.ts'].map((file) => join(locale, file)),
      );
      if (!files.every((file) => existsSync(join(cataloguesRoot, dir, file)))) {
        problems.push(`${dir}: ${name} has no catalogue ({en,hi}/messages.{po,ts})`);
        continue;
      }
      present.add(name);
    }

    for (const { name, dir, badKey, rule } of CATALOGUES) {
      if (!present.has(name)) continue;
      const used = extracted.get(name) ?? [];
      for (const locale of LOCALES) {
        const where = `${dir}/${locale}`;
        const before = readPo(
          readFileSync(join(cataloguesRoot, dir, locale, 'messages.po'), 'utf8'),
        );
        // The catalogue as extraction would leave it: the keys the code uses, with the texts it has.
        const after = new Map(used.map((key) => [key, before.get(key) ?? '']));
        const added = used.filter((key) => !before.has(key));
        const obsolete = [...before.keys()].filter((key) => !after.has(key));
        if (added.length > 0)
          problems.push(
            `${where}: keys used in the code but not in the catalogue: ${added.join(', ')}`,
          );
        if (obsolete.length > 0)
          problems.push(`${where}: keys the code no longer uses: ${obsolete.join(', ')}`);
        const untranslated = [...after].filter(
          ([key, text]) => text.trim() === '' || (locale === SOURCE && text === key),
        );
        if (untranslated.length > 0)
          problems.push(
            `${where}: no ${NAMES[locale]} text for ${untranslated.map(([key]) => key).join(', ')}`,
          );
        const misplaced = locale === SOURCE ? used.filter(badKey) : [];
        if (misplaced.length > 0)
          problems.push(`${where}: keys that ${rule}: ${misplaced.join(', ')}`);
      }
    }

    if (problems.length === 0) {
      // The compiled catalogues the app imports: what lingui compile makes of the .po files (a copy of
      // them: compiling writes beside them), formatted as committed.
      for (const { dir } of CATALOGUES) {
        for (const locale of LOCALES) {
          mkdirSync(join(work, dir, locale), { recursive: true });
          cpSync(
            join(cataloguesRoot, dir, locale, 'messages.po'),
            join(work, dir, locale, 'messages.po'),
          );
        }
      }
      run(lingui, ['compile', '--strict', '--config', configIn(work)]);
      const options = await prettier.resolveConfig(join(frontendDir, 'src/locales/en/messages.ts'));
      for (const { dir } of CATALOGUES) {
        for (const locale of LOCALES) {
          const file = join(work, dir, locale, 'messages.ts');
          const compiled = await prettier.format(readFileSync(file, 'utf8'), {
            ...options,
            filepath: file,
          });
          const committed = readFileSync(join(cataloguesRoot, dir, locale, 'messages.ts'), 'utf8');
          if (compiled !== committed)
            problems.push(`${dir}/${locale}: messages.ts is not the compiled messages.po`);
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--catalogues');
  const cataloguesRoot = resolve(at >= 0 && args[at + 1] ? args[at + 1] : frontendDir);
  const problems = await check(cataloguesRoot, extract());
  if (problems.length > 0) {
    console.error('[i18n] the message catalogues do not match the code:');
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(
      '[i18n] run `npm run i18n` (extract, compile, format; I18N_ONLY=<feature>, core or components for one catalogue), write the missing texts into the {en,hi}/messages.po named above, and run it again',
    );
    process.exitCode = 1;
  } else {
    console.log(
      `[i18n] ${CATALOGUES.length} catalogues (core, components and ${FEATURES.length} features), ${LOCALES.join(', ')}: every key has its texts; compiled catalogues up to date`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`[i18n] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  });
}
