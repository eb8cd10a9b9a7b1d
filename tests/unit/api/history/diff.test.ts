import { describe, expect, it } from 'vitest';
import type { SymbolFacts, VersionFacts } from '@/lib/api/history/facts';
import { buildHistory } from '@/lib/api/history/diff';
import { historyRefs, versionLabel } from '@/lib/api/history/versions';

// The diff on hand-made facts: cases a real header rarely produces.

type Declared = Record<string, string | null>;

function version(label: string, symbols: Record<string, Declared>, failed: string[] = []): VersionFacts {
  const facts = new Map<string, SymbolFacts>(
    Object.entries(symbols).map(([name, declarations]) => [
      name,
      {
        kind: 'record',
        id: `ID-${name}`,
        file: `include/${name.split('::').at(-1)}.h`,
        declarations: new Map(Object.entries(declarations)),
        members: new Map(),
      },
    ]),
  );
  return {
    label,
    ref: label,
    commit: label,
    symbols: facts,
    failedFiles: new Set(failed),
    lostNames: new Map(),
    warnings: [],
  };
}

const events = (versions: VersionFacts[], name: string) =>
  buildHistory(versions).symbols.find((symbol) => symbol.name === name)?.events;

describe('history diff', () => {
  it('dates an addition after unreadable versions as "between" them', () => {
    const versions = [
      version('0.1', {}),
      version('0.2', {}, ['include/thing.h']),
      version('0.3', {}, ['include/thing.h']),
      version('0.4', { 'celerity::thing': { 'struct thing': null } }),
    ];
    expect(events(versions, 'celerity::thing')).toEqual([
      { type: 'unknown', version: '0.2', files: ['include/thing.h'] },
      { type: 'unknown', version: '0.3', files: ['include/thing.h'] },
      { type: 'added', version: '0.4', from: '0.2' },
    ]);
  });

  it('drops a name read only from a header that failed to parse', () => {
    const versions = [
      version('0.1', { 'celerity::a': { 'struct a': null } }),
      version('0.2', { 'celerity::a': { 'struct a': null }, 'celerity::a::b': { 'struct b': null } }, [
        'include/b.h',
      ]),
    ];
    expect(buildHistory(versions).symbols.map((symbol) => symbol.name)).toEqual(['celerity::a']);
  });

  it('records a deprecation lifted and a message that changed', () => {
    const versions = [
      version('0.1', { 'celerity::a': { 'struct a': 'old' } }),
      version('0.2', { 'celerity::a': { 'struct a': 'older' } }),
      version('0.3', { 'celerity::a': { 'struct a': null } }),
    ];
    expect(events(versions, 'celerity::a')).toEqual([
      { type: 'added', version: '0.1' },
      { type: 'deprecated', version: '0.1', message: 'old' },
      { type: 'deprecated', version: '0.2', message: 'older' },
      { type: 'undeprecated', version: '0.3' },
    ]);
  });
});

describe('history versions', () => {
  it('labels release tags by minor version, patch releases in full, and master as next', () => {
    expect(['v0.6.0', 'v0.3.1', 'v1.0.0', 'master'].map(versionLabel)).toEqual([
      '0.6',
      '0.3.1',
      '1.0',
      'next',
    ]);
    expect(() => versionLabel('v0.7.0-rc1')).toThrow(
      '"v0.7.0-rc1" is neither a release tag vX.Y.Z nor master',
    );
  });

  it('reads the release tags from the first one on, in version order, then master', () => {
    expect(historyRefs(['v0.10.0', 'v0.2.0', 'v0.3.1', 'v0.3.0', 'v0.9.0', 'nightly', 'v0.4.0-rc1'])).toEqual(
      ['v0.3.0', 'v0.3.1', 'v0.9.0', 'v0.10.0', 'master'],
    );
  });
});
