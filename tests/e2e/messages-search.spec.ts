import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';

// A runtime message pasted from a terminal, its placeholders filled in, with or without the log line's
// prefix, finds its entry on the messages page of the version searched as the first result: in the
// modal opened on a page of that version, and on /search/ with that version.

interface Pasted {
  level: string;
  /** The docs page the modal is opened on; its version is the one searched. */
  page: string;
  /** The /search/ version parameter, when not the latest release. */
  version?: string;
  line: string;
  /** The entry it must find: the messages page of the version and the message's anchor. */
  expected: string;
}

const PASTED: Pasted[] = [
  {
    level: 'warning',
    page: '/docs/pitfalls/',
    line: '[2026-11-28 13:52:01.123] [0] [warning] Device kernel T3 "init" declares a reading access on uninitialized buffer B1 "grid" {[0,0,0] - [512,512,1]}.',
    expected: '/docs/messages/#declares-a-access-on-uninitialized',
  },
  {
    level: 'error',
    page: '/docs/range-mappers/',
    line: '[2026-11-28 13:52:01.456] [1] [error] Device kernel T5 "stencil" has overlapping writes between multiple nodes in buffer B0 "field" {[0,0,0] - [64,512,1]}. Choose a non-overlapping range mapper for this write access or constrain the split via experimental::constrain_split to make the access non-overlapping.',
    expected: '/docs/messages/#has-overlapping-writes-between-multiple-nodes-in-choose',
  },
  {
    level: 'error',
    page: '/docs/debugging-and-profiling/',
    line: '[2026-11-28 13:52:02.001] [0] [error] Out-of-bounds access detected in device kernel T2 "blur": accessor 0 attempted to access buffer B1 "image" indicies between {[333] - [335]} and outside the declared range [0] - [333].',
    expected: '/docs/messages/#out-of-bounds-access-detected-in-accessor-attempted',
  },
  {
    level: 'warning',
    page: '/docs/',
    line: '[2026-11-28 13:52:03.250] [1] [warning] Refusing to oversubscribe device kernel T4 "sum" because it performs a reduction.',
    expected: '/docs/messages/#refusing-to-oversubscribe',
  },
  {
    level: 'warning',
    page: '/docs/getting-started/',
    line: 'Celerity has detected that only 4 logical cores are available to this process. It is recommended to assign at least 6 logical cores. Performance may be negatively impacted.',
    expected: '/docs/messages/#celerity-has-detected-that-only-logical-cores-are',
  },
  {
    level: 'warning',
    page: '/docs/pitfalls/',
    line: '[2026-11-28 13:55:40.017] [0] [warning] Your program appears to call queue::wait() excessively, which may lead to performance degradation.',
    expected: '/docs/messages/#your-program-appears-to-call-queue-wait-excessively',
  },
  {
    level: 'warning',
    page: '/docs/',
    line: '[2026-11-28 13:53:10.900] [2] [warning] Your program triggers frequent allocations or resizes for buffer B2 "particles", which may degrade performance. If possible, avoid celerity::queue::fence()',
    expected: '/docs/messages/#your-program-triggers-frequent-allocations-or-resizes-for',
  },
  {
    level: 'warning',
    page: '/docs/mpi/',
    line: '[2026-11-28 13:54:00.000] [3] [warning] [executor] no progress for 20s, might be stuck. Active instructions: I12, I15',
    expected: '/docs/messages/#executor-no-progress-for-might-be-stuck-active',
  },
  {
    level: 'panic',
    page: '/docs/',
    line: 'celerity-runtime panic: asynchronous SYCL errors:\n\tUR_RESULT_ERROR_OUT_OF_DEVICE_MEMORY',
    expected: '/docs/messages/#asynchronous-sycl-errors',
  },
  {
    level: 'panic',
    page: '/docs/host-tasks/',
    line: 'celerity-runtime panic: Celerity runtime, queue, handler, buffer and host_object types must only be constructed, used, and destroyed from the application thread.',
    expected: '/docs/messages/#celerity-runtime-queue-handler-buffer-and-host-object',
  },
  {
    level: 'exception',
    page: '/docs/installation/',
    line: "terminate called after throwing an instance of 'std::runtime_error'\n  what():  Device selection failed: No devices available",
    expected: '/docs/messages/#device-selection-failed-no-devices-available',
  },
  {
    level: 'exception',
    page: '/docs/range-mappers/',
    line: 'The 2D split constraint [8,8] does not evenly divide the kernel global size [100,100]',
    expected: '/docs/messages/#the-split-constraint-does-not-evenly-divide-the',
  },
  {
    level: 'warning (0.6)',
    page: '/docs/0.6/pitfalls/',
    version: '0.6',
    line: '[2026-11-28 13:52:01.123] [0] [warning] Device kernel T1 "step" declares a reading access on uninitialized buffer B0 "u" {[0,0,0] - [512,512,1]}. Make sure to construct the accessor with no_init if possible.',
    expected: '/docs/0.6/messages/#declares-a-reading-access-on-uninitialized-make-sure',
  },
  {
    level: 'panic (0.6)',
    page: '/docs/0.6/',
    version: '0.6',
    line: 'celerity-runtime panic: Detected an attempt to destroy runtime while at least one distr_queue, buffer or host_object was still alive.',
    expected: '/docs/0.6/messages/#detected-an-attempt-to-destroy-runtime-while-at',
  },
  {
    level: 'exception (0.6)',
    page: '/docs/0.6/getting-started/',
    version: '0.6',
    line: "terminate called after throwing an instance of 'std::runtime_error'\n  what():  Only one celerity::distr_queue can be created per process (but it can be copied!)",
    expected: '/docs/0.6/messages/#only-one-celerity-distr-queue-can-be-created',
  },
  {
    level: 'exception (0.6)',
    page: '/docs/0.6/',
    version: '0.6',
    line: 'Exhausted task slots with no horizons or epochs in flight. Likely due to generating a very large number of tasks with no dependencies.',
    expected: '/docs/0.6/messages/#exhausted-task-slots-with-no-horizons-or-epochs',
  },
  {
    level: 'warning (next)',
    page: '/docs/next/',
    version: 'next',
    line: '[2026-11-28 13:52:00.500] [0] [warning] Affinity mask spans multiple processor groups (not supported on Windows).',
    expected: '/docs/next/messages/#affinity-mask-spans-multiple-processor-groups-not-supported',
  },
];

