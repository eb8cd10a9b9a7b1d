import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '@/lib/search/client/algolia-response';
import { createSearchEngine } from '@/lib/search/build-index';
import { recordsFromApiSymbol, recordsFromDocPage } from '@/lib/search/build-records';
import { docSearchRequest, firstResult } from './local-client-helpers';

describe('createLocalSearchClient: hostile and C++ text', () => {
  const hostile = [
    ...recordsFromDocPage({
      url: '/docs/evil/',
      lvl0: 'Guides',
      title: 'Evil <img src=x onerror=alert(1)>',
      intro: 'Evil </mark><script>alert(1)</script> text &amp; more "quotes" \'single\'',
      sections: [
        {
          depth: 2,
          title: 'Evil <b onmouseover=alert(1)>heading</b>',
          anchor: 'evil-heading',
          text: 'evil <iframe src=javascript:alert(1)>',
        },
      ],
    }),
    ...recordsFromApiSymbol({
      url: '/docs/api/evil/',
      qualifiedName: 'celerity::evil_buffer',
      kind: 'class',
      signature: 'template <typename T, int Dims> class evil_buffer<T, Dims>',
      brief: 'evil operator<< & operator>>',
    }),
  ];
  const client = createLocalSearchClient(async () => createSearchEngine(hostile));

  /** Every string DocSearch may inject as HTML: snippets, highlights, and (for recent searches) the hit fields. */
  function injectable(hit: object): string[] {
    const strings: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string' && key !== 'url' && key !== 'objectID' && key !== 'type')
        strings.push(value);
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    walk(hit, '');
    return strings;
  }

  it.each(['evil', 'img', 'script', 'mark', 'amp', 'evil_buffer', 'operator', 'quotes'])(
    'no markup survives in hits for "%s"',
    async (query) => {
      const result = await firstResult(client.search(docSearchRequest(query)));
      expect(result.nbHits).toBeGreaterThan(0);
      for (const hit of result.hits) {
        for (const value of injectable(hit)) {
          const withoutMarks = value.replace(/<mark>|<\/mark>/g, '');
          expect(withoutMarks, value).not.toMatch(/[<>"']/);
          expect(value.match(/<mark>/g)?.length ?? 0).toBe(value.match(/<\/mark>/g)?.length ?? 0);
        }
      }
    },
  );

  it('renders C++ names literally', async () => {
    const result = await firstResult(client.search(docSearchRequest('evil_buffer')));
    const signature = result.hits
      .concat(
        (
          await firstResult(
            client.search({ requests: [{ ...docSearchRequest('Dims').requests[0]!, distinct: false }] }),
          )
        ).hits,
      )
      .map((h) => h._snippetResult.content?.value)
      .find((v) => v?.includes('class'));
    expect(signature).toBe(
      'template &lt;typename T, int <mark>Dims</mark>&gt; class evil_buffer&lt;T, <mark>Dims</mark>&gt;',
    );
    const brief = await firstResult(
      client.search({ requests: [{ ...docSearchRequest('operator').requests[0]!, distinct: false }] }),
    );
    expect(brief.hits.map((h) => h._highlightResult.content?.value)).toContain(
      'evil <mark>operator</mark>&lt;&lt; &amp; <mark>operator</mark>&gt;&gt;',
    );
  });
});
