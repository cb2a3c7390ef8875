#!/usr/bin/env node
/**
 * The site ships React 19, the runtime the unit and end-to-end tests run (`npm run check:react`,
 * part of `make lint`). It fails (exit 1) when
 *
 *   - Vite's resolved configuration, for the build, the dev server or the unit tests, aliases `react`,
 *     `react-dom` or one of their entry points (`react-dom/client`, `react/jsx-runtime`, ...) to
 *     anything else (Preact's compatibility layer, say);
 *   - the built site (dist/, when it is there) has JavaScript of Preact in it, or the code that every
 *     page loads (the entry's static imports) lacks React 19's DOM client.
 *
 * Without dist/ the second half is skipped with a note (`npm run build` first to check it).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { resolveConfig } from 'vite';

const frontendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(frontendDir, 'dist');

/** What must resolve to React's own packages. */
const REACT_SPECIFIERS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
];

/** Marks of Preact's code in a built file: its vnode marker, and the fields of its vnodes. */
const PREACT_MARKS = [/Symbol\.for\(\s*(["'`])pv\1\s*\)/, /__k:null,__:null,__b:0/];
/** React 19's element type, and react-dom's version string. */
const REACT_19_ELEMENT = /(["'`])react\.transitional\.element\1/;
const REACT_DOM_19 = /(["'`])19\.\d+\.\d+\1/;

const failures = [];

/** Whether a resolve.alias entry would rewrite `specifier`, as Vite's alias plugin matches them. */
function aliases(entry, specifier) {
  const { find } = entry;
  if (find instanceof RegExp) return find.test(specifier);
  return specifier === find || specifier.startsWith(`${find}/`);
}

async function checkConfig() {
  const runs = [
    ['build', 'production'],
    ['serve', 'development'],
    ['serve', 'test'],
  ];
  for (const [command, mode] of runs) {
    const config = await resolveConfig(
      {
        configFile: join(frontendDir, 'vite.config.ts'),
        root: frontendDir,
        mode,
        logLevel: 'silent',
      },
      command,
    );
    for (const entry of config.resolve.alias) {
      for (const specifier of REACT_SPECIFIERS) {
        if (aliases(entry, specifier)) {
          failures.push(
            `vite.config.ts (${command}, mode ${mode}) aliases "${specifier}" to ${String(entry.replacement)}`,
          );
        }
      }
    }
  }
}

/** The files a chunk imports statically (ES module output: import ... from "./x.js"). */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(
    /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'`])(\.\/[^"'`]+\.js)\1/g,
  )) {
    found.add(match[2].slice(2));
  }
  return found;
}

async function checkBundle() {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.log('[check-react] no dist/: the built bundle is not checked (npm run build first)');
    return;
  }
  const assets = join(distDir, 'assets');
  const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const code = new Map();
  for (const name of files) code.set(name, await readFile(join(assets, name), 'utf8'));

  for (const [name, text] of code) {
    for (const mark of PREACT_MARKS) {
      if (mark.test(text))
        failures.push(`dist/assets/${name} holds Preact's code (${mark.source})`);
    }
  }

  // Every page starts from index.html's module script: its static imports are what every page runs.
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*\bsrc="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry || !code.has(entry)) {
    failures.push('dist/index.html has no module script among dist/assets');
    return;
  }
  const graph = new Set();
  const visit = (name) => {
    if (graph.has(name) || !code.has(name)) return;
    graph.add(name);
    for (const dep of staticImports(code.get(name))) visit(dep);
  };
  visit(entry);
  const all = [...graph].map((name) => code.get(name)).join('\n');
  const hasReact = REACT_19_ELEMENT.test(all);
  const hasReactDom = /\bhydrateRoot\b/.test(all) && REACT_DOM_19.test(all);
  if (!hasReact)
    failures.push(`the code every page loads (${entry} and its imports) lacks React 19`);
  if (!hasReactDom)
    failures.push(
      `the code every page loads (${entry} and its imports) lacks React 19's DOM client`,
    );
  if (hasReact && hasReactDom) {
    console.log(
      `[check-react] dist/: every page loads React 19 (${graph.size} files from ${entry})`,
    );
  }
}

await checkConfig();
await checkBundle();
if (failures.length > 0) {
  console.error('[check-react] the site must ship React 19, unaliased:');
  for (const failure of failures) console.error(`  - ${failure}`);
  process.exitCode = 1;
} else {
  console.log('[check-react] react and react-dom are not aliased; no Preact in the build');
}