const firstModalHit = (page: Page) => page.locator('.DocSearch-Hit a').first();

for (const pasted of PASTED) {
  const text = pasted.line.replace(/\s+/g, ' ').slice(0, 60);
  test(`${pasted.level}: "${text}…" is found first in the modal on ${pasted.page}`, async ({ page }) => {
    await gotoHydrated(page, pasted.page);
    await page.getByTestId('search-button').click();
    await page.locator('.DocSearch-Input').fill(pasted.line);
    await expect(firstModalHit(page)).toHaveAttribute('href', pasted.expected);
  });

  test(`${pasted.level}: "${text}…" is found first on /search/`, async ({ page }) => {
    const version = pasted.version ? `&version=${pasted.version}` : '';
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(pasted.line)}${version}`);
    await expect(page.locator('main ol a').first()).toHaveAttribute('href', pasted.expected);
  });
}

test('the messages pages: every version has its own, each message has an anchor, level and since badge', async ({
  page,
}) => {
  for (const [path, text] of [
    ['/docs/messages/', 'Refusing to oversubscribe {}{}.'],
    [
      '/docs/0.6/messages/',
      'Only one celerity::distr_queue can be created per process (but it can be copied!)',
    ],
    ['/docs/next/messages/', 'Affinity mask spans multiple processor groups (not supported on Windows).'],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Runtime messages');
    await expect(
      page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Runtime messages' }),
    ).toHaveAttribute('aria-current', 'page');
    const entry = page
      .locator('[id]')
      .filter({ has: page.getByText(text, { exact: true }) })
      .last();
    await expect(entry).toBeVisible();
  }
  await gotoHydrated(page, '/docs/0.6/messages/');
  const distr = page.locator('#only-one-celerity-distr-queue-can-be-created');
  await expect(distr).toContainText('removed in 0.7');
  await expect(distr).toContainText('throws std::runtime_error');
});

for (const path of ['/docs/messages/', '/docs/0.6/messages/', '/docs/next/messages/'])
  test(`axe finds nothing on ${path} in light and dark theme`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await axeViolations(page), 'light').toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await axeViolations(page), 'dark').toEqual([]);
  });
