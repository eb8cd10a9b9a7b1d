import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SEARCH_DIR = fileURLToPath(new URL('../../../lib/search/', import.meta.url));

/** Value imports (not `import type`) of a module, followed through relative paths. */
function valueImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(`${SEARCH_DIR}${entry}.ts`, 'utf8');
  for (const [, clause, specifier] of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)) {
    if (clause || !specifier) continue;
    if (specifier.startsWith('./')) valueImports(specifier.slice(2), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('what the search UI pulls into the browser', () => {
  it.each(['algolia-response', 'engine'])('%s needs neither zod nor the build-time modules', (entry) => {
    const modules = valueImports(entry);
    for (const buildOnly of ['zod', 'record', 'build-index', 'build-records', 'node:fs']) {
      expect(modules, `${entry} → ${buildOnly}`).not.toContain(buildOnly);
    }
  });

  it('follows imports far enough to see the engine use MiniSearch', () => {
    expect(valueImports('engine')).toContain('minisearch');
  });
});
