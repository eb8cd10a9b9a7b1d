/**
 * Code of enough explorer states to hold every name the explorer's code can contain in an API: each
 * mapper, access mode, task kind, hint, split constraint, work-group size and step sequence. The build
 * resolves the names in these samples once (components/explorer/explorer-links.ts), and the explorer
 * links the same names wherever its code shows them.
 */
import { type ExplorerApi } from './ui-api';
import { accessor, PRESETS } from './ui-presets';
import { explorerSample } from './ui-sample';
import { ACCESS_MODES, MAPPER_KINDS, type ExplorerState } from './ui-state';

/** Where a name of the explorer's code links: an API page (whose signature card the page shows on
 * hover, components/xref), or another project's documentation (`source` names it). */
export interface CodeLinkTarget {
  href: string;
  source?: string;
}

export function sampleVocabulary(api: ExplorerApi): string[] {
  const base: ExplorerState = PRESETS['range-mappers'];
  const variants: ExplorerState[] = [
    ...MAPPER_KINDS.flatMap((mapper) =>
      ([1, 2] as const).map((bufferDims) => ({
        ...base,
        accessors: [accessor({ mapper, bufferDims, granularity: [2, 2] }), accessor({ mapper, bufferDims })],
      })),
    ),
    ...ACCESS_MODES.flatMap((mode) =>
      [false, true].map((host) => ({ ...base, host, accessors: [accessor({ mode })] })),
    ),
    { ...base, split2d: true, oversubscribe: 2, constraint: [2, 2], local: [4, 4], steps: 'twice' },
    { ...base, dims: 1, steps: 'producer' },
    { ...base, steps: 'iterate' },
    { ...base, accessors: [accessor({ mapper: 'neighborhood', shape: 'along_axes' })] },
  ];
  return variants.map((state) => explorerSample(state, api));
}
