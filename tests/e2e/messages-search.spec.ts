import type { BrowserContext, Locator, Page } from '@playwright/test';
import { MAX_QUERY_LENGTH, pastedQuery } from '@/lib/search/client/message-match';
import { expect, gotoHydrated, test } from './fixtures';

// Runtime messages as a user pastes them out of a terminal, their placeholders filled with realistic
// values and most with the log line's prefix, each in the docs version whose runtime prints it. The
// first hit must be the message's entry on that version's messages page: the test follows it and reads
// the entry's quoted text.

interface PastedMessage {
  /** The messages page of the version that prints it. */
  page: string;
  line: string;
  /** The start of the message's text as the messages page quotes it. */
  entry: string;
}

const stamp = '[2026-11-28 13:52:01.123]';
const messages: PastedMessage[] = [
  {
    page: '/docs/messages/',
    line: `${stamp} [0] [warning] Device kernel T3 "stencil" declares a consuming access on uninitialized B1 "grid" {[0,0,0] - [512,512,1]}. Make sure to construct the accessor with no_init if this was unintentional.`,
    entry: '{} declares a {} access on uninitialized',
  },
  {
    page: '/docs/0.6/messages/',
    line: `${stamp} [0] [warning] Device kernel T3 "stencil" declares a reading access on uninitialized B1 "grid" {[0,0,0] - [512,512,1]}. Make sure to construct the accessor with no_init if possible.`,
    entry: '{} declares a reading access on uninitialized',
  },
  {
    page: '/docs/messages/',
    line: `${stamp} [1] [error] Device kernel T5 "init" has overlapping writes between multiple nodes in B0 "out" {[0,0,0] - [1,1024,1]}. Choose a non-overlapping range mapper for this write access or constrain the split via experimental::constrain_split to make the access non-overlapping.`,
    entry: '{} has overlapping writes between multiple nodes',
  },
  {
    page: '/docs/0.6/messages/',
    line: `${stamp} [0] [error] Out-of-bounds access detected in device kernel T2 "matmul": accessor 1 attempted to access buffer B2 "c" indicies between [512,0,0] - [513,512,1] and outside the declared range [0,0,0] - [512,512,1].`,
    entry: 'Out-of-bounds access detected in',
  },
  {
    page: '/docs/messages/',
    line: `${stamp} [0] [warning] Your program appears to call queue::wait() excessively, which may lead to performance degradation. Consider using queue::fence() for data-dependent branching and employ queue::wait() for timing only on a very coarse granularity.`,
    entry: 'Your program appears to call queue::wait() excessively',
  },
  {
    page: '/docs/messages/',
    line: "terminate called after throwing an instance of 'std::runtime_error'\n  what():  Device selection failed: No devices available",
    entry: 'Device selection failed: No devices available',
  },
  {
    page: '/docs/0.6/messages/',
    line: "terminate called after throwing an instance of 'std::runtime_error'\n  what():  Only one celerity::distr_queue can be created per process (but it can be copied!)",
    entry: 'Only one celerity::distr_queue can be created',
  },
  {
    page: '/docs/messages/',
    line: `${stamp} [0] [warning] Celerity has detected that only 4 logical cores are available to this process. It is recommended to assign at least 6 logical cores. Performance may be negatively impacted.`,
    entry: 'Celerity has detected that only {} logical cores',
  },
  {
    page: '/docs/messages/',
    line: `${stamp} [3] [warning] Refusing to oversubscribe device kernel T4 "sum" because it performs a reduction.`,
    entry: 'Refusing to oversubscribe',
  },
  {
    page: '/docs/messages/',
    line: `${stamp} [0] [warning] Your program triggers frequent allocations or resizes for buffer B2 "tmp", which may degrade performance. If possible, avoid celerity::queue::fence(), celerity::queue::wait() and celerity::experimental::flush() between command groups of growing access patterns, or try increasing scheduler lookahead via celerity::experimental::set_lookahead().`,
    entry: 'Your program triggers frequent allocations or resizes',
  },
  {
    page: '/docs/next/messages/',
    line: 'celerity-runtime panic: asynchronous SYCL errors:\n\tOUT_OF_DEVICE_MEMORY',
    entry: 'asynchronous SYCL errors:',
  },
  {
    page: '/docs/0.6/messages/',
    line: `${stamp} [error] [config.cc:134] Validation error for environment variable 'CELERITY_DEVICES': Support for CELERITY_DEVICES has been removed with Celerity 0.6.0.\nPlease use SYCL or vendor specific means to limit device visibility.`,
    entry: 'Support for CELERITY_DEVICES has been removed',
  },
  {
    page: '/docs/0.6/messages/',
    line: `${stamp} [0] [warning] Celerity detected more than one node (MPI rank) on this host, which is not recommended. Will attempt to distribute local devices evenly across nodes.`,
    entry: 'Celerity detected more than one node (MPI rank)',
  },
  {
    page: '/docs/messages/',
    line: `${stamp} [0] [warning] The executor was starved for instructions for 1.2 s, or 35.1% of the total active time of 3.4 s. This may indicate that your application is scheduler-bound. If you are interleaving Celerity tasks with other work, try flushing the queue.`,
    entry: 'The executor was starved for instructions',
  },
  {
    page: '/docs/next/messages/',
    line: `${stamp} [2] [warning] [executor] no progress for 20 s, might be stuck. Active instructions: I42, I43`,
    entry: '[executor] no progress for',
  },
  {
    page: '/docs/0.6/messages/',
    line: `${stamp} [error] [config.cc:134] Parser error for environment variable 'CELERITY_TRACY': Unable to parse '{}'. Possible values are: off, fast, full.`,
    entry: "Unable to parse '{}'. Possible values are: off, fast, full.",
  },
];

