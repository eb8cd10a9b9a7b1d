import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssModules(full);
    return entry.name.endsWith('.module.css') ? [path.relative(root, full)] : [];
  });
}

describe('components/layout/stylesheets.ts', () => {
  it('imports every CSS Module, so all CSS loads with the layout', () => {
    const registry = readFileSync(path.join(root, 'components/layout/stylesheets.ts'), 'utf8');
    const missing = cssModules(path.join(root, 'components')).filter(
      (file) => !registry.includes(`'@/${file}'`),
    );
    expect(missing).toEqual([]);
  });
});
