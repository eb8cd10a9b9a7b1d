import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use AppLink from @/components/layout/app-link (no prefetch on 2g/data-saver).',
            },
          ],
        },
      ],
    },
  },
  { files: ['components/layout/app-link.tsx'], rules: { 'no-restricted-imports': 'off' } },
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
              target: [
                './app',
                './components',
                './lib/api/pages',
                './lib/content',
                './lib/search',
                './lib/site',
              ],
              from: './lib/api/extract',
              message: 'The site reads the extracted model (lib/api/model/load.ts), never the extractor.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
