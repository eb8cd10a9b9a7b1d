import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { recordDisplayName } from '@/lib/api/kinds/labels';

// Record ids of the published site (celerity.github.io, built with clang from the v0.6.0-era
// headers and AdaptiveCpp's SYCL) for declarations our fixture checkout re-declares: partial
// specialisations, nested records inside templates and specialisations, SYCL-typed parameters.

const CHECKOUT = path.join(import.meta.dirname, '../../fixtures/celerity-checkout');
const extract = (includeDetail: boolean) =>
  extractApiModel({
    includeDirs: ['include'],
    rootDir: CHECKOUT,
    includeDetail,
    sourceUrlBase: 'https://example.org/blob/v0.6.0/',
    source: { mode: 'source', ref: 'v0.6.0' },
  });
const source = await extract(true);
const synopsisLike = await extract(false);

const PUBLISHED: Array<[string, string]> = [
  ['celerity::accessor<DataT, Dims, Mode, target::device>', 'E167BDE6E4F795E6'],
  ['celerity::accessor<DataT, Dims, Mode, target::host_task>', '2BD66A3725F6639A'],
  ['celerity::detail::accessor_base', '7519272ED75D172C'],
  ['celerity::detail::access_tag', '62687AF32B0BF800'],
  ['celerity::detail::reduction_descriptor<DataT, Dims, BinaryOperation, false>', 'ADF5A54F33673351'],
  ['celerity::detail::reduction_descriptor<DataT, Dims, BinaryOperation, true>', '1564145C9A2BB4AD'],
  ['celerity::detail::utils::type_switch', '120A8BBD408316D1'],
  ['celerity::detail::utils::type_switch<MatchingKey, MatchingKey(Value), KVs...>', '88147B8F8B46A66F'],
  ['celerity::detail::utils::type_switch<NonMatching, Key(Value), KVs...>', '583EFC22835B9930'],
  ['celerity::detail::utils_detail::has_member_find', 'C887E7C275159426'],
  [
    'celerity::detail::utils_detail::has_member_find<Container, Key, std::void_t<decltype(std::declval<const Container&>().find(std::declval<const Key&>()))>>',
    'B819B38B54A15C29',
  ],
  ['celerity::buffer', 'C0A7D0CE69BB24F9'],
  ['celerity::buffer::tracker', 'DED6A38BDFB2A125'],
  ['celerity::experimental::host_object', 'EFCC0F2026173774'],
  ['celerity::experimental::host_object<T&>', '94DE1387475BB9C3'],
  ['celerity::experimental::host_object<void>', 'C43F4543C4CB5F7E'],
  ['celerity::detail::abstract_scheduler', 'F1926AFC283BE8C6'],
  ['celerity::detail::abstract_scheduler::event_task_available', '5B9FBA9AD795F3B8'],
];

/** Nested records: [enclosing record's id, name, published id]. */
const NESTED: Array<[string, string, string]> = [
  ['E167BDE6E4F795E6', 'ctor_internal_tag', 'A3BA5BF08E9843C3'],
  ['2BD66A3725F6639A', 'ctor_internal_tag', 'C565EA4D0149DE55'],
  ['EFCC0F2026173774', 'instance', 'EC16931E2A5E9A1C'],
  ['EFCC0F2026173774', 'tracker', 'CA896439FEA67B2D'],
  ['94DE1387475BB9C3', 'tracker', '66094ECA65173EB9'],
  ['C43F4543C4CB5F7E', 'tracker', '9C31D107A9CC71C4'],
];

describe('record ids of a source build match the published site', () => {
  it('reads the fixture checkout without warnings', () => expect(source.warnings).toEqual([]));

  it.each(PUBLISHED)('%s → %s', (name, id) => {
    const record = source.model.records.find((r) => recordDisplayName(r) === name);
    expect(record, name).toBeDefined();
    expect(record?.id).toBe(id);
  });

  it.each(NESTED)('nested in %s: %s → %s', (parentId, name, id) => {
    const record = source.model.records.find((r) => r.parentId === parentId && r.name === name);
    expect(record?.id).toBe(id);
    expect(source.model.records.find((r) => r.id === parentId)?.members.types).toContainEqual(
      expect.objectContaining({ kind: 'record', id, name }),
    );
  });

  it('marks private nested records and keeps public ones unmarked', () => {
    const byId = (id: string) => source.model.records.find((r) => r.id === id);
    expect(byId('DED6A38BDFB2A125')?.access).toBe('private');
    expect(byId('164EA39205FF8BCE')).toMatchObject({
      qualifiedName: 'celerity::buffer::extent',
      access: 'public',
    });
  });

  it('leaves comments out of specialisation arguments', () =>
    expect(source.model.records.map((r) => r.specialization?.args ?? '').join()).not.toContain('/*'));
});

describe('a build without internals', () => {
  it('documents public nested records but neither private ones nor detail', () => {
    const names = synopsisLike.model.records.map((r) => r.qualifiedName);
    expect(names).toContain('celerity::buffer::extent');
    expect(names).not.toContain('celerity::buffer::tracker');
    expect(names).not.toContain('celerity::experimental::host_object::tracker');
    expect(names.filter((name) => name.includes('detail'))).toEqual([]);
  });
});
