import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { listDocs } from '@/lib/content/docs';

const root = path.resolve(__dirname, '../../..');
const sidebars = parse(readFileSync(path.join(root, 'content/sidebars.yaml'), 'utf8')) as {
  docs: Array<{ items: string[] }>;
};
const required = ['README', 'configuration', ...sidebars.docs.flatMap((category) => category.items)];

describe('the guides', () => {
  const docs = new Map(listDocs().map((doc) => [doc.id, doc]));

  it.each(required)('%s exists, has real content and h2 sections', (id) => {
    const doc = docs.get(id);
    expect(doc, `content/docs/${id}.mdx is missing`).toBeDefined();
    expect(doc?.outline.wordCount, `content/docs/${id}.mdx is too short`).toBeGreaterThanOrEqual(400);
    expect(
      doc?.outline.sections.filter((section) => section.depth === 2).length,
      `content/docs/${id}.mdx has no h2`,
    ).toBeGreaterThan(0);
    expect(doc?.description.length).toBeGreaterThan(20);
  });

  it('contain no placeholder text', () => {
    for (const doc of docs.values()) {
      const source = readFileSync(path.join(root, doc.file), 'utf8');
      expect(source, doc.file).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
    }
  });
});
