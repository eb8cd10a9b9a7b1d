import { describe, expect, it } from 'vitest';
import {
  apiChangesLine,
  apiDetailLines,
  apiIndexLine,
  BUDGETS,
  firstLoadJsEveryPageLine,
  firstLoadJsLine,
  measureApiPages,
  type PageSize,
} from '@/scripts/budgets';
import { tempDir, writeIn } from '../temp-dir';

// The verdicts of the page-weight gate and the benchmark, on made-up figures around each budget.

const page = (file: string, raw: number, gzip: number): PageSize => ({ file, raw, gzip });
const { apiDetailMedianRaw: MEDIAN, apiDetailPageGzip: GZIP, apiIndexHtmlRaw: INDEX } = BUDGETS;
/** Three detail pages whose median is `median` bytes raw, the largest `gzip` bytes gzip. */
const details = (median: number, gzip: number) => [
  page('docs/api/records/A/index.html', median - 100, 3000),
  page('docs/api/records/B/index.html', median, 4000),
  page('docs/api/records/C/index.html', median * 3, gzip),
];
const verdicts = (lines: Array<{ pass: boolean }>) => lines.map((line) => line.pass);

describe('API detail page budgets', () => {
  it('pass at the limits, with no limit on one long page’s raw size (60 KB here)', () => {
    expect(verdicts(apiDetailLines('site', details(MEDIAN, GZIP)))).toEqual([true, true]);
  });

  it('fail one byte over the median', () => {
    const [median, each] = apiDetailLines('site', details(MEDIAN + 1, GZIP));
    expect(median).toMatchObject({ pass: false, measured: `${MEDIAN + 1} B raw`, budget: '≤ 20.0 KB' });
    expect(each?.pass).toBe(true);
  });

  it('fail one byte over the gzip budget of any page and name every page over', () => {
    const pages = [
      ...details(MEDIAN, GZIP + 1),
      page('docs/api/records/D/parallel_for/index.html', MEDIAN - 50, GZIP + 2048),
    ];
    const [median, each] = apiDetailLines('site', pages);
    expect(median?.pass).toBe(true);
    expect(each).toMatchObject({ pass: false, budget: 'every page ≤ 12.0 KB gzip' });
    expect(each?.measured).toBe(
      'largest 14.0 KB gzip (docs/api/records/D/parallel_for/index.html); over: ' +
        `docs/api/records/D/parallel_for/index.html (14.0 KB gzip), docs/api/records/C/index.html (${GZIP + 1} B gzip)`,
    );
  });

  it('fail when there is no page to measure', () => {
    expect(verdicts(apiDetailLines('site', []))).toEqual([false]);
  });
});

describe('API index page budget', () => {
  it('passes at the limit and fails one byte over, naming the page', () => {
    const records = page('docs/api/records/index.html', INDEX, 9000);
    expect(apiIndexLine('site', [records]).pass).toBe(true);
    const over = apiIndexLine('site', [records, page('docs/api/functions/index.html', INDEX + 1, 9000)]);
    expect(over.pass).toBe(false);
    expect(over.measured).toContain(`over: docs/api/functions/index.html (${INDEX + 1} B raw)`);
    expect(over.measured).not.toContain('over: docs/api/records/');
  });
});

describe('first-load JS budget', () => {
  it('passes at the limit and fails one byte over', () => {
    expect(firstLoadJsLine('guide', BUDGETS.firstLoadJsGzip).pass).toBe(true);
    expect(firstLoadJsLine('guide', BUDGETS.firstLoadJsGzip + 1)).toMatchObject({
      check: 'first-load JS, guide',
      pass: false,
    });
  });

  it('over every docs page: passes at the limit, names each page over, fails with no pages', () => {
    const JS = BUDGETS.firstLoadJsGzip;
    const guide = page('docs/getting-started/index.html', 500_000, JS);
    expect(firstLoadJsEveryPageLine([guide]).pass).toBe(true);
    const over = firstLoadJsEveryPageLine([
      guide,
      page('docs/tutorial/index.html', 540_000, JS + 1),
      page('docs/0.6/tutorial/index.html', 540_000, JS + 5 * 1024),
    ]);
    expect(over).toMatchObject({ check: 'first-load JS, every guide and API page (3 pages)', pass: false });
    expect(over.measured).toBe(
      'largest 165.0 KB gzip (docs/0.6/tutorial/index.html); over: ' +
        `docs/0.6/tutorial/index.html (165.0 KB gzip), docs/tutorial/index.html (${JS + 1} B gzip)`,
    );
    expect(firstLoadJsEveryPageLine([]).pass).toBe(false);
  });
});

describe('API changes page budget', () => {
  const { apiChangesPageGzip: CHANGES } = BUDGETS;
  it('passes at the limit and fails one byte over, naming the page; fails with no pages', () => {
    const step = 'docs/api/changes/0-3-2-to-0-4/index.html';
    expect(apiChangesLine('site', [page(step, 90_000, CHANGES)]).pass).toBe(true);
    const over = apiChangesLine('site', [page(step, 90_000, CHANGES + 1)]);
    expect(over).toMatchObject({ pass: false, budget: 'every page ≤ 16.0 KB gzip' });
    expect(over.measured).toContain(`over: ${step} (${CHANGES + 1} B gzip)`);
    expect(apiChangesLine('site', []).pass).toBe(false);
  });
});

describe('the API pages the budgets measure', () => {
  it("are every docs version's, listing and changes pages apart from detail pages", () => {
    const out = tempDir('api-pages-');
    const write = (file: string, bytes: number) => writeIn(out, file, 'x'.repeat(bytes));
    write('docs/api/namespaces/index.html', 100);
    write('docs/0.6/api/namespaces/index.html', 300);
    write('docs/next/api/records/in/celerity/detail/2/index.html', 200);
    write('docs/next/api/records/A/index.html', 50);
    write('docs/getting-started/index.html', 999);
    write('docs/api/changes/index.html', 70);
    write('docs/api/changes/0-6-to-0-7/index.html', 400);
    const { details, indexes, changes } = measureApiPages(out);
    expect(indexes.map((p) => [p.file, p.raw])).toEqual([
      ['docs/0.6/api/namespaces/index.html', 300],
      ['docs/next/api/records/in/celerity/detail/2/index.html', 200],
      ['docs/api/namespaces/index.html', 100],
      ['docs/api/changes/index.html', 70],
    ]);
    expect(details.map((p) => p.file)).toEqual(['docs/next/api/records/A/index.html']);
    expect(changes.map((p) => p.file)).toEqual(['docs/api/changes/0-6-to-0-7/index.html']);
  });
});
