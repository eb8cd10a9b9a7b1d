import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, didYouMean } from '@/lib/content/content-error';
import { outlineMdx } from '@/lib/content/doc-outline';
import { readDoc } from '@/lib/content/docs';
import { docFrontmatterSchema, readFrontmatter, splitFrontmatter } from '@/lib/content/frontmatter';
import { readMdxFile } from '@/lib/content/mdx-file';
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

  it('names the file, line and column of invalid YAML, counted in the .mdx file', () => {
    const source = '---\ntitle: X\ndescription: Y\nsidebar_label: [unclosed\ndraft: false\n---\nbody\n';
    expect(() => readFrontmatter('content/docs/x.mdx', source, docFrontmatterSchema)).toThrow(
      'content/docs/x.mdx:5:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    );
    expect(() => readFrontmatter('x.mdx', '---\ntitle: X\ntitle: Y\n---\n', docFrontmatterSchema)).toThrow(
      'x.mdx:3:1: invalid YAML: Map keys must be unique',
    );
  });

  it('rejects a file without frontmatter', () => {
    expect(() => splitFrontmatter('content/docs/x.mdx', '# no frontmatter')).toThrow(
      'content/docs/x.mdx:1: expected frontmatter between "---" lines at the top of the file',
    );
  });

  it('reports every problem at once, each at its line, and suggests the field a typo means', () => {
    const source = '---\ntitel: X\ndescription: Y\ndraft: yes\nunlisted: 1\n---\n\nBody\n';
    expect(() => readFrontmatter('content/docs/x.mdx', source, docFrontmatterSchema)).toThrow(
      [
        'content/docs/x.mdx:2:1: frontmatter.titel: unknown field. Did you mean "title"?',
        'content/docs/x.mdx:4:1: frontmatter.draft: expected a boolean, got "yes"',
        'content/docs/x.mdx:5:1: frontmatter.unlisted: expected a boolean, got 1',
      ].join('\n'),
    );
  });

  it('names a missing field at the start of the frontmatter', () => {
    expect(() => readFrontmatter('content/docs/x.mdx', '---\ntitle: X\n---\n', docFrontmatterSchema)).toThrow(
      'content/docs/x.mdx:2:1: frontmatter.description: missing; expected a string',
    );
    expect(() => readFrontmatter('x.mdx', '---\n---\nbody', docFrontmatterSchema)).toThrow(
      'x.mdx:2:1: frontmatter.title: missing; expected a string',
    );
  });

  it('reports frontmatter and MDX body problems of a file together', () => {
    const source = '---\ntitle: X\n---\n\n<b\n';
    expect(() => readMdxFile('x.mdx', source, docFrontmatterSchema)).toThrow(
      /^x\.mdx:2:1: frontmatter\.description: missing; expected a string\nx\.mdx:6:1: MDX syntax error/,
    );
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
    expect(doc.outline.sections[0]?.line).toBe(8);
  });

  it('gives repeated headings numbered ids, as rehype-slug does', () => {
    const outline = outlineMdx('x.mdx', '## Usage\n\n## Usage\n');
    expect(outline.sections.map((section) => section.anchor)).toEqual(['usage', 'usage-1']);
  });

  it('reports MDX syntax errors at their line and column in the file, frontmatter included', () => {
    expect(() => outlineMdx('content/docs/x.mdx', '---\ntitle: X\n---\n\ntext\n\n<b')).toThrow(
      /^content\/docs\/x\.mdx:7:3: MDX syntax error: Unexpected end of file in name/,
    );
  });

  it('places an unclosed tag at its opening line, as scripts/check-mdx.mjs does', () => {
    const source = '---\ntitle: X\ndescription: Y\n---\n\nIntro.\n\n## Part\n\nText.\n<div>\n\nMore text.\n';
    expect(() => outlineMdx('content/docs/pitfalls.mdx', source)).toThrow(
      'content/docs/pitfalls.mdx:11:1: MDX syntax error: Expected a closing tag for `<div>` (11:1-11:6)',
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
