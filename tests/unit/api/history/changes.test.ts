import { describe, expect, it } from 'vitest';
import { changeCounts, changesIn, versionSteps } from '@/lib/api/history/changes';
import { historyKeys } from '@/lib/api/history/keys';
import type { HistoryFile } from '@/lib/api/history/schema';
import { historySymbolUrl } from '@/lib/api/pages/history-urls';
import { fixtureModel } from '../extract-fixtures';

const version = (label: string) => ({ label, ref: label, commit: label, symbols: 1, warnings: [] });

const history: HistoryFile = {
  format: 1,
  versions: [version('0.6'), version('0.7'), version('next')],
  symbols: [
    {
      name: 'celerity::handler',
      kind: 'record',
      ids: [{ version: '0.6', id: 'H' }],
      events: [{ type: 'added', version: '0.6' }],
      members: [
        {
          name: 'old_api',
          kind: 'function',
          events: [{ type: 'deprecated', version: '0.7', message: 'gone soon', signature: 'void old_api()' }],
        },
      ],
    },
    {
      name: 'celerity::queue',
      kind: 'record',
      ids: [{ version: '0.7', id: 'Q' }],
      events: [{ type: 'added', version: '0.7' }],
      members: [],
    },
  ],
};

describe('API changes of a version step', () => {
  it('names each step with a dotless URL segment', () => {
    expect(versionSteps(history)).toEqual([
      { from: '0.6', to: '0.7', slug: '0-6-to-0-7' },
      { from: '0.7', to: 'next', slug: '0-7-to-next' },
    ]);
  });

  it('lists symbol and member changes, members with their kind', () => {
    expect(
      changesIn(history, '0.7').map(({ type, symbol, member, memberKind }) => ({
        type,
        symbol,
        member,
        memberKind,
      })),
    ).toEqual([
      { type: 'deprecated', symbol: 'celerity::handler', member: 'old_api', memberKind: 'function' },
      { type: 'added', symbol: 'celerity::queue', member: undefined, memberKind: undefined },
    ]);
    expect(changeCounts(history, '0.7')).toEqual({ added: 1, removed: 0, deprecated: 1, changed: 0 });
    expect(changeCounts(history, 'next')).toEqual({ added: 0, removed: 0, deprecated: 0, changed: 0 });
  });
});

describe('URL of a symbol of the history', () => {
  it('is the page of the symbol or member with that name, and none for a name the docs lack', async () => {
    const { model } = await fixtureModel();
    const keys = [...historyKeys(model).values()];
    expect(keys).toContain('celerity::range');
    const range = model.records.find((record) => record.qualifiedName === 'celerity::range')!;
    expect(historySymbolUrl('celerity::range', '0.7', undefined, model)).toBe(
      `/docs/api/records/${range.id}/`,
    );
    expect(historySymbolUrl('celerity::range', '0.7', 'size', model)).toBe(
      `/docs/api/records/${range.id}/#size`,
    );
    // Constructors have no card of their own: their class's page.
    expect(historySymbolUrl('celerity::range', '0.7', 'range', model)).toBe(`/docs/api/records/${range.id}/`);
    expect(historySymbolUrl('celerity::range', '0.7', 'm_secret', model)).toBeUndefined();
    expect(historySymbolUrl('celerity::removed_long_ago', '0.7', undefined, model)).toBeUndefined();
  });
});

// A deprecated overload whose text changed (`cl::sycl::` → `sycl::`) is followed per text, so the timeline
// dates its deprecation again; the changes page shows only the change of text. An overload deprecated for
// the first time stays, and so does one without a former declaration when not all it replaces was deprecated.
describe('an overload deprecated before and reworded now', () => {
  const deprecated = (version: string, signature: string) =>
    ({ type: 'deprecated', version, message: 'm', signature }) as const;
  const reworded = (before: string[], after: string[], deprecatedNow: string[]): HistoryFile => ({
    format: 1,
    versions: [version('0.4'), version('0.5'), version('0.6')],
    symbols: [
      {
        name: 'celerity::reduction',
        kind: 'function-set',
        ids: [{ version: '0.4', id: 'R' }],
        events: [
          { type: 'added', version: '0.4' },
          deprecated('0.5', 'auto reduction(cl::sycl::property_list p)'),
          { type: 'changed', version: '0.6', before, after },
          ...deprecatedNow.map((signature) => deprecated('0.6', signature)),
        ],
        members: [],
      },
    ],
  });
  const listed = (history: HistoryFile) =>
    changesIn(history, '0.6').map(({ type, event }) => [type, 'signature' in event ? event.signature : '']);

  it('lists the change and only the overloads deprecated for the first time', () => {
    const history = reworded(
      ['auto reduction(cl::sycl::property_list p)', 'auto reduction(cl::sycl::id<1> i)'],
      ['auto reduction(sycl::property_list p)', 'auto reduction(sycl::id<1> i)', 'auto reduction(int fresh)'],
      ['auto reduction(sycl::property_list p)', 'auto reduction(int fresh)'],
    );
    expect(listed(history)).toEqual([
      ['changed', ''],
      ['deprecated', 'auto reduction(int fresh)'],
    ]);
    expect(changesIn(history, '0.5').map(({ type }) => type)).toEqual(['deprecated']);
  });

  it('leaves out the overloads of a deprecated declaration split into several', () => {
    const split = reworded(
      ['auto reduction(cl::sycl::property_list p)'],
      ['auto reduction(int a)', 'auto reduction(long b)'],
      ['auto reduction(int a)', 'auto reduction(long b)'],
    );
    expect(listed(split)).toEqual([['changed', '']]);
  });
});
