import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { LibraryExamples } from '@/components/api/library-examples';
import { libraryExamplesOf } from '@/lib/api/pages/library-examples';
import { libraryExamplesOfBuild } from '@/lib/api/pages/highlight-library-examples';
import { MAX_LISTED_USES, scanLibraryExamples } from '@/lib/api/xref/library-examples';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { writeIn } from '../temp-dir';

// "In the library's examples" on the fixture checkout's examples/ (our own two small programs), against
// a hand-written index: which pages get uses, at which lines, with which lines around them and links.

const CHECKOUT = path.join(import.meta.dirname, '../../fixtures/library-checkout');
const RECORDS = '/docs/api/records';
const index: XrefIndex = {
  names: {
    celerity: '/docs/api/namespaces/#celerity',
    'celerity::queue': `${RECORDS}/queue/`,
    'celerity::queue::submit': `${RECORDS}/queue/submit/`,
    'celerity::buffer': `${RECORDS}/buffer/`,
    'celerity::access': '/docs/api/namespaces/#celerity-access',
    'celerity::access::one_to_one': `${RECORDS}/access-one_to_one/`,
  },
  short: {},
  types: { 'celerity::queue': 'celerity::queue', 'celerity::buffer': 'celerity::buffer' },
};
const REF = 'v0.7.0';
const map = scanLibraryExamples(index, CHECKOUT, REF);

const COPY = 'examples/fixture_copy/fixture_copy.cc';
const STENCIL = 'examples/fixture_stencil/fixture_stencil.cc';
const linesOf = (file: string) => readFileSync(path.join(CHECKOUT, file), 'utf8').split('\n');
/** 1-based lines of `file` that contain `text`. */
const linesWith = (file: string, text: string) =>
  linesOf(file).flatMap((line, i) => (line.includes(text) ? [i + 1] : []));

describe('the uses of API symbols in a checkout’s examples', () => {
  it('finds qualified names and names seen through `using namespace celerity;`', () => {
    const buffer = map[`${RECORDS}/buffer/`];
    const copy = linesWith(COPY, 'buffer<int');
    const stencil = linesWith(STENCIL, 'celerity::buffer<');
    expect([copy.length, stencil.length]).toEqual([3, 1]);
    // One use from each file first, then the next of each.
    const expected = [
      [COPY, copy[0]],
      [STENCIL, stencil[0]],
      [COPY, copy[1]],
    ];
    expect(buffer?.uses.map((use) => [use.file, use.line])).toEqual(expected.slice(0, MAX_LISTED_USES));
    expect(buffer?.moreUses).toBe(1);
    expect(buffer?.moreFiles).toBe(1);
  });

  it('credits a member call on a declared variable to the member and its class', () => {
    const submit = [...linesWith(COPY, 'q.submit'), ...linesWith(STENCIL, 'q.submit')];
    expect(map[`${RECORDS}/queue/submit/`]?.uses.map((use) => use.line)).toEqual(submit);
    const queue = map[`${RECORDS}/queue/`];
    expect((queue?.uses.length ?? 0) + (queue?.moreUses ?? 0)).toBe(4);
  });

  it('skips names in comments and namespaces, which have no page of their own', () => {
    const oneToOne = map[`${RECORDS}/access-one_to_one/`];
    const copy = linesWith(COPY, 'access::one_to_one');
    expect(oneToOne?.uses.map((use) => [use.file, use.line])).toEqual([
      [COPY, copy[0]],
      [STENCIL, linesWith(STENCIL, 'one_to_one')[0]],
      [COPY, copy[1]],
    ]);
    expect(
      linesWith(STENCIL, '// ').some((line) => linesOf(STENCIL)[line - 1]?.includes('celerity::buffer')),
    ).toBe(true);
    expect(
      map[`${RECORDS}/buffer/`]?.uses.every((use) => !linesOf(use.file)[use.line - 1]?.includes('//')),
    ).toBe(true);
    expect(Object.keys(map)).not.toContain('/docs/api/namespaces/');
  });

  it('shows at most two lines either side of a use, and links the line at the ref', () => {
    for (const entry of Object.values(map))
      for (const use of entry.uses) {
        const lines = linesOf(use.file);
        const last = Math.min(lines.length, use.line + 2);
        expect(use.firstLine).toBe(Math.max(1, use.line - 2));
        expect(use.code).toBe(lines.slice(use.firstLine - 1, last).join('\n'));
        expect(use.code.split('\n').length).toBeLessThanOrEqual(5);
        expect(use.url).toBe(
          `https://github.com/celerity/celerity-runtime/blob/${REF}/${use.file}#L${use.line}`,
        );
      }
  });
});

describe('what a build writes', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'library-examples-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it('highlights the uses of a build from a checkout', async () => {
    const built = await libraryExamplesOfBuild({ mode: 'source', ref: REF }, index, CHECKOUT);
    const use = built[`${RECORDS}/buffer/`]?.uses[0];
    expect(use?.html).toMatch(/^<pre[^>]*data-language="cpp"/);
    expect(use?.html).toContain('buffer');
  });

  it('counts the uses past the listed ones and the files they are in', () => {
    const many = path.join(empty, 'many');
    const declare = (n: number) => `celerity::buffer<int, 1> b${n}{celerity::range<1>{1}};`;
    writeIn(many, 'examples/a/a.cc', [1, 2, 3, 4, 5].map(declare).join('\n'));
    writeIn(many, 'examples/b/b.cc', [6, 7].map(declare).join('\n'));
    writeIn(many, 'examples/b/notes.txt', declare(8));
    const buffer = scanLibraryExamples(index, many, REF)[`${RECORDS}/buffer/`];
    expect(buffer?.uses.map((use) => `${use.file}:${use.line}`)).toEqual([
      'examples/a/a.cc:1',
      'examples/b/b.cc:1',
      'examples/a/a.cc:2',
    ]);
    expect([buffer?.moreUses, buffer?.moreFiles]).toEqual([4, 2]);
  });

  it('writes nothing for our synopsis, without a checkout, or for a checkout without examples/', async () => {
    expect(await libraryExamplesOfBuild({ mode: 'synopsis', ref: REF }, index, CHECKOUT)).toEqual({});
    expect(await libraryExamplesOfBuild({ mode: 'source', ref: REF }, index, undefined)).toEqual({});
    expect(scanLibraryExamples(index, empty, REF)).toEqual({});
  });

  it('gives pages no section when the build wrote none', () => {
    expect(libraryExamplesOf(`${RECORDS}/buffer/`, path.join(empty, 'library-examples.json'))).toBeNull();
  });
});

describe("In the library's examples", () => {
  it('links each listed use and counts the others', () => {
    const buffer = map[`${RECORDS}/buffer/`];
    if (!buffer) throw new Error('no uses of buffer in the fixture');
    const uses = buffer.uses.map((use) => ({ ...use, html: `<pre>${use.code}</pre>` }));
    const html = renderToStaticMarkup(
      createElement(LibraryExamples, { examples: { ...buffer, uses, moreUses: 4, moreFiles: 2 } }),
    );
    expect(html).toContain(`href="${buffer.uses[0]?.url}"`);
    expect(html).toContain(`${COPY}:${buffer.uses[0]?.line}`);
    expect(html).toContain('And 4 more uses in 2 files.');
  });
});
