import { beforeAll, describe, expect, it } from 'vitest';
import type { DriftFinding } from '@/lib/drift/compare';
import { classify, parseDeliberate, type Classified } from '@/lib/drift/deliberate';
import { formatDriftReport, summarize } from '@/lib/drift/report';
import { driftOnFixture } from './drift-fixture';

describe('API drift on fixture headers', () => {
  let result: Classified & { synopsisPath: (file: string) => string };
  const find = (kind: DriftFinding['kind'], name: string) =>
    result.drift.filter((f) => f.kind === kind && f.qualifiedName === name);

  beforeAll(async () => {
    result = await driftOnFixture();
  }, 60_000);

  it('reports a symbol only the library has, with its place in the library', () => {
    const [added] = find('missing', 'celerity::added');
    expect(added?.library?.location).toEqual({ file: 'include/api.h', line: 26 });
  });

  it('reports a symbol the library no longer has, at its line in the synopsis file', () => {
    const [removed] = find('extra', 'celerity::removed');
    expect(result.synopsisPath(removed!.synopsis!.location.file)).toBe(
      'tests/unit/drift/fixtures/synopsis/celerity/api.h',
    );
    expect(removed!.synopsis!.location.line).toBe(11);
  });

  it('reports a changed default argument', () => {
    expect(find('differs', 'celerity::defaults').map((f) => f.details)).toEqual([['default arguments']]);
  });

  it('reports a changed template parameter and a changed qualifier of a member', () => {
    expect(find('differs', 'celerity::box').map((f) => f.details)).toEqual([['template parameters']]);
    expect(find('differs', 'celerity::box::touch').map((f) => f.details)).toEqual([['qualifiers']]);
  });

  it('reports a renamed namespace as one namespace gone and one new, with their contents', () => {
    expect(find('extra', 'celerity::experimental::io')).toHaveLength(1);
    expect(find('missing', 'celerity::experimental::storage')).toHaveLength(1);
    expect(find('extra', 'celerity::experimental::io::write')).toHaveLength(1);
    expect(find('missing', 'celerity::experimental::storage::write')).toHaveLength(1);
  });

  it('reports an added [[deprecated]] as a changed declaration and as missing documentation', () => {
    expect(find('differs', 'celerity::old_thing').map((f) => f.details)).toEqual([['attributes']]);
    expect(find('deprecation', 'celerity::old_thing').map((f) => f.details)).toEqual([
      ['[[deprecated]] in the library, but the synopsis has no @deprecated note'],
    ]);
    expect(find('deprecation', 'celerity::older_thing')).toEqual([]);
  });

  it('reports enum values and [[nodiscard]]', () => {
    expect(find('differs', 'celerity::mode').map((f) => f.details)).toEqual([['enum values']]);
    expect(find('differs', 'celerity::compute').map((f) => f.details)).toEqual([['attributes']]);
  });

  it('ignores parameter names, whitespace, renamed template parameters and implementation-only detail types', () => {
    const names = result.drift.map((f) => f.qualifiedName);
    expect(names).not.toContain('celerity::same');
    expect(names).not.toContain('celerity::box::get');
    expect(names).not.toContain('celerity::detail::tag');
    expect(names).not.toContain('celerity::detail::internal_state');
    expect(result.drift).toHaveLength(14);
  });

  it('reports a public declaration in another header than the library has it, but not a function', () => {
    expect(find('differs', 'celerity::moved_tag').map((f) => f.details)).toEqual([
      ['header: the library declares it in include/tags.h, the synopsis in include/api.h'],
    ]);
    expect(result.drift.map((f) => f.qualifiedName)).not.toContain('celerity::spread_function');
  });

  it('prints both declarations side by side with file:line on each side', () => {
    const report = formatDriftReport(result, { library: 'fixture', synopsisPath: result.synopsisPath });
    expect(report).toContain('## Declarations that differ');
    expect(report).toContain(
      '- `celerity::defaults` (function): default arguments\n' +
        '  - synopsis `tests/unit/drift/fixtures/synopsis/celerity/api.h:14`: `void celerity::defaults(int n = 1)`\n' +
        '  - library `include/api.h:8`: `void celerity::defaults(int n = 2)`',
    );
    expect(report).toContain(
      '  - library `include/api.h:17`: `[[deprecated("use same")]] void celerity::old_thing()`',
    );
    expect(report).toContain('`enum class celerity::mode { first, second, third }`');
    expect(summarize(result)).toMatch(
      /^14 differences: 3 missing from the synopsis, 3 no longer in the library, 7 declarations differ, 1 deprecations/,
    );
  });

  it('treats differences listed as deliberate as no drift and names entries that matched nothing', () => {
    const deliberate = parseDeliberate(
      'deliberate.yaml',
      [
        '- symbol: celerity::experimental::io::*',
        '  kind: extra',
        '  reason: renamed on purpose in this fixture',
        '- symbol: celerity::nothing_like_this',
        '  reason: matches no finding at all',
      ].join('\n'),
    );
    const classified = classify(result.drift, deliberate);
    expect(classified.deliberate.map((d) => d.finding.qualifiedName)).toEqual([
      'celerity::experimental::io',
      'celerity::experimental::io::write',
    ]);
    expect(classified.drift).toHaveLength(12);
    expect(classified.unused.map((e) => e.symbol)).toEqual(['celerity::nothing_like_this']);
  });
});

describe('parseDeliberate', () => {
  it('names the file and the field when an entry has no reason', () => {
    expect(() => parseDeliberate('content/api/drift-deliberate.yaml', '- symbol: celerity::x\n')).toThrow(
      /content\/api\/drift-deliberate\.yaml:1:3: \[0\]\.reason: missing; expected a string/,
    );
  });
});
