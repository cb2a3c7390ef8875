#!/usr/bin/env node
/**
 * `npm run i18n`: brings the message catalogues up to date with the code (lingui extract --clean),
 * compiles them (lingui compile --strict: it stops while a text is missing) and formats the compiled
 * messages.ts files as they are committed. `I18N_ONLY=<feature>` (or `core`, or `components`) does
 * all three for that one catalogue and touches no other file (lingui.config.js).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(frontendDir, 'node_modules/.bin', name);
const only = process.env.I18N_ONLY?.trim() || null;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: frontendDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(bin('lingui'), ['extract', '--clean']);
run(bin('lingui'), ['compile', '--strict']);

const features = readdirSync(join(frontendDir, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `src/features/${entry.name}/locales`);
const named = { core: 'src/locales', components: 'src/components/locales' };
const dirs =
  only === null
    ? [...Object.values(named), ...features]
    : [named[only] ?? `src/features/${only}/locales`];
const compiled = dirs.flatMap((dir) =>
  ['en', 'hi']
    .map((locale) => `${dir}/${locale}/messages.ts`)
    .filter((file) => existsSync(join(frontendDir, file))),
);
run(bin('prettier'), ['--write', '--log-level', 'warn', ...compiled]);
