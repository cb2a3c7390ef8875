import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser code must not import Node built-ins. */
const NODE_BUILTINS = {
  group: ['node:*'],
  message: 'Browser code must not import Node built-ins (tests use src/test/setup.ts).',
};

/** The untyped call helper stays for the API client's own tests; the app uses the typed client. */
const UNTYPED_API = {
  name: '@/lib/api-client',
  importNames: ['api'],
  message:
    "Call the server through the typed client: answer(apiClient.GET('/path', ...)) checks the path, its parameters and its answer against the OpenAPI document.",
};

/** no-restricted-imports for app code: `patterns`, and no untyped API calls. */
const restricted = (...patterns) => ['error', { paths: [UNTYPED_API], patterns }];

/** A feature reads its texts from its own catalogue (its i18n.ts: src/lib/i18n/i18n.ts), not the core's. */
const CORE_TEXTS = [
  { name: '@/lib/i18n/use-i18n', importNames: ['useI18n'] },
  { name: '@/lib/i18n/i18n', importNames: ['i18n'] },
].map((path) => ({
  ...path,
  message:
    "A feature's texts are in its own catalogue: import { useI18n } (or i18n) from the feature's own i18n.ts (src/lib/i18n/i18n.ts says how).",
}));

/**
 * The shared components' texts (src/components/i18n.ts): their English travels with the lazy pages
 * that draw those components, so neither the core's code (whose English is in Home's JavaScript) nor
 * a feature (which reads its own catalogue) reads them.
 */
const COMPONENT_TEXTS = {
  name: '@/components/i18n',
  message:
    "The shared components' texts are theirs alone: the core's code uses the core's catalogue, a feature its own (src/lib/i18n/i18n.ts says how).",
};

/** no-restricted-imports for a feature's code: as `restricted`, and only its own texts. */
const restrictedInFeature = (...patterns) => [
  'error',
  { paths: [UNTYPED_API, ...CORE_TEXTS, COMPONENT_TEXTS], patterns },
];

/**
 * A shared component reads the components' catalogue (src/components/i18n.ts), not the core's: the
 * core's English is part of Home's JavaScript. The components Home's first view draws are the
 * exception (CORE_COMPONENTS in lingui.config.js): their texts are the core's.
 */
const CORE_TEXTS_IN_COMPONENTS = CORE_TEXTS.map((path) => ({
  ...path,
  message:
    "A shared component's texts are in the components' catalogue: import { useI18n } (or i18n) from '@/components/i18n' (src/lib/i18n/i18n.ts says why).",
}));
const CORE_COMPONENTS = ['src/components/fest-address.tsx'];

/**
 * The layers of src/: `app/` composes the features into the site
 * (routes, layout, providers); each `features/<name>/` is one part of the site and imports only
 * itself and the shared layer; the shared layer (`lib/`, `components/`, `test/`) imports neither
 * features nor `app/`. `no-restricted-imports` sees the import as written, so relative imports that
 * leave a feature (`../../`) are refused as well as the `@/` ones.
 */
