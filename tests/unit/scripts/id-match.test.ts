import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { compareIds, productionQualifiedName } from '@/scripts/bench/id-match';
import { parseProductionPage } from '@/scripts/bench/production-pages';

// The id-match report (npm run bench:ids) on the fixture checkout and on page HTML shaped like the
// published site's: title, breadcrumb of scopes, "Declared at" links.

const { model } = await extractApiModel({
  includeDirs: ['include'],
  rootDir: path.join(import.meta.dirname, '../../fixtures/celerity-checkout'),
  includeDetail: true,
  sourceUrlBase: 'https://example.org/blob/v0.6.0/',
  source: { mode: 'source', ref: 'v0.6.0' },
});

const html = (title: string, scopes: string[], file: string) =>
  `<title data-rh="true">${title} | Celerity</title>` +
  `<nav class="breadcrumb has-arrow-separator" aria-label="breadcrumbs"><ul>` +
  [...scopes, title].map((s) => `<li><a href="#"><span>${s}</span></a></li>`).join('') +
  `</ul></nav><p>Declared at: <a href="https://example.org">${file}:12</a></p>`;

describe('the id-match report', () => {
  it('reads title, scopes and declaring files of a page', () => {
    const page = parseProductionPage(
      'records',
      'DED6A38BDFB2A125',
      html('struct tracker', ['namespace celerity', 'class buffer&lt;DataT, Dims&gt;'], 'include/buffer.h'),
    );
    expect(page).toMatchObject({ title: 'struct tracker', files: ['include/buffer.h'] });
    expect(productionQualifiedName(page)).toBe('celerity::buffer::tracker');
  });

  it('counts pages declared in include/ that we generate at the same URL, and explains the others', () => {
    const pages = [
      parseProductionPage(
        'records',
        'DED6A38BDFB2A125',
        html('struct tracker', ['namespace celerity', 'class buffer'], 'include/buffer.h'),
      ),
      parseProductionPage(
        'records',
        '0000000000000000',
        html('class buffer', ['namespace celerity'], 'include/buffer.h'),
      ),
      parseProductionPage(
        'records',
        '1111111111111111',
        html('class runtime', ['namespace celerity'], 'src/runtime.cc'),
      ),
    ];
    const match = compareIds(model, pages);
    expect(match.byKind.records).toEqual({ counted: 2, matched: 1 });
    expect(match.missing).toHaveLength(1);
    expect(match.missing[0]).toMatchObject({ qualifiedName: 'celerity::buffer' });
    expect(match.missing[0]!.ours.join()).toContain('C0A7D0CE69BB24F9');
  });
});