const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** Pastes `text` into the focused input as the clipboard would. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((text) => navigator.clipboard.writeText(text), text);
  await page.keyboard.press('ControlOrMeta+v');
}

/** The quoted text of each entry of a messages page, by anchor (read once per page). */
async function entriesOf(page: Page, path: string): Promise<Map<string, string>> {
  await gotoHydrated(page, path);
  const pairs = await page
    .locator('[id] > pre > code')
    .evaluateAll((codes) =>
      codes.map((code) => [code.parentElement!.parentElement!.id, code.textContent ?? '']),
    );
  return new Map(pairs as Array<[string, string]>);
}

/** The quoted text of the entry a hit's link names. */
function entryOf(entries: Map<string, string>, href: string): string {
  const hash = new URL(href, 'http://site').hash.slice(1);
  expect(hash, `${href} names an entry`).not.toBe('');
  return entries.get(decodeURIComponent(hash)) ?? `(no entry #${hash})`;
}

const pages = [...new Set(messages.map((message) => message.page))];

/** For each version's messages page: its entries and its pasted messages, with the clipboard allowed. */
async function eachVersion(
  page: Page,
  context: BrowserContext,
  check: (path: string, entries: Map<string, string>, cases: PastedMessage[]) => Promise<void>,
): Promise<void> {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const path of pages)
    await check(
      path,
      await entriesOf(page, path),
      messages.filter((message) => message.page === path),
    );
}

/** The first hit links to the entry of `entry` on the messages page at `path`. */
async function expectFirstHit(
  hit: Locator,
  path: string,
  entries: Map<string, string>,
  { line, entry }: PastedMessage,
) {
  await expect(hit).toHaveAttribute('href', new RegExp(`^${path.replace(/\//g, '\\/')}#`));
  expect(entryOf(entries, (await hit.getAttribute('href')) ?? ''), line).toContain(entry);
}

test('a pasted message finds its entry first in the search modal of its version', async ({ page, context }) =>
  eachVersion(page, context, async (path, entries, cases) => {
    for (const pasted of cases) {
      await page.getByTestId('search-button').click();
      await input(page).focus();
      await paste(page, pasted.line);
      // The input holds the message without its log prefix or line breaks, cut at 64 characters.
      const typed = await input(page).inputValue();
      expect(typed.length).toBeLessThanOrEqual(64);
      expect(typed, pasted.line).not.toMatch(/^\[\d{4}-|terminate called|\n/);
      await expectFirstHit(hitLinks(page).first(), path, entries, pasted);
      await page.keyboard.press('Escape');
      await expect(input(page)).toHaveCount(0);
    }
  }));

test('/search/ lists the message first, for a whole log line in ?q= and pasted into its input', async ({
  page,
  context,
}) =>
  eachVersion(page, context, async (path, entries, [first, ...rest]) => {
    const version = path.split('/')[2];
    const versionQuery = version === 'messages' ? '' : `&version=${version}`;
    // The first through the address, the others pasted over the query in the page's own input.
    await gotoHydrated(page, `/search/?q=${encodeURIComponent(first!.line)}${versionQuery}`);
    for (const pasted of [first!, ...rest]) {
      if (pasted !== first) {
        await page.locator('#search-page-input').selectText();
        await paste(page, pasted.line);
      }
      // The results of this query, not the previous one's.
      await expect(page.locator('main h1')).toHaveText(
        `Search results for “${pastedQuery(pastedQuery(pasted.line).slice(0, MAX_QUERY_LENGTH))}”`,
      );
      await expect(page.locator('main ol[aria-busy="false"]')).toHaveCount(1);
      await expectFirstHit(page.locator('main ol a').first(), path, entries, pasted);
    }
  }));
