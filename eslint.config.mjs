import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Build-time lib modules: they read files (directly or through their imports) or run the build's
// content pipeline. Components get what they produce as props from app/; their types are fine
// (erased). Kept by hand: when a lib module starts reading files, add it here.
const FILE_READING_LIB = [
  '@/lib/content/*',
  '@/lib/api/extract/*',
  '@/lib/api/model/load',
  '@/lib/api/model/header-files',
  '@/lib/api/kinds/urls',
  '@/lib/api/pages/*',
  '!@/lib/api/pages/used-in-anchor',
  '@/lib/api/xref/*',
  '!@/lib/api/xref/card-path',
  '@/lib/drift/*',
  '@/lib/samples/*',
  '@/lib/mdx/*',
  '@/lib/markdown/*',
  '!@/lib/markdown/twin-path',
  '@/lib/offline/search-data',
  '@/lib/search/build-*',
  '@/lib/search/site-*',
  '@/lib/search/search-benchmark',
  '@/lib/search/upload',
  '@/lib/site/all-routes',
  '@/lib/site/compile-hints',
  '@/lib/site/export-versions',
  '@/lib/site/mdx-build-cache',
  '@/lib/site/merge-stylesheets',
  '@/lib/site/routes',
  '@/lib/site/security-headers',
  '@/lib/site/unrequested-payloads',
];

// The lib/search modules bundled into the browser: what the 'use client' components of
// components/search (search-button, search-modal, search-page-view) import from lib/search, followed
// through the imports of those modules. They import only each other (their value imports, that is),
// so a module that joins them must be added here on purpose. BROWSER_SHARED: modules elsewhere in
// lib/ that they may import (and that are held to the same rule).
const BROWSER_SEARCH = [
  'algolia-response',
  'client-config',
  'engine',
  'facet-filters',
  'failure-tracking',
  'highlight',
  'hit-formatting',
  'hosted-config',
  'index-codec',
  'index-files',
  'index-format',
  'index-loader',
  'index-unavailable',
  'leaf-index',
  'local-client',
  'posting-codec',
  'query-page',
  'query-plan',
  'ranking',
  'record-shape',
  'result-order',
  'search-request',
  'stored-searches',
  'term-layout',
  'tokenize',
];

const BROWSER_SHARED = ['lib/html/escape'];

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
    // Layers of lib/api (see lib/api/README.md): pages → xref → kinds → model ← extract. Type imports count.
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
              group: FILE_READING_LIB,
              allowTypeImports: true,
              message: 'This module reads files at build time: call it in app/ and pass the data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [...BROWSER_SEARCH.map((name) => `lib/search/${name}`), ...BROWSER_SHARED].map(
      (file) => `${file}.ts`,
    ),
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
              regex: `^(?!(\\./(${BROWSER_SEARCH.join('|')})|@/(${BROWSER_SHARED.join('|')}))$)(\\.|@/)`,
              allowTypeImports: true,
              message:
                'Browser search modules import only each other (BROWSER_SEARCH, BROWSER_SHARED in eslint.config.mjs).',
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
