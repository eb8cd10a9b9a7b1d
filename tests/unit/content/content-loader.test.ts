import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, didYouMean } from '@/lib/content/content-error';
import { outlineMdx } from '@/lib/content/doc-outline';
import { readDoc } from '@/lib/content/docs';
import { docFrontmatterSchema, parseFrontmatter, splitFrontmatter } from '@/lib/content/frontmatter';
import { sidebarTrail, tocFromSections } from '@/lib/content/route-data';

const fixture = (name: string) => path.join(__dirname, 'fixtures', 'docs', name);

describe('frontmatter', () => {
  it('parses and defaults the optional flags', () => {
    const doc = readDoc(fixture('alpha.mdx'));
    expect(doc).toMatchObject({
      id: 'alpha',
      url: '/docs/alpha/',
      title: 'Alpha',
      sidebarLabel: 'Alpha',
      draft: false,
      unlisted: false,
    });
  });

  it('names the file and line of invalid YAML', () => {
    expect(() => splitFrontmatter('content/docs/x.mdx', '---\ntitle: [unclosed\n---\nbody')).toThrow(
      /^content\/docs\/x\.mdx:\d+: invalid YAML in frontmatter/,
    );
  });

  it('rejects a file without frontmatter', () => {
    expect(() => splitFrontmatter('content/docs/x.mdx', '# no frontmatter')).toThrow(
      'content/docs/x.mdx:1: expected frontmatter between "---" lines at the top of the file',
    );
  });

  it('names the missing field', () => {
    expect(() => parseFrontmatter(docFrontmatterSchema, 'content/docs/x.mdx', { title: 'X' })).toThrow(
      'content/docs/x.mdx: frontmatter field "description":',
    );
  });

  it('rejects unknown fields and wrong types', () => {
    expect(() =>
      parseFrontmatter(docFrontmatterSchema, 'f.mdx', { title: 'X', description: 'Y', tittle: 'Z' }),
    ).toThrow(/f\.mdx: frontmatter field "\(frontmatter\)": Unrecognized key/);
    expect(() =>
      parseFrontmatter(docFrontmatterSchema, 'f.mdx', { title: 'X', description: 'Y', draft: 'yes' }),
    ).toThrow('f.mdx: frontmatter field "draft"');
  });
});

describe('outline', () => {
  it('collects headings with rehype-slug ids, section text, links and line numbers', () => {
    const doc = readDoc(fixture('alpha.mdx'));
    expect(doc.outline.sections.map((section) => [section.depth, section.title, section.anchor])).toEqual([
      [2, 'First part', 'first-part'],
      [3, 'A sub-part', 'a-sub-part'],
      [2, 'Second part', 'second-part'],
    ]);
    expect(doc.outline.intro).toContain('Intro text');
    expect(doc.outline.sections[0]?.text).toBe('Some code and words.');
    expect(doc.outline.links).toEqual([{ url: '/docs/beta/#second-part', line: 6 }]);
  });

  it('gives repeated headings numbered ids, as rehype-slug does', () => {
    const outline = outlineMdx('x.mdx', '## Usage\n\n## Usage\n');
    expect(outline.sections.map((section) => section.anchor)).toEqual(['usage', 'usage-1']);
  });

  it('reports MDX syntax errors with the file line', () => {
    expect(() => outlineMdx('content/docs/x.mdx', 'text\n\n<b', 4)).toThrow(
      /^content\/docs\/x\.mdx:7: MDX syntax error/,
    );
  });

  it('keeps only h2 and h3 in the table of contents', () => {
    const outline = outlineMdx('x.mdx', '## A\n\n### B\n\n#### C\n');
    expect(tocFromSections(outline.sections).map((entry) => entry.title)).toEqual(['A', 'B']);
  });
});

describe('helpers', () => {
  it('suggests the closest known id', () => {
    expect(didYouMean('rang-mappers', ['range-mappers', 'reductions'])).toBe(
      ' Did you mean "range-mappers"?',
    );
    expect(didYouMean('zzzzzzzz', ['range-mappers'])).toBe('');
  });

  it('formats content errors with file and line', () => {
    expect(new ContentError('a.mdx', 'bad', 3).message).toBe('a.mdx:3: bad');
    expect(new ContentError('a.mdx', 'bad').message).toBe('a.mdx: bad');
  });

  it('finds the category trail of a sidebar item', () => {
    const items = [
      {
        type: 'category' as const,
        label: 'Intro',
        collapsible: false as const,
        collapsed: false as const,
        items: [{ type: 'link' as const, label: 'A', href: '/docs/a/', unlisted: false }],
      },
    ];
    expect(sidebarTrail(items, '/docs/a/')).toEqual(['Intro']);
    expect(sidebarTrail(items, '/docs/b/')).toBeNull();
  });
});
