import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // src/lib/api-schema.gen.ts is written by scripts/api-types.sh from the server's OpenAPI document.
  globalIgnores(['dist', 'node_modules', 'test-results', 'playwright-report', 'src/**/*.gen.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
      reactHooks.configs.flat['recommended-latest'],
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'Browser code must not import Node built-ins (tests use src/test/setup.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Node-side code: tooling config, the e2e harness, the Vitest setup and the tests (Vitest runs
    // them in Node).
    files: ['*.config.{js,ts}', 'e2e/**/*.ts', 'src/test/**/*.ts', 'src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
]);
