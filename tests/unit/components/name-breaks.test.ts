import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { NameBreaks } from '@/components/ui/name-breaks';
import { hierarchyWithNameBreaks, htmlWithNameBreaks, namePieces } from '@/lib/html/name-pieces';

// A long qualified name in the table of contents wraps after `::` and `_` instead of being cut off.

const LONG = 'celerity::detail::instruction_graph_generator_detail';

describe('names with break opportunities', () => {
  it('split long titles after every :: and after the _ of long parts, and keep the text whole', () => {
    expect(namePieces(LONG)).toEqual([
      'celerity::',
      'detail::',
      'instruction_',
      'graph_',
      'generator_',
      'detail',
    ]);
    expect(namePieces('Overview')).toEqual(['Overview']);
    // Short names fit the column as they are.
    expect(namePieces('celerity::access')).toEqual(['celerity::access']);
    expect(namePieces('get_local_range')).toEqual(['get_local_range']);
    // A page's title breaks at its seams however short; a short part between them stays whole.
    expect(namePieces('celerity::access_mode', 0)).toEqual(['celerity::', 'access_mode']);
    expect(namePieces('celerity::buffer_allocation_window', 0)).toEqual([
      'celerity::',
      'buffer_',
      'allocation_',
      'window',
    ]);
  });

  it('split overload labels after the ( of their parameters, and only long words after _', () => {
    expect(namePieces('parallel_for(celerity::nd_range<Dims>, ReductionsAndKernel...)')).toEqual([
      'parallel_for(',
      'celerity::',
      'nd_range<Dims>, ReductionsAndKernel...)',
    ]);
    expect(namePieces('get_access<Mode, Target>(handler&) const', 0)).toEqual([
      'get_access<Mode, Target>(',
      'handler&) const',
    ]);
    expect(namePieces('operator()(const item<Dims>&)', 0)).toEqual(['operator()(const item<Dims>&)']);
    expect(namePieces('Reductions (and what they cost)')).toEqual(['Reductions (and what they cost)']);
    expect(namePieces('CELERITY_FEATURE_SCALAR_REDUCTIONS is set', 0)).toEqual([
      'CELERITY_',
      'FEATURE_',
      'SCALAR_',
      'REDUCTIONS is set',
    ]);
  });

  it('go into highlighted HTML between characters of its text, never inside a tag or an entity', () => {
    expect(htmlWithNameBreaks('celerity::experimental::<mark>collective</mark>_partition')).toBe(
      'celerity::<wbr>experimental::<wbr><mark>collective</mark>_<wbr>partition',
    );
    expect(htmlWithNameBreaks('handler::parallel_for(range&lt;Dims&gt;, Rest...)', 0)).toBe(
      'handler::<wbr>parallel_for(<wbr>range&lt;Dims&gt;, Rest...)',
    );
    expect(htmlWithNameBreaks('Choosing <mark>devices</mark>')).toBe('Choosing <mark>devices</mark>');
    expect(
      hierarchyWithNameBreaks({
        lvl0: { value: 'API' },
        lvl1: { value: 'celerity::experimental::hint' },
        lvl2: null,
      }),
    ).toEqual({
      lvl0: { value: 'API' },
      lvl1: { value: 'celerity::<wbr>experimental::<wbr>hint' },
      lvl2: null,
    });
  });

  it('render a break opportunity between the pieces, and none in a plain title', () => {
    const html = renderToStaticMarkup(createElement(NameBreaks, { name: LONG }));
    expect(html).toBe('celerity::<wbr/>detail::<wbr/>instruction_<wbr/>graph_<wbr/>generator_<wbr/>detail');
    expect(renderToStaticMarkup(createElement(NameBreaks, { name: 'Overview' }))).toBe('Overview');
  });

  it('are used by the side table of contents', () => {
    const html = renderToStaticMarkup(
      createElement(TableOfContents, { entries: [{ depth: 2, title: LONG, anchor: 'ns' }] }),
    );
    expect(html).toContain('href="#ns">celerity::<wbr/>detail::');
  });
});

describe('operator names', () => {
  it('keep -> whole: a browser would break after its hyphen', () => {
    const html = renderToStaticMarkup(
      createElement(NameBreaks, { name: 'celerity::accessor::operator->', fits: 0 }),
    );
    expect(html).toMatch(/^celerity::<wbr\/>accessor::<wbr\/>operator<span class="[^"]*">-&gt;<\/span>$/);
    expect(renderToStaticMarkup(createElement(NameBreaks, { name: 'Non-blocking waits' }))).toBe(
      'Non-blocking waits',
    );
  });
});
