import { describe, expect, it } from 'vitest';
import { markedReleases } from '@/lib/version-facts/asides';
import { pageUnits } from '@/lib/version-facts/page-units';
import { checkPage, type ReleaseView } from '@/lib/version-facts/prose-check';
import { formatProblem } from '@/lib/validation/problem';

// Facts of two releases, as the version facts and the API history give them.
const view = (label: string): ReleaseView => ({
  label,
  order: ['0.6', '0.7', 'next'],
  names: new Map([
    ['CELERITY_LOG_LEVEL', [{ kind: 'environment variable', versions: ['0.6', '0.7', 'next'] }]],
    ['CELERITY_THREAD_PINNING', [{ kind: 'environment variable', versions: ['0.7', 'next'] }]],
    ['CELERITY_TRACY', [{ kind: 'environment variable', versions: ['0.6', '0.7', 'next'] }]],
    ['CELERITY_CXX_STANDARD', [{ kind: 'CMake variable', versions: ['0.6'] }]],
    ['CELERITY_ENABLE_MPI', [{ kind: 'CMake variable', versions: ['0.7', 'next'] }]],
  ]),
  api: new Map([
    ['celerity::queue', ['0.7', 'next']],
    ['celerity::distr_queue', ['0.6', '0.7', 'next']],
  ]),
  messages: new Map([
    ['Using platform "{}", device "{}" as D{} ({})', ['0.6', '0.7', 'next']],
    ['Not all hardcoded core IDs are available, downgrading to auto-pinning.', ['0.7', 'next']],
    [
      'The executor was starved for instructions for {:.1f}, or {:.1f}% of the total active time of {:.1f}. This may indicate that your application is scheduler-bound. If you are interleaving Celerity tasks with other work, try flushing the queue.',
      ['0.7', 'next'],
    ],
  ]),
});

const PINNING = 'Set `CELERITY_THREAD_PINNING=auto` to pin the runtime threads to cores.\n';
const check = (source: string, label: string, file = `content/v${label}/page.mdx`) =>
  checkPage(file, pageUnits(source), view(label)).map(formatProblem);

