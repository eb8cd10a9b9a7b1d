// The code samples the split explorer shows for its presets (lib/explorer/ui-sample.ts), as sample
// blocks placed at each preset's line in lib/explorer/ui-presets.ts, so a compile error names the preset.
import { PRESETS } from '@/lib/explorer/ui-presets';
import { explorerSample } from '@/lib/explorer/ui-sample';
import { parseFenceMeta, type SampleBlock } from './sample-block';

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
