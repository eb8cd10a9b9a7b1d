import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { resolveCode } from '@/lib/api/xref/resolve-code.mjs';

const { model } = await extractApiModel({
  includeDirs: ['include'],
  rootDir: path.join(import.meta.dirname, 'fixtures'),
  sourceUrlBase: 'https://example.org/blob/abc',
  source: { mode: 'synopsis' },
});
const index = buildXrefIndex(model);
const url = (name: string) => index.names[name];

describe('buildXrefIndex', () => {
  it('gives classes the members of their bases, resolved in their scope', () => {
    expect(url('celerity::collective_partition::get_communicator')).toMatch(
      /^\/docs\/api\/records\/\w+\/#get_communicator$/,
    );
    expect(url('celerity::collective_partition::get_size')).toBe(url('celerity::partition::get_size'));
  });

  it('knows the record behind a type, aliases included, and enums as types without members', () => {
    expect(index.types['celerity::collective_partition']).toBe('celerity::collective_partition');
    expect(index.types['celerity::partition_1d']).toBe('celerity::partition');
    expect(index.types['celerity::access_mode']).toBeNull();
  });

  it('names enumerators by their enum, and those of unscoped enums by their namespace too', () => {
    expect(url('celerity::access_mode::read')).toMatch(/#read$/);
    expect(url('celerity::read')).toBeUndefined();
    expect(url('celerity::strict')).toBe(url('celerity::order::strict'));
  });

  it('resolves member calls through an alias and through a base', () => {
    const code = 'celerity::partition_1d p; p.get_size();\ncelerity::collective_partition c; c.get_size();';
    const members = resolveCode(index, code).links.filter((link) => link.target.endsWith('get_size'));
    expect(members.map((link) => link.href)).toEqual([
      url('celerity::partition::get_size'),
      url('celerity::partition::get_size'),
    ]);
  });
});