describe('release facts of a docs page', () => {
  it('catches an environment variable planted in a 0.6 page, with place, releases and did-you-mean', () => {
    const found = check(
      `# Configuration\n\n${PINNING}`,
      '0.6',
      'content/versioned_docs/version-0.6/configuration.mdx',
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^content\/versioned_docs\/version-0\.6\/configuration\.mdx:3:6: environment variable CELERITY_THREAD_PINNING: 0\.6 does not have it; releases that have it: 0\.7, next\./,
    );
  });

  it('passes the same sentence in a 0.7 page', () => {
    expect(check(`# Configuration\n\n${PINNING}`, '0.7')).toEqual([]);
  });

  it('suggests the nearest name of that kind in the release', () => {
    expect(check('Raise `CELERITY_LOG_LEVL` to see more.\n', '0.6')[0]).toContain(
      'Did you mean "CELERITY_LOG_LEVEL"?',
    );
    expect(check('Raise `CELERITY_LOG_LEVL` to see more.\n', '0.6')[0]).toContain(
      'no release of the library has this name',
    );
  });

  it('exempts a sentence marked as being about another release, and only that sentence', () => {
    for (const aside of [
      'In 0.7, `CELERITY_THREAD_PINNING` pins the threads.',
      'Since Celerity 0.7.0 the runtime reads `CELERITY_THREAD_PINNING`.',
      '0.7 adds `CELERITY_THREAD_PINNING`.',
      'From 0.7 on, `CELERITY_THREAD_PINNING` pins threads.',
      '`CELERITY_THREAD_PINNING` <Since version="0.7" /> pins threads.',
    ])
      expect(check(`${aside}\n`, '0.6'), aside).toEqual([]);
    const two = check(
      'In 0.7, `CELERITY_THREAD_PINNING` pins threads. Set\n`CELERITY_THREAD_PINNING=auto` here.\n',
      '0.6',
    );
    expect(two).toHaveLength(1);
    expect(two[0]).toMatch(/:2:2: /);
    expect(
      check(
        '## Pinning <Since version="0.7" />\n\nSet `CELERITY_THREAD_PINNING`.\n\n## Next\n\nSet `CELERITY_THREAD_PINNING`.\n',
        '0.6',
      ),
    ).toHaveLength(1);
  });

  it('exempts a name of an earlier release in a sentence saying it is gone', () => {
    expect(check('The package no longer sets `CELERITY_CXX_STANDARD`.\n', '0.7')).toEqual([]);
    expect(check('The package sets `CELERITY_CXX_STANDARD`.\n', '0.7')).toHaveLength(1);
    expect(check('The package no longer sets `CELERITY_ENABLE_MPI`.\n', '0.6')).toHaveLength(1);
  });

  it('marks a code block by the sentence leading into it or by its title', () => {
    const block = '```bash\nCELERITY_THREAD_PINNING=auto ./app\n```\n';
    expect(check(`In 0.7, run:\n\n${block}`, '0.6')).toEqual([]);
    expect(check(`Run:\n\n${block}`, '0.6')[0]).toMatch(/:4:1: environment variable CELERITY_THREAD_PINNING/);
    expect(check('```cmake title="for 0.6"\nset(X ${CELERITY_CXX_STANDARD})\n```\n', '0.7')).toEqual([]);
    expect(check('Configure with `-DCELERITY_ENABLE_MPI=OFF`.\n', '0.6')[0]).toContain(
      'CMake variable CELERITY_ENABLE_MPI',
    );
  });

  it('checks qualified API names in inline code against the history', () => {
    expect(check('Submit to a `celerity::queue`.\n', '0.6')[0]).toMatch(
      /:1:13: API name celerity::queue: 0\.6 does not have it; releases that have it: 0\.7, next/,
    );
    expect(check('Submit to a `celerity::distr_queue`.\n', '0.6')).toEqual([]);
    expect(check('Submit to a `celerity::queue`.\n', '0.7')).toEqual([]);
  });

  it('checks quoted runtime messages: output log lines and inline quotes', () => {
    const output =
      '```text\n[...] [0] [info] Using platform "CUDA", device "A100" as D0 (automatically selected)\n```\n';
    expect(check(output, '0.6')).toEqual([]);
    const pinning = '`Not all hardcoded core IDs are available, downgrading to auto-pinning.`\n';
    expect(check(pinning, '0.7')).toEqual([]);
    expect(check(pinning, '0.6')[0]).toMatch(
      /:1:1: runtime message ".*": 0\.6 does not print it; releases that do: 0\.7, next\./,
    );
    expect(check(`In 0.7 the runtime warns ${pinning}`, '0.6')).toEqual([]);
    // A quote of several sentences stays one quote.
    const starved =
      'The runtime warns `The executor was starved for instructions for 1.2 s, or 35.1% of the total active time of 3.4 s. This may indicate that your application is scheduler-bound. If you are interleaving Celerity tasks with other work, try flushing the queue.` Then it goes on.\n';
    expect(check(starved, '0.7')).toEqual([]);
    expect(check(starved, '0.6')[0]).toMatch(
      /:1:19: runtime message "The executor was starved.*": 0\.6 does not print it/,
    );
    const misquote =
      '```text\n[...] [0] [info] Using platfrom "CUDA", device "A100" as D0 (automatically selected)\n```\n';
    expect(check(misquote, '0.7')[0]).toMatch(
      /:2:1: runtime message .*no release prints it\. Did you mean "Using platform/,
    );
    expect(check('```text\n[...] [0] [info] step 100 of 1000: residual 4e-3\n```\n', '0.7')).toEqual([]);
  });
});

describe('recognised asides', () => {
  it('reads the release a sentence is about', () => {
    expect(markedReleases('In 0.7, pinning arrived.')).toEqual(['0.7']);
    expect(markedReleases('Up to release 0.6.0 the scheduler did this.')).toEqual(['0.6']);
    expect(markedReleases('It was introduced in Celerity 0.4.1 and 0.7 and later keep it.')).toEqual([
      '0.4.1',
      '0.7',
    ]);
    expect(markedReleases('The runtime pins its threads.')).toEqual([]);
  });
});
