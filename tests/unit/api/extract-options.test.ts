import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { versionExtractOptions } from '@/scripts/api-extract-options';
import { tempDir } from '../temp-dir';

// What the default build extracts for a docs version: its synopsis headers, and nothing in their place.

const version = (synopsisDir: string) => ({ name: '0.9', ref: 'v0.9.0', synopsisDir });

describe('the extraction of a docs version without CELERITY_SOURCE', () => {
  it("reads the version's synopsis, linking to its ref", () => {
    const dir = tempDir('synopsis-');
    mkdirSync(path.join(dir, 'celerity'));
    writeFileSync(path.join(dir, 'celerity/queue.h'), 'namespace celerity { class queue {}; }\n');
    const { options } = versionExtractOptions('/repo', {}, version(dir));
    expect(options).toMatchObject({
      includeDirs: [dir],
      rootDir: '/repo',
      includeDetail: false,
      sourceUrlBase: 'https://github.com/celerity/celerity-runtime/blob/v0.9.0/',
      source: { mode: 'synopsis', ref: 'v0.9.0' },
    });
  });

  it.each([
    ['empty', () => tempDir('synopsis-')],
    ['missing', () => path.join(tempDir('synopsis-'), 'include')],
  ])('fails on a synopsis folder that is %s, naming it, the version and CELERITY_SOURCE', (_, folder) => {
    const dir = folder();
    expect(() => versionExtractOptions('/repo', {}, version(dir))).toThrow(
      `${path.relative(process.cwd(), dir)}: no synopsis headers (*.h) for docs version "0.9". Add them, or set CELERITY_SOURCE=<library checkout with its tags> to read the library's own headers.`,
    );
  });
});
