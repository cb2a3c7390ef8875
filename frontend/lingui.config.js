import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's message catalogues (docs/glossary.md has the words the Hindi uses). English is the source
 * language: the code names messages by key (`i18n._('nav.home')`, or `/*i18n*\/ 'nav.home'` where a
 * key is kept for later), and both catalogues hold the texts. `npm run i18n` brings the catalogues up
 * to date with the code; scripts/check-i18n.mjs (part of `npm run lint`) fails on a key without both
 * texts and on keys the code no longer uses.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**', '<rootDir>/src/test/**', '**/*.gen.ts'],
    },
  ],
  // Where each key is used, by file only: line numbers would change the catalogues on every edit.
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
});
