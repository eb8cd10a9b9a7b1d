import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests on a copy of the project (slow: minutes each): `npm run dev` edited while it runs (tests/dev), and a
// release cut and built (tests/release).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['tests/{dev,release}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    fileParallelism: false,
  },
});
