import { describe, expect, it } from 'vitest';
import { highlightAttribute, snippetAttribute, type HighlightQuery } from '@/lib/search/client/highlight';

const tags = { pre: '<mark>', post: '</mark>' };
const query = (words: string[], documentTerms: string[] = []): HighlightQuery => ({
  words,
  prefixWord: words.at(-1) ?? null,
  documentTerms: new Set(documentTerms),
});

describe('highlightAttribute', () => {
  it('wraps exact, prefix and typo matches, and reports the match level', () => {
    expect(highlightAttribute('Declaring a reduction', query(['reduction']), tags)).toEqual({
      value: 'Declaring a <mark>reduction</mark>',
      matchLevel: 'full',
      matchedWords: ['reduction'],
      fullyHighlighted: false,
    });
    expect(highlightAttribute('Reductions', query(['reduc']), tags).value).toBe('<mark>Reduc</mark>tions');
    expect(highlightAttribute('celerity::reduction', query(['reducton'], ['reduction']), tags).value).toBe(
      'celerity::<mark>reduction</mark>',
    );
    expect(highlightAttribute('Host tasks', query(['host', 'object']), tags)).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['host'],
    });
    expect(highlightAttribute('Host tasks', query(['mpi']), tags)).toEqual({
      value: 'Host tasks',
      matchLevel: 'none',
      matchedWords: [],
    });
  });

  it('highlights another form of a word where the record matched its stem', () => {
    const migrate = { words: ['migrate'], prefixWord: null, documentTerms: new Set(['migrat']) };
    expect(highlightAttribute('Migrating to Celerity 0.7', migrate, tags).value).toBe(
      '<mark>Migrating</mark> to Celerity 0.7',
    );
    // Without the stem among the record's matches (a body text match, say), only the word as typed.
    expect(highlightAttribute('Migrating to Celerity 0.7', query(['migrate']), tags).value).toBe(
      'Migrating to Celerity 0.7',
    );
  });

  it('highlights whole qualified names and parts of snake_case names', () => {
    expect(highlightAttribute('celerity::buffer', query(['celerity::buffer']), tags)).toMatchObject({
      value: '<mark>celerity::buffer</mark>',
      fullyHighlighted: true,
    });
    expect(highlightAttribute('celerity::experimental::set_lookahead', query(['set_look']), tags).value).toBe(
      'celerity::experimental::<mark>set_look</mark>ahead',
    );
  });

  it('does not prefix-match words the reader has finished typing', () => {
    expect(highlightAttribute('mapper map', { ...query(['map', 'x']), prefixWord: 'x' }, tags).value).toBe(
      'mapper <mark>map</mark>',
    );
  });
});

describe('escaping', () => {
  it('shows C++ names literally, marks included', () => {
    expect(highlightAttribute('buffer<T, Dims>', query(['buffer']), tags).value).toBe(
      '<mark>buffer</mark>&lt;T, Dims&gt;',
    );
    expect(highlightAttribute('operator<<', query(['operator']), tags).value).toBe(
      '<mark>operator</mark>&lt;&lt;',
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ['img'], '&lt;<mark>img</mark> src=x onerror=alert(1)&gt;'],
    [
      '</mark><script>alert(1)</script>',
      ['script'],
      '&lt;/mark&gt;&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    ],
    ['&amp; &lt;b&gt;', ['amp'], '&amp;<mark>amp</mark>; &amp;lt;b&amp;gt;'],
    ['"><svg onload=alert(1)>', ['nothing'], '&quot;&gt;&lt;svg onload=alert(1)&gt;'],
  ])('never lets record text become markup: %s', (text, words, expected) => {
    const highlighted = highlightAttribute(text, query(words), tags).value;
    expect(highlighted).toBe(expected);
    expect(highlighted.replace(/<\/?mark>/g, '')).not.toMatch(/[<>"']/);
    expect(snippetAttribute(text, query(words), 2, tags, '…').value.replace(/<\/?mark>/g, '')).not.toMatch(
      /[<>"']/,
    );
  });
});

describe('snippetAttribute', () => {
  const text =
    'By default the buffer value takes part in the reduction and the runtime combines the partial results of every device and node before the kernel ends.';

  it('cuts 10 words around the first match, with ellipses where text was cut', () => {
    const snippet = snippetAttribute(text, query(['runtime']), 10, tags, '…');
    expect(snippet).toEqual({
      value: '…and the <mark>runtime</mark> combines the partial results of every device…',
      matchLevel: 'full',
    });
    expect(snippet.value.replace(/<\/?mark>|…/g, '').split(' ')).toHaveLength(10);
  });

  it('cuts 5 words for small screens', () => {
    const snippet = snippetAttribute(text, query(['runtime']), 5, tags, '…');
    expect(snippet.value).toBe('…the <mark>runtime</mark> combines the partial…');
    expect(snippet.value.replace(/<\/?mark>|…/g, '').split(' ')).toHaveLength(5);
  });

  it('starts at the beginning when nothing matches and ends at the end when the match is late', () => {
    expect(snippetAttribute(text, query(['mpi']), 5, tags, '…')).toEqual({
      value: 'By default the buffer value…',
      matchLevel: 'none',
    });
    expect(snippetAttribute(text, query(['ends']), 5, tags, '…').value).toBe(
      '…node before the kernel <mark>ends</mark>.',
    );
  });

  it('keeps short text whole and escapes the ellipsis text', () => {
    expect(snippetAttribute('A halo.', query(['halo']), 10, tags, '…').value).toBe('A <mark>halo</mark>.');
    expect(snippetAttribute(text, query(['runtime']), 3, tags, '<…>').value).toBe(
      '&lt;…&gt;the <mark>runtime</mark> combines&lt;…&gt;',
    );
  });
});
