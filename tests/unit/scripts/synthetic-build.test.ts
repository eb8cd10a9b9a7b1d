import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import type { ApiModel } from '@/lib/api/model/schema';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { scanDocComments } from '@/lib/api/xref/doc-comment-scan';
import { scanSiteContent } from '@/lib/api/xref/site-content';
import { checkSourceLinks } from '@/lib/site/source-links';
import { isIndexPage } from '@/scripts/budgets';
import { syntheticHeaderDir } from '@/scripts/bench/synthetic-build';
import { writeSyntheticHeaders } from '@/scripts/bench/synthetic-headers';
import { apiNameProblems } from '@/scripts/connect-docs';

// The benchmark's synthetic builds: the generated headers join the synopsis in a copy of the repository,
// and the guides, which name and link the synopsis's API, must still pass prebuild's name check and the
// link check. Headers that replaced the synopsis failed the build on the guides' links to its pages.

const root = path.resolve(__dirname, '../../..');
const copy = mkdtempSync(path.join(tmpdir(), 'synthetic-build-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const extract = async (includeDir: string) =>
  (
    await extractApiModel({
      includeDirs: [includeDir],
      rootDir: copy,
      sourceUrlBase: 'https://example.org/blob/abc/',
    })
  ).model;

function contentProblems(model: ApiModel): string[] {
  const index = buildXrefIndex(model);
  const names = apiNameProblems(
    { content: scanSiteContent(index), examples: scanDocComments(model, index) },
    index,
  ).map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
  const links = checkSourceLinks(model)
    .filter((problem) => problem.severity === 'error')
    .map((problem) => problem.message);
  return [...names, ...links];
}

const qualifiedNames = (model: ApiModel) =>
  new Set(
    [...model.records, ...model.enums, ...model.aliases, ...model.functions].map(
      (symbol) => symbol.qualifiedName,
    ),
  );

const include = path.join(copy, 'content/api/include');
cpSync(path.join(root, 'content/api/include'), include, { recursive: true });
const synopsis = await extract(include);
const written = writeSyntheticHeaders(syntheticHeaderDir(copy), 300);
const combined = await extract(include);

describe('synthetic API builds', () => {
  it('add the generated symbols to the synopsis and keep all of its own', () => {
    const before = qualifiedNames(synopsis);
    const after = qualifiedNames(combined);
    expect(written).toBe(300);
    expect([...before].filter((name) => !after.has(name))).toEqual([]);
    // Per ten generated symbols: a class (its 4 methods are members), an enum, 2 aliases, 2 functions.
    expect(after.size - before.size).toBe((written / 10) * 6);
  });

  it('leave every API name and link in the content resolvable', () => {
    expect(contentProblems(combined)).toEqual([]);
  });

  it('would fail the content checks with the generated headers alone', async () => {
    const alone = await extract(syntheticHeaderDir(copy));
    const problems = contentProblems(alone);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/docs\/api\/functions\/celerity-group_barrier\//)]),
    );
  }, 60_000);
});

describe('API listing pages in the benchmark', () => {
  it('are the API home, the kind indexes and the namespace pages, not symbol or member pages', () => {
    const listing = [
      'out/docs/api/index.html',
      'out/docs/0.6/api/index.html',
      'out/docs/api/records/index.html',
      'out/docs/api/namespaces/index.html',
      'out/docs/api/records/in/celerity/index.html',
      'out/docs/api/functions/in/celerity/experimental/2/index.html',
    ];
    const detail = [
      'out/docs/api/records/C0A7D0CE69BB24F9/index.html',
      'out/docs/api/records/C0A7D0CE69BB24F9/parallel_for/index.html',
      'out/docs/api/functions/celerity-reduction/index.html',
    ];
    expect(listing.filter((file) => !isIndexPage(file))).toEqual([]);
    expect(detail.filter(isIndexPage)).toEqual([]);
  });
});
