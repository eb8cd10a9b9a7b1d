import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsedInGuides } from '@/components/api/used-in-guides';

// The API examples of a much-used symbol: the listed ones as links, the rest as a count.

const examples = [{ label: 'celerity::fill', href: '/docs/api/functions/celerity-fill/' }];

describe('Used in the guides', () => {
  it('counts the API examples it does not list', () => {
    const html = renderToStaticMarkup(
      createElement(UsedInGuides, { usedIn: { guides: [], examples, moreExamples: 12 } }),
    );
    // next/link drops the trailing slash outside a build with `trailingSlash`.
    expect(html).toContain('href="/docs/api/functions/celerity-fill"');
    expect(html).toContain('And 12 more pages of the API reference whose examples use it.');
  });

  it('says nothing of more examples when all are listed', () => {
    const html = renderToStaticMarkup(
      createElement(UsedInGuides, { usedIn: { guides: [], examples, moreExamples: 0 } }),
    );
    expect(html).toContain('celerity::fill');
    expect(html).not.toContain('more pages');
  });
});
