import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
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
];

export default config;
