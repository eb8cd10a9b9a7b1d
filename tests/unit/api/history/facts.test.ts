import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { buildHistory } from '@/lib/api/history/diff';
import { versionFacts } from '@/lib/api/history/facts';
import type { HistoryFile, MemberHistory } from '@/lib/api/history/schema';

// What a class's members are across two versions, as a reader calls them: members of a base outside
// the public API, special members the compiler declares, and members of an alias's target are the
// class's own, whatever the header spells.

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function historyOf(...headers: string[]): Promise<HistoryFile> {
  return historyWith(headers.map((header) => ({ header })));
}

async function historyWith(
  versions: Array<{ header: string; defined?: Array<{ name: string; file: string }> }>,
): Promise<HistoryFile> {
  const facts = await Promise.all(
    versions.map(async ({ header, defined }, index) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'history-facts-'));
      folders.push(dir);
      mkdirSync(path.join(dir, 'include'));
      writeFileSync(path.join(dir, 'include', 'api.h'), header);
      const { model, warnings } = await extractApiModel({
        includeDirs: ['include'],
        rootDir: dir,
        includeDetail: true,
        sourceUrlBase: 'https://example.org/',
      });
      const label = `0.${index + 1}`;
      return versionFacts({ label, ref: label, commit: label }, model, warnings, defined);
    }),
  );
  return buildHistory(facts);
}

const membersOf = (history: HistoryFile, name: string): MemberHistory[] =>
  history.symbols.find((symbol) => symbol.name === name)?.members ?? [];

