import { describe, expect, it } from 'vitest';
import { buildTimeModules } from '@/scripts/lint/build-time-modules.mjs';
import { tempDir, writeTree } from '../temp-dir';

function fixture(files: Record<string, string>): string {
  return writeTree(tempDir('build-time-'), files);
}

describe('buildTimeModules', () => {
  it('finds modules reaching a Node built-in through value imports, not through type imports', () => {
    const root = fixture({
      'lib/read.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'lib/uses-read.ts': "import { read } from './read';\nexport const x = read;\n",
      'lib/deep/uses-alias.mjs': "export { x } from '@/lib/uses-read';\n",
      'lib/types-only.ts': "import type { x } from './uses-read';\nimport { type read } from './read';\n",
      'lib/pure.ts': "import { y } from './types-only';\nexport const z = y;\n",
      'lib/lazy.ts': "export const load = () => import('./read');\n",
    });
    expect(buildTimeModules(root)).toEqual([
      '@/lib/deep/uses-alias.mjs',
      '@/lib/lazy',
      '@/lib/read',
      '@/lib/uses-read',
    ]);
  });
});
