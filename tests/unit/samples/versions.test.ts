// Each docs version's samples are compiled against its own synopsis with its own C++ standard.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFailure, formatSummary } from '@/lib/samples/report';
import type { SampleBlock } from '@/lib/samples/sample-block';
import { baseFlags, synopsisToolchain } from '@/lib/samples/toolchain';
import { blocksByVersion, sampleVersionOf, versionLabel } from '@/lib/samples/versions';
import { threeVersions } from '../content/three-versions';

const root = process.cwd();
const versions = threeVersions(path.join(root, 'content'));
const [current, v07, v06] = versions;
const block = (file: string): SampleBlock => ({
  file,
  line: 3,
  lines: ['int x;'],
  options: { prelude: 'auto' },
});

describe('the docs version of a sample', () => {
  it.each([
    ['content/versioned_docs/version-0.6/tutorial.mdx', '0.6'],
    ['content/versioned_api/version-0.6/include/celerity/handler.h', '0.6'],
    ['content/versioned_docs/version-0.7/tutorial.mdx', '0.7'],
    ['content/docs/tutorial.mdx', 'current'],
    ['content/api/include/celerity/handler.h', 'current'],
    ['content/blog/2024-08-12-release.mdx', 'current'],
    ['lib/explorer/ui-presets.ts', 'current'],
    // a folder whose name only starts like a version's is not that version's
    ['content/versioned_docs/version-0.6x/tutorial.mdx', 'current'],
  ])('%s belongs to %s', (file, name) => {
    expect(sampleVersionOf(file, versions, root).name).toBe(name);
  });

  it('groups blocks per version in the order of versions.yaml and leaves out versions without blocks', () => {
    const groups = blocksByVersion(
      [
        block('content/versioned_docs/version-0.6/a.mdx'),
        block('content/docs/b.mdx'),
        block('content/docs/c.mdx'),
      ],
      versions,
      root,
    );
    expect(groups.map((group) => [group.version.name, group.blocks.map((b) => b.file)])).toEqual([
      ['current', ['content/docs/b.mdx', 'content/docs/c.mdx']],
      ['0.6', ['content/versioned_docs/version-0.6/a.mdx']],
    ]);
  });
});

describe('the compiler setup of a version', () => {
  it('compiles against the version’s synopsis with its standard', () => {
    const toolchain = synopsisToolchain(root, v06);
    expect(baseFlags(toolchain)).toContain('-std=c++17');
    expect(toolchain.includeDirs[0]).toBe(path.join(v06.synopsisDir, 'celerity'));
    expect(baseFlags(synopsisToolchain(root, v07))).toContain('-std=c++20');
  });

  it('keeps one precompiled prelude per version', () => {
    expect(synopsisToolchain(root, v06).cacheDir).not.toBe(synopsisToolchain(root, current).cacheDir);
  });

  it('gives completed fragments the queue class the version’s synopsis has', () => {
    expect(synopsisToolchain(root, v06).queueClass).toBe('celerity::distr_queue');
    expect(synopsisToolchain(root, current).queueClass).toBe('celerity::queue');
  });
});

describe('reports name the version', () => {
  it('in a failure and in the summary', () => {
    const failure = formatFailure(
      {
        block: block('content/versioned_docs/version-0.6/a.mdx'),
        prelude: 'main',
        hiddenLines: 0,
        error: {
          file: 'content/versioned_docs/version-0.6/a.mdx',
          line: 3,
          column: 5,
          message: 'boom',
          excerpt: [],
        },
      },
      versionLabel(v06),
    );
    expect(failure).toBe(
      'content/versioned_docs/version-0.6/a.mdx:3:5: error: boom\n' +
        '  in the C++ block starting at content/versioned_docs/version-0.6/a.mdx:3, compiled inside main() for version 0.6 (C++17)',
    );
    const counts = {
      blocks: 1,
      files: 1,
      compiled: 1,
      wrapped: 1,
      asMain: 1,
      asCommandGroup: 0,
      withHiddenLines: 0,
      nocheck: 0,
      failed: 1,
    };
    expect(formatSummary(counts, 1, 2, versionLabel(v06))).toMatch(
      /^check:samples: version 0\.6 \(C\+\+17\): 1 C\+\+ blocks in 1 files/,
    );
  });
});