describe('history facts of members', () => {
  it('counts the members of a base in detail as the class own, so moving them into it changes nothing', async () => {
    const history = await historyOf(
      `namespace celerity {
       namespace detail { template <int D> class sized { public: int get_size() const; }; }
       template <int D> class part : public detail::sized<D> { public: int get_offset() const; };
       }`,
      `namespace celerity {
       template <int D> class part { public: int get_size() const; int get_offset() const; };
       }`,
    );
    expect(membersOf(history, 'celerity::part').map((member) => member.name)).toEqual([]);
  });

  it('reads a class defined with a name qualified from its namespace', async () => {
    const before = `namespace celerity { namespace experimental { class view; }
      class experimental::view { public: int get_count() const; }; }`;
    const after = `namespace celerity { namespace experimental {
      class view { public: int get_count() const; int get_total() const; }; } }`;
    const history = await historyOf(before, after);
    const members = membersOf(history, 'celerity::experimental::view');
    expect(members.map((member) => [member.name, member.events.map((event) => event.type)])).toEqual([
      ['get_total', ['added']],
    ]);
  });

  it('keeps a conversion operator respelled from cl::sycl:: to sycl:: as one changed member', async () => {
    const history = await historyOf(
      `namespace celerity { class nd { public: operator cl::sycl::nd_range<1>() const; }; }`,
      `namespace celerity { class nd { public: operator sycl::nd_range<1>() const; }; }`,
    );
    expect(membersOf(history, 'celerity::nd')).toEqual([
      {
        name: 'operator sycl::nd_range<1>',
        kind: 'function',
        events: [
          {
            type: 'changed',
            version: '0.2',
            before: ['operator cl::sycl::nd_range<1>() const'],
            after: ['operator sycl::nd_range<1>() const'],
          },
        ],
      },
    ]);
  });

  it('writes the special members the compiler declares, so defaulted or deleted ones that go implicit change', async () => {
    const history = await historyOf(
      `namespace celerity {
       class buf { public: buf(const buf&) = default; buf(buf&&) = default; ~buf() {} };
       class queue { public: queue& operator=(const queue&) = delete; queue& operator=(queue&&) = delete; };
       }`,
      `namespace celerity { class buf {}; class queue {}; }`,
    );
    const events = (owner: string, name: string) =>
      membersOf(history, owner).find((member) => member.name === name)?.events;
    expect(events('celerity::buf', 'buf')).toEqual([
      {
        type: 'changed',
        version: '0.2',
        before: ['buf(buf&&) = default', 'buf(const buf&) = default'],
        after: ['buf(buf&&) /* implicit */', 'buf(const buf&) /* implicit */'],
      },
    ]);
    expect(events('celerity::buf', '~buf')?.map((event) => event.type)).toEqual(['changed']);
    // A user-declared destructor keeps the compiler from declaring a move assignment, so it arrives in 0.2.
    expect(events('celerity::buf', 'operator=')).toEqual([
      {
        type: 'changed',
        version: '0.2',
        before: [],
        after: ['buf& operator=(buf&&) /* implicit */'],
      },
    ]);
    expect(events('celerity::queue', 'operator=')).toEqual([
      {
        type: 'changed',
        version: '0.2',
        before: ['queue& operator=(const queue&) = delete', 'queue& operator=(queue&&) = delete'],
        after: ['queue& operator=(const queue&) /* implicit */', 'queue& operator=(queue&&) /* implicit */'],
      },
    ]);
    // Nor does it declare a move constructor while the class declares a copy assignment.
    expect(events('celerity::queue', 'queue')).toEqual([
      {
        type: 'changed',
        version: '0.2',
        before: [],
        after: ['queue(queue&&) /* implicit */'],
      },
    ]);
  });

  it('starts the members of an alias that became a class with the class, without additions', async () => {
    const history = await historyOf(
      `namespace celerity { using sycl::id; }`,
      `namespace celerity { template <int D> class id { public: int get(int d) const; }; }`,
      `namespace celerity { template <int D> class id { public: int get(int d) const; int size() const; }; }`,
    );
    expect(membersOf(history, 'celerity::id').map((member) => [member.name, member.events])).toEqual([
      ['size', [{ type: 'added', version: '0.3' }]],
    ]);
  });

  it('counts a public macro the build defines for programs as present, like one a header defines', async () => {
    const cmake = [
      { name: 'CELERITY_FEATURE_X', file: 'CMakeLists.txt' },
      { name: 'CELERITY_DETAIL_Y', file: 'CMakeLists.txt' },
    ];
    const history = await historyWith([
      { header: '', defined: cmake },
      { header: '/// Whether X is there.\n#define CELERITY_FEATURE_X 1\n' },
    ]);
    const macros = history.symbols.filter((symbol) => symbol.kind === 'macro');
    expect(macros.map((symbol) => [symbol.name, symbol.events])).toEqual([
      ['CELERITY_FEATURE_X', [{ type: 'added', version: '0.1' }]],
    ]);
  });

  it('changes a specialisation the primary template takes over to it, with its members, instead of removing it', async () => {
    const history = await historyOf(
      `namespace celerity { template <int D> class part { public: int size() const; }; template <> class part<0> {}; }`,
      `namespace celerity { template <int D> class part { public: int size() const; }; }`,
    );
    const zero = history.symbols.find((symbol) => symbol.name === 'celerity::part<0>');
    expect(zero?.events).toEqual([
      { type: 'added', version: '0.1' },
      {
        type: 'changed',
        version: '0.2',
        before: ['template <> class celerity::part<0>'],
        after: ['template <int D> class celerity::part'],
      },
    ]);
    expect(zero?.members.find((member) => member.name === 'size')?.events).toEqual([
      { type: 'added', version: '0.2' },
    ]);
  });

  it("records the deprecation of a member deprecated from its class's first version", async () => {
    const history = await historyOf(
      `namespace celerity { class acc { public: [[deprecated("use window")]] int get_memory() const; }; }`,
      `namespace celerity { class acc { public: int get_window() const; }; }`,
    );
    expect(
      membersOf(history, 'celerity::acc').find((member) => member.name === 'get_memory')?.events,
    ).toEqual([
      { type: 'deprecated', version: '0.1', message: 'use window', signature: 'int get_memory() const' },
      { type: 'removed', version: '0.2' },
    ]);
  });
});
