import { describe, expect, it } from 'vitest';
import { FenceError, isCppLanguage, parseFenceMeta } from '@/lib/samples/sample-block';

describe('parseFenceMeta', () => {
  it('reads nocheck with its reason and a prelude, next to a title', () => {
    expect(parseFenceMeta('title="main.cpp" nocheck="shows the compile error"', 'a.mdx', 3)).toEqual({
      nocheck: 'shows the compile error',
      prelude: 'auto',
    });
    expect(parseFenceMeta("prelude='command-group'", 'a.mdx', 3)).toEqual({ prelude: 'command-group' });
    expect(parseFenceMeta(undefined, 'a.mdx', 3)).toEqual({ prelude: 'auto' });
  });

  it('rejects nocheck without a reason and unknown preludes, naming file and line', () => {
    expect(() => parseFenceMeta('nocheck', 'docs/x.mdx', 12)).toThrow(
      'docs/x.mdx:12: nocheck needs a reason: nocheck="why this block cannot compile"',
    );
    expect(() => parseFenceMeta('nocheck=""', 'docs/x.mdx', 12)).toThrow(FenceError);
    expect(() => parseFenceMeta('prelude="kernel"', 'docs/x.mdx', 7)).toThrow(
      'docs/x.mdx:7: unknown prelude "kernel"; expected one of "auto", "none", "main", "command-group"',
    );
  });

  it('treats cpp and c++ fences as C++', () => {
    expect(isCppLanguage('cpp')).toBe(true);
    expect(isCppLanguage('C++')).toBe(true);
    expect(isCppLanguage('bash')).toBe(false);
    expect(isCppLanguage(undefined)).toBe(false);
  });
});
