import { describe, expect, it } from 'vitest';
import type { HistoryFile } from '@/lib/api/history/schema';
import { outlineMdx } from '@/lib/content/doc-outline';
import { sinceProblem } from '@/lib/api/history/since-check';
import { formatProblem } from '@/lib/validation/problem';

const version = (label: string) => ({ label, ref: label, commit: label, symbols: 1, warnings: [] });

const history: HistoryFile = {
  format: 1,
  versions: [version('0.5'), version('0.6'), version('0.7')],
  symbols: [
    {
      name: 'celerity::buffer',
      kind: 'record',
      ids: [{ version: '0.5', id: 'A' }],
      events: [{ type: 'added', version: '0.5' }],
      members: [{ name: 'get_range', kind: 'function', events: [{ type: 'added', version: '0.6' }] }],
    },
    {
      name: 'celerity::queue',
      kind: 'record',
      ids: [{ version: '0.7', id: 'B' }],
      events: [{ type: 'added', version: '0.7' }],
      members: [],
    },
  ],
};

const source = `---
title: X
---

The queue <Since version="0.7" api="celerity::queue" /> replaces the old one.

<Since version="0.8" />

Ranges <Since version="0.5" api="celerity::buffer::get_range" /> and <Since version="0.7" api="celerity::queu" />.

<Since api="celerity::queue" />

A buffer <Since version="0.5" api="celerity::buffer" /> is old.
`;

describe('<Since> in MDX', () => {
  it('is read with its place and checked against the API history, naming file, line and column', () => {
    const outline = outlineMdx('content/docs/x.mdx', source);
    const problems = outline.sinces.flatMap((use) => sinceProblem('content/docs/x.mdx', use, history) ?? []);
    expect(problems.map(formatProblem)).toEqual([
      'content/docs/x.mdx:7:1: <Since version="0.8">: no such version in the API history; one of 0.5, 0.6, 0.7',
      'content/docs/x.mdx:9:8: <Since version="0.5" api="celerity::buffer::get_range">: the API history says celerity::buffer::get_range came in 0.6',
      'content/docs/x.mdx:9:70: <Since api="celerity::queu">: celerity::queu is not a public symbol of the API history. Did you mean "celerity::queue"?',
      'content/docs/x.mdx:11:1: <Since> needs a version="…" attribute, one of 0.5, 0.6, 0.7',
      'content/docs/x.mdx:13:10: <Since api="celerity::buffer">: it is in 0.5, the oldest version compared, so the history cannot tell when it came',
    ]);
    expect(outline.sinces[0]).toEqual({ version: '0.7', api: 'celerity::queue', line: 5, column: 11 });
  });
});
