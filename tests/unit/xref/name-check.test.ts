import { describe, expect, it } from 'vitest';
import type { ApiNameUse } from '@/lib/api/xref/content-scan';
import { checkApiNames, formatNameProblems, suggestApiName } from '@/lib/api/xref/name-check';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

const index: XrefIndex = {
  names: {
    'celerity::accessor': '/a/',
    'celerity::queue': '/q/',
    'celerity::experimental::hints::oversubscribe': '/o/',
    'celerity::distr_queue::slow_full_sync': '/s/',
  },
  short: {},
  types: {},
};

const use = (name: string, line: number, resolved = false): ApiNameUse => ({
  name,
  line,
  resolved,
  inCode: true,
  shown: true,
});

describe('suggestApiName', () => {
  it('prefers the same name in another scope, then the closest spelling', () => {
    expect(suggestApiName('celerity::hints::oversubscribe', index)).toBe(
      'celerity::experimental::hints::oversubscribe',
    );
    expect(suggestApiName('celerity::acessor', index)).toBe('celerity::accessor');
    expect(suggestApiName('celerity::completely_different_thing', index)).toBeUndefined();
  });
});

describe('checkApiNames', () => {
  it('names file, line, the name and a did-you-mean for each unknown name, once per line', () => {
    const problems = checkApiNames(
      'content/docs/guide.mdx',
      [
        use('celerity::queue', 3, true),
        use('celerity::acessor', 7),
        use('celerity::acessor', 7),
        use('celerity::nope_nope_nope', 9),
      ],
      index,
    );
    expect(formatNameProblems(problems)).toBe(
      [
        'content/docs/guide.mdx:7: `celerity::acessor`: no such symbol; did you mean `celerity::accessor`?',
        'content/docs/guide.mdx:9: `celerity::nope_nope_nope`: no such symbol',
      ].join('\n'),
    );
  });

  it('accepts implementation namespaces the reference leaves out', () => {
    expect(
      checkApiNames('f.mdx', [use('celerity::detail', 1), use('celerity::detail::task', 2)], index),
    ).toEqual([]);
  });

  it('allows names of an older release listed in older_api, when used and really gone', () => {
    const older = {
      release: '0.5.0',
      names: ['celerity::distr_queue::slow_full_sync', 'celerity::allow_by_ref_old', 'celerity::gone'],
      line: 4,
    };
    const problems = checkApiNames(
      'content/blog/post.mdx',
      [use('celerity::allow_by_ref_old', 12)],
      index,
      older,
    );
    expect(problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '4: older_api: `celerity::distr_queue::slow_full_sync` is in the current API; remove it from the list',
      '4: older_api: `celerity::gone` is not used in this file; remove it from the list',
    ]);
  });
});

describe('members of an alias of an outside type', () => {
  const withTypes: XrefIndex = {
    names: { 'celerity::access_mode': '/m/', 'celerity::target': '/t/', 'celerity::target::device': '/t/#d' },
    short: {},
    types: { 'celerity::access_mode': null, 'celerity::target': null },
  };

  it('are not checked (the index cannot list them), while an enum of the API still reports a misspelt enumerator', () => {
    expect(checkApiNames('f.mdx', [use('celerity::access_mode::read', 3)], withTypes)).toEqual([]);
    expect(checkApiNames('f.mdx', [use('celerity::target::devise', 4)], withTypes)).toEqual([
      {
        file: 'f.mdx',
        line: 4,
        message: '`celerity::target::devise`: no such symbol; did you mean `celerity::target::device`?',
      },
    ]);
    expect(checkApiNames('f.mdx', [use('celerity::nothing::read', 5)], withTypes)).toHaveLength(1);
  });
});
