// The code samples the split explorer shows (lib/explorer/ui-sample.ts), as sample blocks: each preset's
// at its line in lib/explorer/ui-presets.ts, so a compile error names the preset, and each `<Explorer>` of
// a guide at the element's line, so it is compiled against the guide's version in that version's API.
import { explorerSetup, PRESETS } from '@/lib/explorer/ui-presets';
import { explorerSample } from '@/lib/explorer/ui-sample';
import { FenceError, parseFenceMeta, type SampleBlock } from './sample-block';

export const EXPLORER_PRESETS_FILE = 'lib/explorer/ui-presets.ts';

export function explorerSampleBlocks(presetsSource: string): SampleBlock[] {
  const lines = presetsSource.split('\n');
  return Object.entries(PRESETS).map(([name, state]) => {
    const index = lines.findIndex((line) => line.trimStart().startsWith(`'${name}':`));
    if (index < 0) throw new Error(`${EXPLORER_PRESETS_FILE}: no line starts the preset '${name}'`);
    return {
      file: EXPLORER_PRESETS_FILE,
      line: index + 1,
      lines: explorerSample(state).split('\n'),
      options: parseFenceMeta('', EXPLORER_PRESETS_FILE, index + 1),
    };
  });
}

/** The code of `<Explorer preset="…" api="…">` at `line` of `file`; a bad attribute is a FenceError there. */
export function explorerElementBlock(
  file: string,
  line: number,
  preset: string,
  api: string | undefined,
): SampleBlock {
  let setup;
  try {
    setup = explorerSetup(preset, api);
  } catch (error) {
    throw new FenceError(file, line, (error as Error).message);
  }
  return {
    file,
    line,
    lines: explorerSample(setup.initial, setup.api).split('\n'),
    options: parseFenceMeta('', file, line),
  };
}
