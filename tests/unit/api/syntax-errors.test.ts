import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { lostSymbolsSummary } from '@/lib/api/extract/syntax-errors';

// A header whose class lacks its closing `};`: tree-sitter reads the rest of the namespace as an error
// region, and the model would silently lose `demo::store` and move what follows to other scopes.
const rootDir = path.join(__dirname, 'fixtures', 'unreadable');

describe('unreadable header code', () => {
  it('is reported at the declaration that could not be read, with the declarations it holds', async () => {
    const { warnings } = await extractApiModel({
      includeDirs: ['include'],
      rootDir,
      includeDetail: true,
      sourceUrlBase: 'https://example.org/blob/abc',
      source: { mode: 'source', ref: 'abc' },
    });
    expect(warnings).toEqual([
      {
        file: 'include/store.h',
        line: 11,
        message:
          'syntax error: could not read the declaration "class store {" (the unreadable code spans lines 3–24; look for a missing "}", ";" or ")")',
        lost: ['demo::view', 'demo::store'],
      },
    ]);
    expect(lostSymbolsSummary(warnings, rootDir)).toBe(
      [
        'Symbols lost to 1 syntax warning(s) (missing from the API reference or in the wrong scope):',
        '  include/store.h:11: demo::view, demo::store',
      ].join('\n'),
    );
  });

  it('falls back to the source line when the region holds no declaration', () => {
    const summary = lostSymbolsSummary(
      [{ file: 'include/store.h', line: 14, message: 'syntax error, could not fully read: x' }],
      rootDir,
    );
    expect(summary).toContain('  include/store.h:14: could not read "int count() const;"');
  });
});
