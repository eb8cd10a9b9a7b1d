import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectVersions } from '@/lib/api/history/collect';
import { buildHistory } from '@/lib/api/history/diff';
import type { HistoryFile, SymbolHistory } from '@/lib/api/history/schema';
import { sourceExtractOptions } from '@/scripts/api-extract-options';
import { createFixtureRepo } from './fixture-repo';

// The whole pipeline on a small repository built from fixtures/<ref>/: git archive of every tag and
// master, extraction as the deploy build does it (header templates configured), and the diff.

let repo: string;
let history: HistoryFile;

beforeAll(async () => {
  repo = createFixtureRepo();
  const versions = await collectVersions({
    gitDir: path.join(repo, '.git'),
    firstRelease: 'v0.1.0',
    optionsFor: (dir, ref) => sourceExtractOptions(dir, { CELERITY_SOURCE_REF: ref }),
  });
  history = buildHistory(versions);
}, 60_000);

afterAll(() => rmSync(repo, { recursive: true, force: true }));

const symbol = (name: string): SymbolHistory => {
  const found = history.symbols.find((entry) => entry.name === name);
  if (!found) throw new Error(`no history of ${name}`);
  return found;
};

describe('API history of a git repository', () => {
  it('reads every release tag and master, with what failed to parse', () => {
    expect(
      history.versions.map(({ label, ref, symbols, warnings }) => ({ label, ref, symbols, warnings })),
    ).toEqual([
      { label: '0.1', ref: 'v0.1.0', symbols: 7, warnings: [] },
      { label: '0.2', ref: 'v0.2.0', symbols: 8, warnings: [] },
      {
        label: '0.3',
        ref: 'v0.3.0',
        symbols: 8,
        warnings: [
          'include/fragile.h:5: syntax error: could not read the declaration "struct fragile {" (the unreadable code spans lines 3–9; look for a missing "}", ";" or ")")',
        ],
      },
      { label: '0.4', ref: 'v0.4.0', symbols: 9, warnings: [] },
      { label: 'next', ref: 'master', symbols: 10, warnings: [] },
    ]);
  });

  it('lists public symbols only, by qualified name', () => {
    expect(history.symbols.map((entry) => entry.name)).toEqual([
      'CELERITY_FEATURE_GADGETS',
      'CELERITY_VERSION_MINOR',
      'celerity',
      'celerity::build',
      'celerity::fragile',
      'celerity::fresh',
      'celerity::gadget',
      'celerity::make',
      'celerity::old_thing',
      'celerity::widget',
    ]);
  });

  it('dates additions, including those of the unreleased branch and of configured header templates', () => {
    expect(symbol('celerity::build').events).toEqual([{ type: 'added', version: '0.2' }]);
    expect(symbol('celerity::fresh').events).toEqual([{ type: 'added', version: 'next' }]);
    expect(symbol('CELERITY_FEATURE_GADGETS').events).toEqual([{ type: 'added', version: '0.2' }]);
    // The version number's value changes every release; the macro does not.
    expect(symbol('CELERITY_VERSION_MINOR').events).toEqual([{ type: 'added', version: '0.1' }]);
  });

  it('records a removal and a re-addition', () => {
    expect(symbol('celerity::old_thing').events).toEqual([
      { type: 'added', version: '0.1' },
      { type: 'removed', version: '0.2' },
      { type: 'added', version: '0.3' },
    ]);
  });

  it('records deprecations with the library message, from the attribute or a macro that expands to it', () => {
    expect(symbol('celerity::make').events).toEqual([
      { type: 'added', version: '0.1' },
      { type: 'deprecated', version: '0.2', message: 'use build instead', signature: 'int make(int n)' },
    ]);
    expect(symbol('celerity::widget').members.find((member) => member.name === 'resize')).toEqual({
      name: 'resize',
      kind: 'function',
      events: [
        { type: 'added', version: '0.2' },
        {
          type: 'deprecated',
          version: '0.2',
          message: 'resize through draw instead',
          signature: 'void resize(int size)',
        },
      ],
    });
  });

  it('records a changed signature with both declarations', () => {
    expect(symbol('celerity::widget').members.find((member) => member.name === 'draw')?.events).toEqual([
      { type: 'changed', version: '0.2', before: ['void draw(int x)'], after: ['void draw(int x, int y)'] },
    ]);
  });

  it('matches a symbol whose id changed by its qualified name', () => {
    const gadget = symbol('celerity::gadget');
    expect(gadget.ids.map((entry) => entry.version)).toEqual(['0.1', '0.2']);
    expect(gadget.ids[0]!.id).not.toBe(gadget.ids[1]!.id);
    expect(gadget.events).toEqual([
      { type: 'added', version: '0.1' },
      {
        type: 'changed',
        version: '0.2',
        before: ['template <typename T> struct celerity::gadget'],
        after: ['struct celerity::gadget'],
      },
    ]);
  });

  it('reports a header that failed to parse as unknown, never as a removal and a re-addition', () => {
    expect(symbol('celerity::fragile')).toEqual({
      name: 'celerity::fragile',
      kind: 'record',
      ids: [{ version: '0.1', id: expect.stringMatching(/^[0-9A-F]{16}$/) }],
      events: [
        { type: 'added', version: '0.1' },
        { type: 'unknown', version: '0.3', files: ['include/fragile.h'] },
      ],
      // prod may have come with 0.3, which could not be read.
      members: [{ name: 'prod', kind: 'function', events: [{ type: 'added', version: '0.4', from: '0.3' }] }],
    });
  });
});
