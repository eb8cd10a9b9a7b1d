import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects in one run: unit tests of lib/ and scripts/ in Node, component tests in jsdom.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
  test: {
    testTimeout: 20_000,
    // Vitest's default leaves one processor to itself (one worker on a two-core CI machine); the main process
    // does little but collect results.
    maxWorkers: availableParallelism(),
    // Unit tests run in child processes that keep the modules they have loaded from one test file to the next,
    // instead of importing lib/ again for each of the 156 files (two thirds of the run's time): they share
    // nothing through module state that a test does not set up itself. Component tests run isolated in
    // worker threads, since React, jsdom and their mocks are per file. (Vitest reads isolation per pool,
    // not per project.)
    poolOptions: { forks: { isolate: false } },
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
          pool: 'threads',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
