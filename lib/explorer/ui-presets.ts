/**
 * The explorer's starting points, one per guide that embeds it: each is a full state, so a guide's
 * `<Explorer preset="…">` renders a picture at build time and the sample checker compiles its code.
 */
import { DEFAULT_EXPLORER_API, EXPLORER_APIS, stateForApi, type ExplorerApi } from './ui-api';
import { type AccessorState, type ExplorerState } from './ui-state';

export function accessor(overrides: Partial<AccessorState> = {}): AccessorState {
  return {
    bufferDims: 2,
    range: [64, 64],
    mode: 'read',
    mapper: 'one_to_one',
    offset: [1, 1],
    size: [16, 16],
    dim: 0,
    shape: 'bounding_box',
    granularity: [1, 1],
    ...overrides,
  };
}

function state(overrides: Partial<ExplorerState>): ExplorerState {
  return {
    dims: 2,
    size: [64, 64],
    local: [0, 0],
    constraint: [0, 0],
    nodes: 2,
    devices: 2,
    split2d: false,
    oversubscribe: 1,
    host: false,
    accessors: [accessor()],
    steps: 'once',
    iterations: 3,
    chunk: 0,
    ...overrides,
  };
}

export const PRESETS = {
  /** range-mappers.mdx: a neighborhood read beside a one_to_one write; switch the first mapper. */
  'range-mappers': state({
    accessors: [
      accessor({ mapper: 'neighborhood', offset: [1, 1] }),
      accessor({ mode: 'discard_write', mapper: 'one_to_one' }),
    ],
  }),
  /** tutorial.mdx: the heat-diffusion step, a five-point stencil between two buffers, after the kernel that
   * set the initial temperature. */
  'heat-stencil': state({
    size: [128, 128],
    accessors: [
      accessor({ range: [128, 128], mapper: 'neighborhood', shape: 'along_axes' }),
      accessor({ range: [128, 128], mode: 'discard_write' }),
    ],
    steps: 'producer',
  }),
  /** examples.mdx, wave_sim: after a kernel wrote the current field, a step reads it through a five-point
   * neighborhood and updates the next field with read_write. */
  'wave-sim': state({
    size: [256, 256],
    nodes: 2,
    devices: 2,
    accessors: [
      accessor({ range: [256, 256], mapper: 'neighborhood', shape: 'along_axes' }),
      accessor({ range: [256, 256], mode: 'read_write' }),
    ],
    steps: 'producer',
  }),
  /** work-groups.mdx: 1024 × 1024 in 16 × 16 groups on three nodes; chunks are whole groups. */
  'work-groups': state({
    size: [1024, 1024],
    local: [16, 16],
    nodes: 3,
    devices: 1,
    accessors: [accessor({ range: [1024, 1024], mode: 'discard_write' })],
  }),
  /** range-mappers.mdx, how a kernel is split: a 2D split with oversubscription. */
  'split-hints': state({
    nodes: 2,
    devices: 2,
    split2d: true,
    oversubscribe: 2,
    accessors: [accessor({ mapper: 'neighborhood' }), accessor({ mode: 'discard_write' })],
  }),
  /** range-mappers.mdx, even_split: a 1D host task with one item per node deals out the rows of a 2D
   * buffer in blocks of 4 rows, after a kernel on two devices per node wrote it. */
  'even-split': state({
    dims: 1,
    size: [3, 1],
    nodes: 3,
    host: true,
    accessors: [accessor({ range: [30, 16], mapper: 'even_split', granularity: [4, 1] })],
    steps: 'producer',
  }),
} satisfies Record<string, ExplorerState>;

export type PresetName = keyof typeof PRESETS;

export function isPresetName(name: string): name is PresetName {
  return Object.hasOwn(PRESETS, name);
}

/** The state and API an `<Explorer preset="…" api="…">` names, or an error that says what was expected. */
export function explorerSetup(
  preset: string,
  api: string | undefined,
): { initial: ExplorerState; api: ExplorerApi } {
  if (!isPresetName(preset)) {
    throw new Error(
      `<Explorer preset="${preset}">: no such preset; expected one of ${Object.keys(PRESETS).join(', ')}`,
    );
  }
  const chosen = (api ?? DEFAULT_EXPLORER_API) as ExplorerApi;
  if (!EXPLORER_APIS.includes(chosen)) {
    throw new Error(
      `<Explorer api="${chosen}">: no such API version; expected one of ${EXPLORER_APIS.join(', ')}, or none for ${DEFAULT_EXPLORER_API}`,
    );
  }
  return { initial: stateForApi(PRESETS[preset], chosen), api: chosen };
}
