import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { buildTimeModules } from './scripts/lint/build-time-modules.mjs';

// Build-time lib modules, which components may not import (their types are fine, being erased): every
// module that imports a Node built-in directly or through its imports (found by reading the imports, so
// a module that starts reading files is covered without being named), and the folders of the build's
// content pipeline as a whole.
const BUILD_TIME_FOLDERS = ['lib/api/extract', 'lib/content', 'lib/drift', 'lib/mdx', 'lib/samples'];
const BUILD_TIME_LIB = [
  ...buildTimeModules(import.meta.dirname),
  ...BUILD_TIME_FOLDERS.map((folder) => `@/${folder}/*`),
];

// The search modules bundled into the browser live in lib/search/client/. They import only each other
// (their value imports, that is) and BROWSER_SHARED, modules elsewhere in lib/ held to the same rule.
const BROWSER_SHARED = ['lib/html/escape', 'lib/html/name-pieces'];

const NEXT_LINK = {
  name: 'next/link',
  message: 'Use AppLink from @/components/layout/app-link (no prefetch on 2g/data-saver).',
};

// What the site is built from: it reads generated data and never runs the extractor.
const SITE = ['./app', './components', './lib/api/pages', './lib/content', './lib/search', './lib/site'];

const config = [
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'bundle/',
      '.generated/',
      'next-env.d.ts',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      // Next's output as captured by `npm run fixtures:export` (scripts cut short), not our code.
      'tests/unit/site/fixtures/export/',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [NEXT_LINK] }],
    },
  },
  { files: ['components/layout/app-link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    // Component tests build pages as the export serves them: plain anchors are the markup under test.
    files: ['tests/components/**/*.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // A spec's `test` comes from the shared fixture, which fails the test on console errors.
    files: ['tests/e2e*/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NEXT_LINK,
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from tests/e2e/fixtures: it fails the test on console errors.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layers of lib/api (see lib/api/README.md): pages → (lib/mdx →) xref → kinds → model ← extract. Type imports count.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/api/model',
              from: ['./lib/api/extract', './lib/api/kinds', './lib/api/xref', './lib/api/pages'],
              message: 'The API model imports no other layer of lib/api.',
            },
            {
              target: './lib/api/extract',
              from: ['./lib/api/kinds', './lib/api/xref', './lib/api/pages'],
              message: 'The extractor writes the model; it does not know how pages show it.',
            },
            {
              target: './lib/api/kinds',
              from: ['./lib/api/extract', './lib/api/xref', './lib/api/pages'],
              message: 'The kind registry sits between the model and the pages.',
            },
            {
              target: './lib/api/xref',
              from: ['./lib/api/extract', './lib/api/pages'],
              message: 'Name resolution reads the model and the registry; pages use it, not the other way.',
            },
            {
              // The MDX plugins link names through lib/api/xref; API pages render doc comments with them.
              target: [
                './lib/api/model',
                './lib/api/extract',
                './lib/api/kinds',
                './lib/api/xref',
                './lib/api/history',
              ],
              from: './lib/mdx',
              message:
                'lib/mdx sits between lib/api/pages and lib/api/xref: below the pages, lib/api does not import it; what both need lives in lib/config.',
            },
            {
              target: './lib/mdx',
              from: './lib/api/pages',
              message: 'lib/mdx sits below lib/api/pages, which renders doc comments with its plugins.',
            },
            {
              target: './lib/config',
              from: ['./lib/api', './lib/mdx'],
              message: 'lib/config holds what lib/api and lib/mdx share; it imports neither.',
            },
            {
              target: './lib/content',
              from: ['./lib/api', './lib/drift', './lib/search', './lib/site'],
              message:
                'lib/content reads content and nothing above it; checks against routes, the API (model, names, history) or search live with what they check.',
            },
            {
              target: ['./lib/api', './lib/mdx'],
              from: './lib/site',
              message:
                'lib/site assembles the site from lib/api and lib/mdx; what both need lives below them (lib/config).',
            },
            {
              target: './lib',
              from: ['./app', './components'],
              message: 'lib/ is below app/ and components/: it imports neither (not even types).',
            },
            {
              target: SITE,
              from: './lib/api/extract',
              message: 'The site reads the extracted model (lib/api/model/load.ts), never the extractor.',
            },
            {
              target: SITE,
              from: './lib/api/history/collect.ts',
              message:
                'The site reads the committed API history (lib/api/history/load.ts), never the extractor.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components render what they are given; app/ reads files and passes the data down as props.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'import/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: BUILD_TIME_LIB,
              allowTypeImports: true,
              message: 'This module reads files at build time: call it in app/ and pass the data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/search/client/**/*.ts', ...BROWSER_SHARED.map((file) => `${file}.ts`)],
    rules: {
      'import/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'The search UI ships to the browser; records are validated at build time.',
            },
          ],
          patterns: [
            {
              regex: `^(?!(\\./[\\w-]+|@/lib/search/client/[\\w-]+|@/(${BROWSER_SHARED.join('|')}))$)(\\.|@/)`,
              allowTypeImports: true,
              message:
                'Browser search modules import only each other (lib/search/client/) and BROWSER_SHARED (eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
  {
    // The explorer's geometry core (lib/explorer) runs in the browser and stays self-contained: no Node
    // built-ins, and no imports from outside its folder, so a UI can bundle it without pulling in the build.
    files: ['lib/explorer/**/*.ts'],
    rules: {
      'import/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'lib/explorer imports only its own modules (see eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  },
];

export default config;
