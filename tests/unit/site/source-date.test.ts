import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceDate, sourceDateEpoch } from '@/lib/site/source-date';
import { COMMIT_EPOCH, gitRepository } from '../scripts/git-fixture';

const scratch = mkdtempSync(path.join(tmpdir(), 'source-date-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const repo = gitRepository(scratch, { 'a.txt': 'a' });

describe('sourceDateEpoch', () => {
  it('is the commit time of HEAD', () => {
    expect(sourceDateEpoch({}, repo)).toBe(COMMIT_EPOCH);
    expect(sourceDate({}, repo)).toBe('2024-05-01T12:00:00.000Z');
  });

  it('is SOURCE_DATE_EPOCH when that is set', () => {
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: '86400' }, repo)).toBe(86400);
    expect(sourceDateEpoch({ SOURCE_DATE_EPOCH: '' }, repo)).toBe(COMMIT_EPOCH);
  });

  it('is null outside git', () => {
    expect(sourceDateEpoch({}, mkdtempSync(path.join(scratch, 'plain-')))).toBeNull();
  });

  it('rejects a SOURCE_DATE_EPOCH that is not whole seconds', () => {
    expect(() => sourceDateEpoch({ SOURCE_DATE_EPOCH: '2024-05-01' }, repo)).toThrow(
      'SOURCE_DATE_EPOCH: expected whole seconds since 1970-01-01 UTC (e.g. 1714564800), got "2024-05-01"',
    );
  });
});