const APP_IMPORTS = {
  group: ['@/app', '@/app/*'],
  message:
    'Features and the shared layer do not import src/app/: move what they need to src/lib or src/components.',
};
const FEATURE_IMPORTS = {
  group: ['@/features', '@/features/*'],
  message:
    'The shared layer does not import features: move what is shared to src/lib or src/components.',
};
const LEAVE_FEATURE = {
  regex: '^\\.\\./\\.\\./',
  message:
    'A feature imports other code through @/lib, @/components or its own relative paths only.',
};
// Whole-app tests of a feature's pages render the app's routes with its providers.
const APP_IN_TESTS = {
  group: ['@/app/*', '!@/app/routes', '!@/app/provider'],
  message: "A feature's tests take only the routes and the providers from src/app/.",
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One feature's boundary: no other feature, no src/app/ (its tests: the routes and providers). */
const featureBoundaries = features.flatMap((name) => {
  const otherFeatures = {
    group: ['@/features/*', `!@/features/${name}`],
    message: `Features do not import each other: move what ${name} shares to src/lib or src/components.`,
  };
  const top = {
    regex: '^\\.\\./',
    message: LEAVE_FEATURE.message,
  };
  return [
    {
      files: [`src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrictedInFeature(
          NODE_BUILTINS,
          APP_IMPORTS,
          otherFeatures,
          LEAVE_FEATURE,
        ),
      },
    },
    {
      files: [`src/features/${name}/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': restrictedInFeature(
          NODE_BUILTINS,
          APP_IMPORTS,
          otherFeatures,
          top,
        ),
      },
    },
    {
      files: [`src/features/${name}/**/*.test.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [APP_IN_TESTS, otherFeatures, LEAVE_FEATURE] },
        ],
      },
    },
  ];
});

/**
 * The parts of the site whose texts are message keys (lib/i18n/i18n.ts): a string a visitor would
 * read must come from the catalogues (`i18n._('key')`). The list grows as features are converted
 * (a feature: 'src/features/<name>/**\/*.{ts,tsx}'); the rest of the site is still English-only.
 */
const TRANSLATED = [
  'src/app/layout/**/*.{ts,tsx}',
  'src/app/routes/not-found.tsx',
  'src/app/routes/route-error.tsx',
  'src/app/routes/page-fallback.tsx',
  'src/components/**/*.{ts,tsx}',
  'src/features/accommodation/**/*.{ts,tsx}',
  'src/features/account/**/*.{ts,tsx}',
  'src/features/admin/**/*.{ts,tsx}',
  'src/features/auth/**/*.{ts,tsx}',
  'src/features/ca-landing/**/*.{ts,tsx}',
  'src/features/ca-program/**/*.{ts,tsx}',
  'src/features/certificates/**/*.{ts,tsx}',
  'src/features/checkin/**/*.{ts,tsx}',
  'src/features/events/**/*.{ts,tsx}',
  'src/features/fest-day/**/*.{ts,tsx}',
  'src/features/home/**/*.{ts,tsx}',
  'src/features/json-viewer/**/*.{ts,tsx}',
  'src/features/merch/**/*.{ts,tsx}',
  'src/features/passes/**/*.{ts,tsx}',
  'src/features/payment-test/**/*.{ts,tsx}',
  'src/features/privacy/**/*.{ts,tsx}',
  'src/features/registration/**/*.{ts,tsx}',
  'src/features/rulebook/**/*.{ts,tsx}',
  'src/features/scorer/**/*.{ts,tsx}',
  'src/features/sponsors/**/*.{ts,tsx}',
  'src/features/team/**/*.{ts,tsx}',
  'src/lib/api-client.ts',
  'src/lib/use-page-meta.ts',
];

export default defineConfig([
  // src/lib/api-schema.gen.ts is written by scripts/api-types.sh from the server's OpenAPI document;
  // the compiled catalogues (locales/*/messages.ts) by `npm run i18n` (lingui compile).
  globalIgnores([
    'dist',
    'node_modules',
    'test-results',
    'playwright-report',
    'src/**/*.gen.ts',
    'src/**/locales/*/messages.ts',
  ]),
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
      'no-restricted-imports': restricted(NODE_BUILTINS),
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
    // The shared layer, its tests included.
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORTS, FEATURE_IMPORTS] }] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted(NODE_BUILTINS, APP_IMPORTS, FEATURE_IMPORTS),
    },
  },
  // The core's code does not read the components' texts.
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [UNTYPED_API, COMPONENT_TEXTS], patterns: [NODE_BUILTINS] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', ...CORE_COMPONENTS],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [UNTYPED_API, COMPONENT_TEXTS],
          patterns: [NODE_BUILTINS, APP_IMPORTS, FEATURE_IMPORTS],
        },
      ],
    },
  },
  {
    // The other components read the components' texts, not the core's.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', ...CORE_COMPONENTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [UNTYPED_API, ...CORE_TEXTS_IN_COMPONENTS],
          patterns: [NODE_BUILTINS, APP_IMPORTS, FEATURE_IMPORTS],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: TRANSLATED,
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // Message keys (`/*i18n*/ 'home.hero.kicker'`), addresses and paths, file names.
            '^[a-z][a-zA-Z]*(\\.[a-zA-Z]+)+$',
            '^(/|https?:|mailto:|tel:)',
          ],
          // Attributes and properties that are not text: styling, ids, routes, media, test ids, form
          // fields' names and autofill hints.
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|id|key|to|href|src|type|variant|role|rel|target|loading|referrerPolicy|preload|fetchPriority|lang|data-.*|network|image|webm|mp4|poster|mapUrl|narrowQuery|viewBox|fill|stroke|strokeLinecap|strokeLinejoin|rootMargin|Accept|name|autoComplete|inputMode)$',
              },
            },
          ],
          ignoreFunctions: [
            'i18n._',
            // A form's field names (react-hook-form's setValue, the forms' own helpers).
            'field',
            'setValue',
            'clearError',
            'console.*',
            'Error',
            '*.addEventListener',
            '*.removeEventListener',
            '*.closest',
            '*.querySelector*',
            '*.has',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
]);
