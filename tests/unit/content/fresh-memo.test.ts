import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listPosts } from '@/lib/content/blog';
import { getDoc, listDocs } from '@/lib/content/docs';
import { getSidebars } from '@/lib/content/route-data';
import { flattenSidebar } from '@/lib/content/sidebars';
import { getVersion, listVersions } from '@/lib/content/versions';
import { contentCopy } from './content-copy';

let copy: ReturnType<typeof contentCopy>;

beforeEach(() => {
  copy = contentCopy();
  vi.stubEnv('CONTENT_DIR', copy.dir);
});

afterEach(() => {
  vi.unstubAllEnvs();
  copy.remove();
});

// The working copy (content/docs, content/sidebars.yaml) is the version authors edit.
const current = () => getVersion('current');
const sidebarLabels = () =>
  getSidebars(current()).flatMap((sidebar) => flattenSidebar(sidebar.items).map((item) => item.label));

describe('content reads outside a production build', () => {
  it('show every edit on the next read: title, heading, new guide, sidebars, versions, blog', () => {
    expect(getDoc('pitfalls', current())?.title).toBe('Common Pitfalls');
    expect(sidebarLabels()).not.toContain('Brand new');
    const posts = listPosts().length;

    copy.edit('docs/pitfalls.mdx', (text) =>
      text
        .replace('title: Common Pitfalls', 'title: Pitfalls, revised')
        .concat('\n## A fresh heading\n\nText.\n'),
    );
    copy.write('docs/brand-new.mdx', '---\ntitle: Brand new\ndescription: A new guide.\n---\n\nText.\n');
    copy.edit('sidebars.yaml', (text) =>
      text.replace(
        '  - category: Introduction\n',
        '  - category: Fresh\n    items: [brand-new]\n  - category: Introduction\n',
      ),
    );
    copy.edit('versions.yaml', (text) => text.replace('label: Next (unreleased)', 'label: Upcoming'));
    copy.write(
      'blog/2025-09-01-fresh.mdx',
      '---\ntitle: Fresh\ndescription: D.\ndate: 2025-09-01\nauthors: [A]\n---\n\nT.\n',
    );

    expect(getDoc('pitfalls', current())?.title).toBe('Pitfalls, revised');
    expect(getDoc('pitfalls', current())?.outline.sections.at(-1)?.title).toBe('A fresh heading');
    expect(listDocs(current()).map((doc) => doc.id)).toContain('brand-new');
    expect(sidebarLabels()).toContain('Brand new');
    expect(listVersions()[0]?.label).toBe('Upcoming');
    expect(listPosts()).toHaveLength(posts + 1);
  });

  it('report a broken file on the next read and recover once it is fixed', () => {
    expect(getDoc('pitfalls', current())).toBeDefined();
    copy.edit('docs/pitfalls.mdx', (text) =>
      text.replace('title: Common Pitfalls', 'titel: Common Pitfalls'),
    );
    expect(() => listDocs(current())).toThrow(
      /pitfalls\.mdx:2:1: frontmatter\.titel: unknown field\. Did you mean "title"\?/,
    );
    copy.edit('docs/pitfalls.mdx', (text) =>
      text.replace('titel: Common Pitfalls', 'title: Common Pitfalls'),
    );
    expect(getDoc('pitfalls', current())?.title).toBe('Common Pitfalls');
  });
});

describe('content reads in a production build', () => {
  it('keep the first read', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(getDoc('pitfalls', current())?.title).toBe('Common Pitfalls');
    copy.edit('docs/pitfalls.mdx', (text) => text.replace('title: Common Pitfalls', 'title: Changed'));
    expect(getDoc('pitfalls', current())?.title).toBe('Common Pitfalls');
  });
});
