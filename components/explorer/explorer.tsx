import { explorerSetup } from '@/lib/explorer/ui-presets';
import { type CodeLinkTarget } from '@/lib/explorer/ui-sample-vocabulary';
import { ExplorerIsland } from './explorer-island';
import { EXPLORER_CSS } from './explorer-styles';

/**
 * `<Explorer preset="…">` in a guide: the split and range-mapper explorer, rendered at build time with
 * the preset's state so that the picture and tables read without JavaScript, then interactive. A guide of
 * an older release adds `api="0.6"` for that release's controls and code (lib/explorer/ui-api.ts).
 */
export function Explorer({
  preset,
  api,
  links = {},
}: {
  preset: string;
  api?: string;
  /** The code's names and their pages, resolved at build time (mdx-components.tsx). */
  links?: Readonly<Record<string, CodeLinkTarget>>;
}) {
  const setup = explorerSetup(preset, api);
  return (
    <>
      <style href="celerity-explorer" precedence="default">
        {EXPLORER_CSS}
      </style>
      <ExplorerIsland uid={`explorer-${preset}`} initial={setup.initial} api={setup.api} links={links} />
    </>
  );
}
