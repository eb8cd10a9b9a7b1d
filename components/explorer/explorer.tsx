import { isPresetName, PRESETS } from '@/lib/explorer/ui-presets';
import { ExplorerIsland } from './explorer-island';
import { EXPLORER_CSS } from './explorer-styles';

/**
 * `<Explorer preset="…">` in a guide: the split and range-mapper explorer, rendered at build time with
 * the preset's state so that the picture and tables read without JavaScript, then interactive.
 */
export function Explorer({ preset }: { preset: string }) {
  if (!isPresetName(preset)) {
    throw new Error(
      `<Explorer preset="${preset}">: no such preset; expected one of ${Object.keys(PRESETS).join(', ')}`,
    );
  }
  return (
    <>
      <style href="celerity-explorer" precedence="default">
        {EXPLORER_CSS}
      </style>
      <ExplorerIsland uid={`explorer-${preset}`} initial={PRESETS[preset]} />
    </>
  );
}
