import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The dev-server test: one `npm run dev` on a copy of the project, edited while it runs (slow: minutes).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['tests/dev/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    fileParallelism: false,
  },
});
