import { describe, expect, it } from 'vitest';
import { historyBadges, type HistoryRef } from '@/lib/api/history/badges';
import { pairDeclarations } from '@/lib/api/history/pairing';
import type { HistoryEvent } from '@/lib/api/history/schema';

const versions = ['0.3', '0.4', '0.5', '0.6', 'next'];
const ref = (symbol: HistoryEvent[], extra: Partial<HistoryRef> = {}): HistoryRef => ({
  versions,
  symbol,
  ...extra,
});
const added = (version: string, from?: string): HistoryEvent => ({
  type: 'added',
  version,
  ...(from ? { from } : {}),
});

describe('history badges', () => {
  it('says "or earlier" for what the oldest version has, and "since" otherwise', () => {
    expect(historyBadges(ref([added('0.3')]), '0.6')).toEqual({ since: '0.3 or earlier' });
    expect(historyBadges(ref([added('0.5')]), '0.6')).toEqual({ since: 'since 0.5' });
    expect(historyBadges(ref([added('next')]), '0.6')).toEqual({ since: 'since next' });
    expect(historyBadges(ref([added('0.5', '0.4')]), '0.6')).toEqual({ since: 'since 0.4–0.5' });
  });

  it('shows a removal only from a version before it, and dates a re-addition', () => {
    const events = [added('0.3'), { type: 'removed', version: '0.4' }, added('0.5')] as HistoryEvent[];
    expect(historyBadges(ref(events), '0.3')).toEqual({
      since: '0.3 or earlier',
      removed: { version: '0.4' },
    });
    expect(historyBadges(ref(events), '0.6')).toEqual({ since: 'since 0.5' });
  });

  it('shows a deprecation from its version on, with the message', () => {
    const events: HistoryEvent[] = [
      added('0.3'),
      { type: 'deprecated', version: '0.5', message: 'use queue' },
    ];
    expect(historyBadges(ref(events), '0.4')).toEqual({ since: '0.3 or earlier' });
    expect(historyBadges(ref(events), '0.6')).toEqual({
      since: '0.3 or earlier',
      deprecated: { version: '0.5', message: 'use queue' },
    });
  });

  describe('of one overload', () => {
    const member: HistoryEvent[] = [
      {
        type: 'changed',
        version: '0.5',
        before: ['void f(int x)'],
        after: ['void f(double d)', 'void f(int x, int y)'],
      },
      { type: 'deprecated', version: '0.6', message: 'pass both', signature: 'void f(int x, int y)' },
    ];
    const row = (declaration: string) => ref([added('0.3')], { member, declaration });

    it('pairs a changed declaration with its former self and dates a new overload', () => {
      expect(historyBadges(row('void f(int x, int y)'), '0.5')).toEqual({
        since: '0.3 or earlier',
        changed: { version: '0.5', before: 'void f(int x)', after: 'void f(int x, int y)' },
      });
      expect(historyBadges(row('void f(double d)'), '0.6')).toEqual({ since: 'since 0.5' });
    });

    it('names the deprecated overload only', () => {
      expect(historyBadges(row('void f(int x, int y)'), '0.6')?.deprecated).toEqual({
        version: '0.6',
        message: 'pass both',
      });
      expect(historyBadges(row('void f(double d)'), '0.6')?.deprecated).toBeUndefined();
    });

    it('dates the deprecation of a reworded or split overload from its former declaration', () => {
      const reworded: HistoryEvent[] = [
        { type: 'deprecated', version: '0.4', message: 'old', signature: 'void g(cl::sycl::range<1> r)' },
        {
          type: 'changed',
          version: '0.6',
          before: ['void g(cl::sycl::range<1> r)'],
          after: ['void g(sycl::range<1> r)'],
        },
        { type: 'deprecated', version: '0.6', message: 'reworded', signature: 'void g(sycl::range<1> r)' },
      ];
      const gRow = (declaration: string) => ref([added('0.3')], { member: reworded, declaration });
      expect(historyBadges(gRow('void g(sycl::range<1> r)'), '0.6')?.deprecated).toEqual({
        version: '0.4',
        message: 'reworded',
      });
      // Split into two declarations that share too little with it to pair: older when all it replaced was.
      const split: HistoryEvent[] = [
        { type: 'deprecated', version: '0.4', message: 'old', signature: 'void h(int)' },
        {
          type: 'changed',
          version: '0.6',
          before: ['void h(int)'],
          after: ['void h(long a, long b, long c)'],
        },
        { type: 'deprecated', version: '0.6', message: 'old', signature: 'void h(long a, long b, long c)' },
      ];
      const hRow = (declaration: string) => ref([added('0.3')], { member: split, declaration });
      expect(historyBadges(hRow('void h(long a, long b, long c)'), '0.6')?.deprecated?.version).toBe('0.4');
      // A former declaration that was not deprecated leaves the new deprecation its own version.
      expect(historyBadges(row('void f(int x, int y)'), 'next')?.deprecated?.version).toBe('0.6');
    });

    it('says when an older declaration went away', () => {
      expect(historyBadges(row('void f(int x)'), '0.4')).toEqual({
        since: '0.3 or earlier',
        removed: { version: '0.5' },
      });
    });

    it('leaves changes and deprecations of overloads to their rows on a function page header', () => {
      expect(historyBadges(ref([added('0.3'), ...member], { overloadSet: true }), '0.6')).toEqual({
        since: '0.3 or earlier',
      });
    });
  });

  it('shows nothing for a version the history does not know', () => {
    expect(historyBadges(ref([added('0.3')]), '0.2')).toBeNull();
  });
});

describe('pairing changed declarations', () => {
  it('pairs a defaulted special member with the implicit one that replaced it', () => {
    const pairs = pairDeclarations(
      ['queue(const queue&) = default', 'queue(queue&&) = default'],
      ['queue(queue&&) /* implicit */', 'queue(const queue&) /* implicit */'],
    );
    expect(pairs).toEqual(
      new Map([
        ['queue(const queue&) /* implicit */', 'queue(const queue&) = default'],
        ['queue(queue&&) /* implicit */', 'queue(queue&&) = default'],
      ]),
    );
  });

  it('pairs each new declaration with its closest former one, once, and leaves new overloads alone', () => {
    const pairs = pairDeclarations(
      ['void run(on_master_node_tag, Functor&& kernel)', 'void run(collective_tag tag, Functor&& kernel)'],
      [
        'void run(const once_tag once, Functor&& task)',
        'void run(const collective_tag collective, Functor&& task)',
        'void run(const on_master_node_tag on_master_node, Functor&& task)',
      ],
    );
    expect([...pairs]).toEqual([
      [
        'void run(const on_master_node_tag on_master_node, Functor&& task)',
        'void run(on_master_node_tag, Functor&& kernel)',
      ],
      [
        'void run(const collective_tag collective, Functor&& task)',
        'void run(collective_tag tag, Functor&& kernel)',
      ],
    ]);
  });
});
