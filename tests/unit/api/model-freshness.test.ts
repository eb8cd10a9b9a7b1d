import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerStates, recordExtractionInputs, refreshApiModelIfStale } from '@/lib/api/model/freshness';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';

// The dev server's test of a stale API model: the headers as they were when the extraction began to read
// them against the headers now. A project copy without the extraction script makes a re-extraction show as
// its error, so the tests see whether one was attempted.

let root: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function project(): { dir: string; header: string } {
  root = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  const dir = path.join(root, 'include');
  mkdirSync(dir);
  mkdirSync(path.dirname(apiGeneratedFile('inputs', undefined, root)), { recursive: true });
  const header = path.join(dir, 'buffer.h');
  writeFileSync(header, 'class buffer {};\n');
  return { dir, header };
}

describe('API model freshness in the dev server', () => {
  it('keeps a model whose headers are as the extraction read them', () => {
    const { dir } = project();
    recordExtractionInputs([dir], headerStates([dir]), root);
    vi.stubEnv('NODE_ENV', 'development');
    expect(refreshApiModelIfStale(root)).toBe(false);
  });

  it('extracts again when a header changed while the extraction ran', () => {
    const { dir, header } = project();
    const states = headerStates([dir]);
    writeFileSync(header, 'class buffer {\n');
    recordExtractionInputs([dir], states, root);
    vi.stubEnv('NODE_ENV', 'development');
    expect(() => refreshApiModelIfStale(root)).toThrow(/Cannot find (package|module)/);
  });
});
