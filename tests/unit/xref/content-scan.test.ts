import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanMdx } from '@/lib/api/xref/content-scan';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

const index: XrefIndex = {
  names: {
    'celerity::queue': '/queue/',
    'celerity::queue::submit': '/queue/submit/',
    'celerity::buffer': '/buffer/',
    'celerity::range': '/range/',
    'celerity::handler': '/handler/',
    'celerity::once': '/ns/#once',
  },
  short: { 'queue::submit': '/queue/submit/' },
  types: { 'celerity::queue': 'celerity::queue', 'celerity::buffer': 'celerity::buffer' },
};
const body = readFileSync(path.join(import.meta.dirname, 'fixtures/guide.mdx'), 'utf8');
// As if the body followed a frontmatter block of four lines.
const scan = scanMdx(body, index, 4);

describe('scanMdx', () => {
  it('reports celerity:: names of prose and C++ samples with their file lines', () => {
    expect(scan.names.map((use) => [use.line, use.name, use.resolved, use.inCode, use.shown])).toEqual([
      [5, 'celerity::queue', true, false, true],
      [9, 'celerity::buffer', true, false, true],
      [9, 'celerity::bufer', false, false, true],
      [12, 'celerity::queue', true, true, false],
      [13, 'celerity::buffer', true, true, true],
      [13, 'celerity::range', true, true, true],
      [14, 'celerity::handler', true, true, true],
      [21, 'celerity::once', true, false, true],
      [21, 'celerity::detail', false, false, true],
    ]);
  });

  it('collects the links of each section, without those on hidden lines', () => {
    expect(scan.sections.map((section) => [section.heading?.anchor, [...section.hrefs]])).toEqual([
      [undefined, ['/queue/', '/queue/submit/']],
      ['buffers-and-queues', ['/buffer/', '/range/', '/queue/submit/', '/handler/']],
      ['inside-a-callout', []],
    ]);
    // `q.submit` links through the hidden declaration; the hidden line's own name does not count.
    expect(scan.codeLinks).toBe(4);
  });
});
