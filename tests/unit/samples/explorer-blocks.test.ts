import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listSampleFiles, sampleBlocksOf } from '@/lib/samples/collect';
import { EXPLORER_PRESETS_FILE, explorerSampleBlocks } from '@/lib/samples/explorer-blocks';
import { mdxSampleBlocks } from '@/lib/samples/mdx-blocks';

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

// Each <Explorer> of a guide is a block at its line, so check:samples compiles the code the guide shows
// against the guide's own version: a 0.6 guide that leaves out api="0.6" fails there.
describe("a guide's explorers as sample blocks", () => {
  const guide = (element: string) =>
    ['---', 'title: T', '---', '', 'Text.', '', element, '', '```cpp', 'int x;', '```'].join('\n');
  const code = (element: string) =>
    mdxSampleBlocks('docs/t.mdx', guide(element)).map((b) => b.lines.join('\n'));

  it("takes the element's line and writes the code of its API, in document order with the fences", () => {
    const blocks = mdxSampleBlocks('docs/t.mdx', guide('<Explorer preset="range-mappers" api="0.6" />'));
    expect(blocks.map((b) => [b.line, b.lines[0]])).toEqual([
      [7, '#include <celerity.h>'],
      [10, 'int x;'],
    ]);
    expect(blocks[0]!.lines).toContain('    celerity::distr_queue q;');
    expect(code('<Explorer preset="range-mappers" />')[0]).toContain('    celerity::queue q;');
  });

  it.each([
    [
      '<Explorer preset="range-mappers" api="0.5" />',
      'docs/t.mdx:7: <Explorer api="0.5">: no such API version',
    ],
    ['<Explorer preset="stencil" api="0.6" />', 'docs/t.mdx:7: <Explorer preset="stencil">: no such preset'],
    [
      '<Explorer preset="range-mappers" api={"0.6"} />',
      'docs/t.mdx:7: <Explorer api>: expected a string, like api="…"',
    ],
    ['<Explorer api="0.6" />', 'docs/t.mdx:7: <Explorer>: expected a preset="…" attribute'],
  ])('refuses %s at its line', (element, message) => {
    expect(() => code(element)).toThrow(message);
  });

  it('gives the 0.6 guides the v0.6.0 code', () => {
    const file = 'content/versioned_docs/version-0.6/range-mappers.mdx';
    const source = readFileSync(file, 'utf8');
    const lines = source.split('\n');
    const explorers = mdxSampleBlocks(file, source).filter((b) => lines[b.line - 1]!.startsWith('<Explorer'));
    expect(explorers).toHaveLength(2);
    for (const block of explorers) expect(block.lines).toContain('    celerity::distr_queue q;');
  });
});
