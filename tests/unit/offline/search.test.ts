import { describe, expect, it } from 'vitest';
import { searchRecords, type OfflineRecord } from '@/lib/offline/client/search';

const records: OfflineRecord[] = [
  ['celerity::detail::buffer_manager', '', 'docs/api/records/A/index.html', 'internal buffer bookkeeping'],
  [
    'Range Mappers',
    'Neighborhood',
    'docs/range-mappers/index.html#neighborhood',
    'each item reads its neighbours',
  ],
  ['celerity::buffer', '', 'docs/api/records/B/index.html', 'a distributed array'],
  ['Tutorial', 'Buffers', 'docs/tutorial/index.html#buffers', 'a buffer holds the grid'],
];

describe('searchRecords', () => {
  it('needs every word, and ranks title over headings over text', () => {
    expect(searchRecords(records, 'range neighbours').map((r) => r[0])).toEqual(['Range Mappers']);
    expect(searchRecords(records, 'buffer')[0]?.[0]).toBe('celerity::buffer');
  });

  it('ranks internal symbols below public ones that match as well', () => {
    const names = searchRecords(records, 'buffer').map((record) => record[0]);
    expect(names.indexOf('celerity::detail::buffer_manager')).toBeGreaterThan(names.indexOf('Tutorial'));
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(searchRecords(records, '  ')).toEqual([]);
    expect(searchRecords(records, 'zzqxj')).toEqual([]);
  });
});
