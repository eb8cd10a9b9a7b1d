import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects in one run: unit tests of lib/ and scripts/ in Node, component tests in jsdom.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          globalSetup: ['tests/unit/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
