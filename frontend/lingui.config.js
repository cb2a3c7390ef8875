import { existsSync } from 'node:fs';

import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's message catalogues (docs/glossary.md has the words the Hindi uses). English is the source
 * language: the code names messages by key (`i18n._('nav.home')`, or `/*i18n*\/ 'nav.home'` where a
 * key is kept for later), and the catalogues hold the texts. There is one pair per part of the site:
 *
 *   src/locales/{en,hi}/messages.po                  the core: app/, lib/, and the components of
 *                                                    Home's first view (CORE_COMPONENTS)
 *   src/components/locales/{en,hi}/messages.po       the other shared components (keys `<folder>.*`,
 *                                                    the folder's name in camelCase), read through
 *                                                    src/components/i18n.ts
 *   src/features/<name>/locales/{en,hi}/messages.po  each feature (keys `<name>.*`), read through
 *                                                    src/features/<name>/i18n.ts
 *
 * `npm run i18n` brings every catalogue up to date with the code and compiles each into messages.ts
 * beside it; `I18N_ONLY=<name> npm run i18n` does so for one feature's catalogue alone
 * (`I18N_ONLY=core` the core's, `I18N_ONLY=components` the components'), and changes no other file,
 * so that several features can be worked on at once. scripts/check-i18n.mjs (part of `npm run lint`) fails on a key without both texts, on
 * keys the code no longer uses and on compiled catalogues out of date, in every catalogue.
 */
const only = process.env.I18N_ONLY?.trim() || null;
if (
  only !== null &&
  only !== 'core' &&
  only !== 'components' &&
  !(
    /^[a-z][a-z0-9-]*$/.test(only) && existsSync(new URL(`./src/features/${only}`, import.meta.url))
  )
) {
  throw new Error(
    `I18N_ONLY: "core", "components" or the name of a folder of src/features, not "${only}"`,
  );
}

const exclude = ['**/*.test.*', '**/node_modules/**', '<rootDir>/src/test/**', '**/*.gen.ts'];

/**
 * The files of src/components (its top level) that Home's first view draws: their texts are the
 * core's, in the main chunk, so that the components' catalogue (whose English comes with the lazy
 * pages that use the other components) stays out of Home's JavaScript.
 */
const CORE_COMPONENTS = ['fest-address.tsx'];

const core = {
  path: '<rootDir>/src/locales/{locale}/messages',
  include: ['<rootDir>/src'],
  exclude: [
    ...exclude,
    '<rootDir>/src/features/**',
    // Every file of src/components but CORE_COMPONENTS.
    '<rootDir>/src/components/*/**/*',
    `<rootDir>/src/components/!(${CORE_COMPONENTS.join('|')})`,
  ],
};

const components = {
  path: '<rootDir>/src/components/locales/{locale}/messages',
  include: ['<rootDir>/src/components/'],
  exclude: [...exclude, ...CORE_COMPONENTS.map((file) => `<rootDir>/src/components/${file}`)],
};

/** Every folder of src/features (Lingui puts its name for `{name}`), or the one of I18N_ONLY. */
const feature = (name) => ({
  path: `<rootDir>/src/features/${name}/locales/{locale}/messages`,
  include: [`<rootDir>/src/features/${name}/`],
  exclude,
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs:
    only === null
      ? [core, components, feature('{name}')]
      : [only === 'core' ? core : only === 'components' ? components : feature(only)],
  // Where each key is used, by file only: line numbers would change the catalogues on every edit.
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
});
