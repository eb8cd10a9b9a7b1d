import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getApiHistory, memberHistory, symbolHistory } from '@/lib/api/history/load';
import { serializeHistory, type HistoryFile } from '@/lib/api/history/schema';
import { staleReport } from '@/lib/api/history/stale';

const dir = mkdtempSync(path.join(tmpdir(), 'history-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const history: HistoryFile = {
  format: 1,
  versions: [
    { label: '0.1', ref: 'v0.1.0', commit: 'a'.repeat(40), symbols: 1, warnings: [] },
    { label: '0.2', ref: 'v0.2.0', commit: 'b'.repeat(40), symbols: 1, warnings: [] },
  ],
  symbols: [
    {
      name: 'celerity::queue',
      kind: 'record',
      ids: [{ version: '0.1', id: 'ABC' }],
      events: [{ type: 'added', version: '0.1' }],
      members: [{ name: 'wait', kind: 'function', events: [{ type: 'added', version: '0.2' }] }],
    },
  ],
};

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

describe('API history file', () => {
  it('answers by qualified name and by member, reading the file once', () => {
    const file = write('good.json', serializeHistory(history));
    expect(symbolHistory('celerity::queue', file)?.ids).toEqual([{ version: '0.1', id: 'ABC' }]);
    expect(memberHistory('celerity::queue', 'wait', file)?.events).toEqual([
      { type: 'added', version: '0.2' },
    ]);
    expect(memberHistory('celerity::queue', 'submit', file)).toBeUndefined();
    expect(symbolHistory('celerity::buffer', file)).toBeUndefined();
    const first = getApiHistory(file);
    write('good.json', '{}');
    expect(getApiHistory(file)).toBe(first);
  });

  it('names the file when it is not JSON or not a history', () => {
    const broken = write('broken.json', '{"format": 1,');
    expect(() => getApiHistory(broken)).toThrow(/broken\.json is not valid JSON/);
    const wrong = write('wrong.json', JSON.stringify({ ...history, versions: [{ label: '0.1' }] }));
    expect(() => getApiHistory(wrong)).toThrow(/wrong\.json: versions\[0\]\.ref: missing; expected a string/);
    expect(() => getApiHistory(path.join(dir, 'none.json'))).toThrow(
      /none\.json is missing: run "npm run api:history/,
    );
  });
});

describe('stale history', () => {
  it('names what differs: versions that moved and symbols whose history changed', () => {
    const fresh: HistoryFile = {
      ...history,
      versions: [history.versions[0]!, { ...history.versions[1]!, commit: 'c'.repeat(40) }],
      symbols: [{ ...history.symbols[0]!, events: [{ type: 'added', version: '0.2' }] }],
    };
    expect(staleReport(history, history)).toEqual([]);
    expect(staleReport(history, fresh)).toEqual([
      'version 0.2 (v0.2.0 @ cccccccccccc) is new or moved',
      'version 0.2 (v0.2.0 @ bbbbbbbbbbbb) is no longer read',
      'celerity::queue: its history differs',
    ]);
  });
});
