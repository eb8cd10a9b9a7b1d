import { beforeAll, describe, expect, it } from 'vitest';
import type { Classified } from '@/lib/drift/deliberate';
import { namesNestedType } from '@/lib/drift/private-records';
import { driftOnFixture } from './drift-fixture';

describe('API drift on private nested records', () => {
  let result: Classified;
  const reported = () => result.drift.map((f) => `${f.kind} ${f.qualifiedName} (${f.label})`);

  beforeAll(async () => {
    result = await driftOnFixture('private-nested');
  }, 60_000);

  it('does not require private nested types that only private declarations name, nor their members', () => {
    expect(reported()).not.toContain('missing celerity::handle::ctor_internal_tag (struct)');
    expect(reported()).not.toContain('missing celerity::handle::state (struct)');
    expect(reported().filter((f) => f.includes('celerity::handle::state'))).toEqual([]);
  });

  it('requires a private nested type that a public member names, as one finding for the type', () => {
    expect(reported()).toEqual(['missing celerity::handle::cursor (struct)']);
    expect(result.drift[0]?.details).toEqual(['private, but `celerity::handle::first` names it']);
  });
});

describe('namesNestedType', () => {
  const cursor = { name: 'cursor', parent: 'celerity::handle' };

  it('finds the type qualified by its class, with or without template arguments, anywhere', () => {
    expect(namesNestedType('typename handle<T0>::cursor&', cursor, false)).toBe(true);
    expect(namesNestedType('celerity::handle<std::pair<int,float>>::cursor', cursor, false)).toBe(true);
    expect(namesNestedType('std::vector<handle::cursor>', cursor, false)).toBe(true);
  });

  it('finds the unqualified name only inside its class', () => {
    expect(namesNestedType('const cursor&', cursor, true)).toBe(true);
    expect(namesNestedType('const cursor&', cursor, false)).toBe(false);
  });

  it('ignores the same name in another class and longer names', () => {
    expect(namesNestedType('registry::cursor', cursor, true)).toBe(false);
    expect(namesNestedType('registry<handle<int>>::cursor', cursor, true)).toBe(false);
    expect(namesNestedType('cursor_type', cursor, true)).toBe(false);
    expect(namesNestedType('handle::cursor_type', cursor, false)).toBe(false);
  });
});
