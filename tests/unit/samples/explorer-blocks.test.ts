import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSampleFiles, sampleBlocksOf } from '@/lib/samples/collect';
import { EXPLORER_PRESETS_FILE, explorerSampleBlocks } from '@/lib/samples/explorer-blocks';

describe('the explorer presets as sample blocks', () => {
  const source = readFileSync(EXPLORER_PRESETS_FILE, 'utf8');

  it('places each preset sample at the line that starts the preset', () => {
    const blocks = explorerSampleBlocks(source);
    expect(blocks.map((b) => b.lines[0])).toEqual(Array(6).fill('#include <celerity.h>'));
    const lines = source.split('\n');
    expect(blocks.map((b) => lines[b.line - 1]!.trim().split(':')[0])).toEqual([
      "'range-mappers'",
      "'heat-stencil'",
      "'wave-sim'",
      "'work-groups'",
      "'split-hints'",
      "'even-split'",
    ]);
  });

  it('names the file when a preset has no line of its own', () => {
    expect(() => explorerSampleBlocks(source.replace("'wave-sim':", 'waveSim:'))).toThrow(
      "lib/explorer/ui-presets.ts: no line starts the preset 'wave-sim'",
    );
  });

  // Listing, then reading the one file: collecting every version's blocks parses all guides and takes long.
  it('is part of what check:samples collects by default', async () => {
    expect(await listSampleFiles(process.cwd())).toContain(EXPLORER_PRESETS_FILE);
    expect(sampleBlocksOf(EXPLORER_PRESETS_FILE, source)).toHaveLength(6);
  });
});
