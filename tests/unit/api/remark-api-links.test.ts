import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { lookupApiName, normaliseApiName } from '@/lib/api/xref/resolve-name.mjs';
import remarkApiLinks from '@/lib/mdx/remark-api-links.mjs';

const index = {
  names: {
    'celerity::buffer': '/docs/api/records/C0A7D0CE69BB24F9/',
    'celerity::experimental::set_lookahead': '/docs/api/functions/celerity_experimental-set_lookahead/',
    'celerity::access::one_to_one': '/docs/api/records/39A60F853E2162AC/',
  },
  short: {
    buffer: '/docs/api/records/C0A7D0CE69BB24F9/',
    'access::one_to_one': '/docs/api/records/39A60F853E2162AC/',
  },
  types: {},
};
const fixture = readFileSync(path.join(import.meta.dirname, 'fixtures/mdx/api-links.md'), 'utf8');

async function run(
  markdown: string,
  options: Parameters<typeof remarkApiLinks>[0] = { index },
): Promise<string> {
  return String(
    await unified().use(remarkParse).use(remarkApiLinks, options).use(remarkStringify).process(markdown),
  );
}

describe('remark-api-links', () => {
  it('links qualified names, template arguments and calls, but not headings, links or unknown names', async () => {
    const out = await run(fixture);
    expect(out).toContain('# The `celerity::buffer` heading');
    expect(out).toContain('Create a [`celerity::buffer`](/docs/api/records/C0A7D0CE69BB24F9/)');
    expect(out).toContain('[`buffer<float, 2>`](/docs/api/records/C0A7D0CE69BB24F9/)');
    expect(out).toContain(
      '[`celerity::experimental::set_lookahead()`](/docs/api/functions/celerity_experimental-set_lookahead/)',
    );
    expect(out).toContain('[`celerity::access::one_to_one`](/docs/api/records/39A60F853E2162AC/)');
    expect(out).toContain('`access::one_to_one{}` are');
    expect(out).toContain('[`celerity::buffer`](/elsewhere/)');
    expect(out).toContain('Ambiguous: `get_range()`');
    expect(out).toContain('`constructor`, `toString`');
  });

  it('prefixes the base path for HTML output', async () => {
    expect(await run('`buffer`', { index, basePath: '/celerity' })).toContain(
      '(/celerity/docs/api/records/C0A7D0CE69BB24F9/)',
    );
  });

  it('reads the index file and tolerates a missing one', async () => {
    expect(await run('`buffer`', { indexPath: '/nonexistent/xref-index.json' })).toBe('`buffer`\n');
  });

  it('normalises names and looks them up from the innermost scope', () => {
    expect(normaliseApiName('::celerity::buffer<int, accessor<int>>()')).toBe('celerity::buffer');
    expect(normaliseApiName('a + b')).toBeUndefined();
    expect(lookupApiName(index, 'set_lookahead', 'celerity::experimental')).toBe(
      '/docs/api/functions/celerity_experimental-set_lookahead/',
    );
    expect(lookupApiName(index, 'hasOwnProperty')).toBeUndefined();
  });
});
