import { evaluate } from '@mdx-js/mdx';
import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MdxContent } from '@/components/mdx/mdx-content';

// <Term id="…"> in MDX renders as a link to the glossary entry, with the definition as its title.

const terms = {
  chunk: { href: '/docs/glossary/#chunk', definition: 'A piece of an iteration space & more.' },
};

async function compile(source: string): Promise<ComponentType<MDXProps>> {
  return (await evaluate(source, { ...runtime })).default;
}

describe('glossary term links', () => {
  it('link the marked words to the glossary, with the short definition as the title', async () => {
    const Content = await compile('Work is cut into <Term id="chunk">chunks</Term>.');
    const html = renderToStaticMarkup(createElement(MdxContent, { Content, terms }));
    // next/link drops the trailing slash outside a build with `trailingSlash`.
    expect(html).toMatch(
      /^<p>Work is cut into <a title="A piece of an iteration space &amp; more." class="[^"]*term[^"]*" href="\/docs\/glossary#chunk">chunks<\/a>.<\/p>$/,
    );
  });

  it('refuse an id the route data does not define', async () => {
    const Content = await compile('<Term id="node">nodes</Term>');
    expect(() => renderToStaticMarkup(createElement(MdxContent, { Content, terms }))).toThrow(
      `<Term id="node">: the page's route data has no glossary entry "node"`,
    );
  });
});
