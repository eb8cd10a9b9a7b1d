import path from 'node:path';
import { explorerSetup } from '@/lib/explorer/ui-presets';
import { explorerCodeLinks } from './explorer-links';
import { ExplorerIsland } from './explorer-island';
import { EXPLORER_CSS } from './explorer-styles';

/**
 * `<Explorer preset="…">` in a guide: the split and range-mapper explorer, rendered at build time with
 * the preset's state so that the picture and tables read without JavaScript, then interactive. A guide of
 * an older release adds `api="0.6"` for that release's controls and code (lib/explorer/ui-api.ts).
 */
export function Explorer({ preset, api, xrefIndex }: { preset: string; api?: string; xrefIndex?: string }) {
  const setup = explorerSetup(preset, api);
  // lib/mdx/remark-explorer-index.mjs names the index of the guide's version (relative to the project).
  const links = explorerCodeLinks(xrefIndex && path.join(process.cwd(), xrefIndex), setup.api);
  return (
    <>
      <style href="celerity-explorer" precedence="default">
        {EXPLORER_CSS}
      </style>
      <ExplorerIsland uid={`explorer-${preset}`} initial={setup.initial} api={setup.api} links={links} />
    </>
  );
}
