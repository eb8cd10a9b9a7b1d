import { describe, expect, it } from 'vitest';
import {
  INTERNAL_PAGE_RANK,
  recordsFromApiSymbol,
  recordsFromDocPage,
  type ApiSymbolInput,
} from '@/lib/search/build-records';
import { MAX_CHUNK_CHARS, splitIntoChunks } from '@/lib/search/chunk-text';

const page = {
  url: '/docs/range-mappers/',
  lvl0: 'Guides',
  title: 'Range Mappers',
  intro: 'A range mapper tells the runtime what a kernel touches.',
  sections: [
    {
      depth: 2 as const,
      title: 'Built-in range mappers',
      anchor: 'built-in-range-mappers',
      text: 'Five mappers.',
    },
    { depth: 3 as const, title: 'neighborhood', anchor: 'neighborhood', text: 'A halo.\n\nFor stencils.' },
    { depth: 2 as const, title: 'Custom range mappers', anchor: 'custom', text: '' },
  ],
};

describe('recordsFromDocPage', () => {
  const records = recordsFromDocPage(page);

  it('emits the page, its intro, and each heading followed by its paragraphs, in order', () => {
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/docs/range-mappers/', null],
      ['content', '/docs/range-mappers/', 'A range mapper tells the runtime what a kernel touches.'],
      ['lvl2', '/docs/range-mappers/#built-in-range-mappers', null],
      ['content', '/docs/range-mappers/#built-in-range-mappers', 'Five mappers.'],
      ['lvl3', '/docs/range-mappers/#neighborhood', null],
      ['content', '/docs/range-mappers/#neighborhood', 'A halo.'],
      ['content', '/docs/range-mappers/#neighborhood', 'For stencils.'],
      ['lvl2', '/docs/range-mappers/#custom', null],
    ]);
    expect(records.map((r) => r.weight.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('builds the hierarchy like a table of contents: a heading clears deeper levels', () => {
    expect(records[5]!.hierarchy).toEqual({
      lvl0: 'Guides',
      lvl1: 'Range Mappers',
      lvl2: 'Built-in range mappers',
      lvl3: 'neighborhood',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(records[7]!.hierarchy).toMatchObject({ lvl2: 'Custom range mappers', lvl3: null });
  });

  it('fills anchors, tags, language and DocSearch level weights', () => {
    const section = records[4]!;
    expect(section).toMatchObject({
      anchor: 'neighborhood',
      url_without_anchor: '/docs/range-mappers/',
      language: 'en',
      docusaurus_tag: ['default'],
    });
    expect(records.map((r) => r.weight.level)).toEqual([90, 0, 80, 0, 70, 0, 0, 80]);
    expect(records[0]!.anchor).toBeNull();
  });

  it('tags a page of a docs version with that version only', () => {
    const tagged = recordsFromDocPage({ ...page, tags: ['docs-default-0.6'] });
    expect(new Set(tagged.map((record) => record.docusaurus_tag.join(' ')))).toEqual(
      new Set(['docs-default-0.6']),
    );
  });

  it('derives stable objectIDs from url and paragraph number', () => {
    expect(records.map((r) => r.objectID)).toEqual([
      '/docs/range-mappers/',
      '/docs/range-mappers/~0',
      '/docs/range-mappers/#built-in-range-mappers',
      '/docs/range-mappers/#built-in-range-mappers~0',
      '/docs/range-mappers/#neighborhood',
      '/docs/range-mappers/#neighborhood~0',
      '/docs/range-mappers/#neighborhood~1',
      '/docs/range-mappers/#custom',
    ]);
    const edited = recordsFromDocPage({ ...page, intro: 'Another intro.' });
    expect(edited.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
  });

  it('rejects bad urls, depths and anchors with the page named', () => {
    expect(() => recordsFromDocPage({ ...page, url: '/docs/x#y' })).toThrow(
      'Search record url "/docs/x#y": expected an absolute path without "#"',
    );
    expect(() =>
      recordsFromDocPage({ ...page, sections: [{ ...page.sections[0]!, depth: 7 as 6 }] }),
    ).toThrow('/docs/range-mappers/: section "Built-in range mappers" has depth 7; expected 2 to 6');
    expect(() =>
      recordsFromDocPage({ ...page, sections: [{ ...page.sections[0]!, anchor: 'a b' }] }),
    ).toThrow('needs an anchor without "#" or spaces');
    expect(() => recordsFromDocPage({ ...page, sections: [page.sections[0]!, page.sections[0]!] })).toThrow(
      'duplicate anchor "#built-in-range-mappers"',
    );
  });
});

describe('recordsFromApiSymbol', () => {
  const symbol = {
    url: '/docs/api/celerity/buffer/',
    qualifiedName: 'celerity::buffer',
    kind: 'class',
    signature: 'template <typename DataT, int Dims> class buffer',
    brief: 'A distributed array.',
  };

  it('makes an API page record with the symbol, then signature and brief as content', () => {
    const records = recordsFromApiSymbol(symbol);
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/api/celerity/buffer/',
      hierarchy: { lvl0: 'API', lvl1: 'celerity::buffer', lvl2: null },
      symbol: { qualifiedName: 'celerity::buffer', kind: 'class' },
    });
    expect(records.slice(1).map((r) => [r.type, r.content, r.symbol])).toEqual([
      ['content', 'template <typename DataT, int Dims> class buffer', undefined],
      ['content', 'A distributed array.', undefined],
    ]);
  });

  it('puts members that share a page under their anchor', () => {
    const [record] = recordsFromApiSymbol({
      ...symbol,
      anchor: 'get_range',
      qualifiedName: 'celerity::buffer::get_range',
    });
    expect(record).toMatchObject({
      url: '/docs/api/celerity/buffer/#get_range',
      anchor: 'get_range',
      objectID: '/docs/api/celerity/buffer/#get_range',
    });
  });
});

describe('splitIntoChunks', () => {
  it('keeps paragraphs apart and collapses whitespace', () => {
    expect(splitIntoChunks('One\n  two.\n\n\nThree.')).toEqual(['One two.', 'Three.']);
  });

  it('packs long paragraphs by sentence into chunks of at most 300 characters', () => {
    const sentence = 'The runtime splits every kernel into chunks and asks each range mapper for a region. ';
    const chunks = splitIntoChunks(sentence.repeat(12));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
      expect(chunk.endsWith('region.')).toBe(true);
    }
    expect(chunks.join(' ')).toBe(sentence.repeat(12).trim());
  });

  it('splits run-on sentences at words and cuts overlong words', () => {
    const chunks = splitIntoChunks(`${'word '.repeat(100)}${'x'.repeat(700)}`);
    for (const [n, chunk] of chunks.entries())
      expect(chunk.length, `chunk ${n}: ${chunk.slice(0, 40)}…`).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
    expect(chunks.join(' ').replace(/ /g, '')).toBe(`${'word'.repeat(100)}${'x'.repeat(700)}`);
  });
});

describe('internal symbols', () => {
  const symbol = (qualifiedName: string, extra: Partial<ApiSymbolInput> = {}) =>
    recordsFromApiSymbol({
      url: '/docs/api/x/',
      qualifiedName,
      kind: 'class',
      signature: 'class x',
      brief: '',
      ...extra,
    });

  it('ranks symbols in detail namespaces, and those marked internal, below the public API', () => {
    for (const name of [
      'celerity::detail::task_manager',
      'celerity::detail::tracy_detail::plot',
      'x::detail::y::z',
    ])
      expect(new Set(symbol(name).map((r) => r.weight.pageRank)), name).toEqual(
        new Set([INTERNAL_PAGE_RANK]),
      );
    expect(symbol('celerity::buffer::tracker', { internal: true })[0]!.weight.pageRank).toBe(
      INTERNAL_PAGE_RANK,
    );
    expect(symbol('celerity::detail::old', { pageRank: -95 })[0]!.weight.pageRank).toBe(-95);
  });

  it('leaves public names alone, even ones containing "detail"', () => {
    for (const name of [
      'celerity::buffer',
      'celerity::detail',
      'celerity::details::x',
      'celerity::get_detail',
    ])
      expect(symbol(name)[0]!.weight.pageRank, name).toBe(0);
    expect(symbol('celerity::buffer', { pageRank: -50 })[0]!.weight.pageRank).toBe(-50);
  });
});
