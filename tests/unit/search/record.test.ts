import { describe, expect, it } from 'vitest';
import { recordsFromDocPage } from '@/lib/search/build-records';
import { parseSearchRecords, type DocSearchRecord } from '@/lib/search/record';

const [valid] = recordsFromDocPage({
  url: '/docs/a/',
  lvl0: 'Guides',
  title: 'A',
  intro: '',
  sections: [],
}) as [DocSearchRecord];

function errorOf(records: unknown): string {
  try {
    parseSearchRecords(records, 'search-index.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the records to be rejected');
}

describe('parseSearchRecords', () => {
  it('accepts records built by the record builders', () => {
    expect(parseSearchRecords([valid], 'test')).toEqual([valid]);
  });

  it('names the source, the record and the field', () => {
    const message = errorOf([
      valid,
      { ...valid, objectID: 'b', hierarchy: { ...valid.hierarchy, lvl1: '' } },
    ]);
    expect(message).toContain(
      'search-index.json: records[1].hierarchy.lvl1: expected the page title, got an empty string',
    );
  });

  it('explains the url format', () => {
    expect(errorOf([{ ...valid, url: 'docs/a/' }])).toContain(
      'records[0].url: expected an absolute path such as "/docs/range-mappers/#neighborhood"',
    );
  });

  it('checks that url = url_without_anchor + #anchor', () => {
    expect(errorOf([{ ...valid, anchor: 'x' }])).toContain(
      'records[0].url: expected "/docs/a/#x" (url_without_anchor + "#" + anchor)',
    );
  });

  it('rejects unknown types, languages and missing tags', () => {
    const message = errorOf([{ ...valid, type: 'lvl7', language: 'de', docusaurus_tag: [] }]);
    expect(message).toContain('records[0].type: expected one of lvl1, lvl2, lvl3, lvl4, lvl5, lvl6, content');
    expect(message).toContain('records[0].language: expected "en"');
    expect(message).toContain('records[0].docusaurus_tag: expected at least one tag, e.g. "default"');
  });

  it('requires the heading of a heading record and the text of a content record', () => {
    expect(errorOf([{ ...valid, type: 'lvl2' }])).toContain(
      'records[0].hierarchy.lvl2: a "lvl2" record needs hierarchy.lvl2',
    );
    expect(errorOf([{ ...valid, type: 'content' }])).toContain(
      'records[0].content: a "content" record needs text',
    );
  });

  it('rejects duplicate objectIDs', () => {
    expect(errorOf([valid, { ...valid }])).toContain('records[1].objectID: duplicate id "/docs/a/"');
  });

  it('rejects something that is not an array', () => {
    expect(errorOf({})).toContain('search-index.json: records: expected an array');
  });
});
