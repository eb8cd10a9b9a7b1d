/**
 * What the explorer's controls hold, as plain data, and its text in a URL query string so that a state
 * is a link. Parsing refuses bad input with the field and what was expected, so a broken link shows a
 * message instead of a picture of something else.
 */
import { type AccessMode } from './accesses';
import { type NeighborhoodShape } from './range-mapper-spec';

export type MapperKind =
  'one_to_one' | 'fixed' | 'all' | 'slice' | 'neighborhood' | 'transposed' | 'even_split';
/** `iterate`: a stencil loop, accessor a's mapper reads one buffer and accessor b's writes the other, and
 * the buffers swap after each of `iterations` tasks. */
export type StepsMode = 'once' | 'twice' | 'producer' | 'iterate';

export interface AccessorState {
  /** The buffer's dimensionality, which range mappers such as `all`, `fixed` and `even_split` let differ
   * from the kernel's. */
  bufferDims: 1 | 2;
  /** The buffer's range; only the first `bufferDims` entries count. */
  range: [number, number];
  mode: AccessMode;
  mapper: MapperKind;
  /** fixed: offset and range; neighborhood: extent in `offset`; slice: the dimension in `dim`. */
  offset: [number, number];
  size: [number, number];
  dim: number;
  shape: NeighborhoodShape;
  /** even_split: the granularity it is constructed with, a range of the buffer's dimensionality. */
  granularity: [number, number];
}

export interface ExplorerState {
  dims: 1 | 2;
  size: [number, number];
  /** Work-group size of an nd_range kernel; 0 means a plain parallel_for. */
  local: [number, number];
  /** experimental::constrain_split; 0 means none. */
  constraint: [number, number];
  nodes: number;
  devices: number;
  split2d: boolean;
  /** 1 means no oversubscribe hint. */
  oversubscribe: number;
  host: boolean;
  accessors: AccessorState[];
  steps: StepsMode;
  /** How many tasks the `iterate` steps run. */
  iterations: number;
  /** The chunk whose buffer regions are shown, by index in split order. */
  chunk: number;
}

export const ACCESS_MODES: readonly AccessMode[] = [
  'read',
  'write',
  'read_write',
  'discard_write',
  'discard_read_write',
];
export const MAPPER_KINDS: readonly MapperKind[] = [
  'one_to_one',
  'fixed',
  'all',
  'slice',
  'neighborhood',
  'transposed',
  'even_split',
];
const SHAPES: readonly NeighborhoodShape[] = ['bounding_box', 'along_axes'];
const STEPS: readonly StepsMode[] = ['once', 'twice', 'producer', 'iterate'];
export const MAX_ITERATIONS = 16;
/** Iterations of a link made before there were iterations. */
const DEFAULT_ITERATIONS = 3;
export const MAX_EXTENT = 4096;
export const MAX_CHUNKS = 64;
/**
 * A node's memories are numbered user 0, host 1 and its devices from 2 on, in a mask of 64
 * (`max_num_memories`, include/system_info.h); the runtime cannot start with more devices than that leaves.
 */
export const MAX_DEVICES = 62;

export class ExplorerStateError extends Error {
  override name = 'ExplorerStateError';
}

const pair = (v: [number, number]) => `${v[0]}x${v[1]}`;

function accessorText(a: AccessorState): string {
  const fields = [pair(a.range), a.mode, a.mapper, pair(a.offset), pair(a.size), a.dim, a.shape];
  return [...fields, a.bufferDims, pair(a.granularity)].join('~');
}

/** The state as query parameters, in a fixed order. */
export function stateToQuery(s: ExplorerState): string {
  const params = new URLSearchParams();
  params.set('dims', String(s.dims));
  params.set('size', pair(s.size));
  params.set('local', pair(s.local));
  params.set('constrain', pair(s.constraint));
  params.set('nodes', String(s.nodes));
  params.set('devices', String(s.devices));
  params.set('split', s.split2d ? '2d' : '1d');
  params.set('oversubscribe', String(s.oversubscribe));
  params.set('task', s.host ? 'host' : 'device');
  s.accessors.forEach((a, i) => params.set(`acc${i}`, accessorText(a)));
  params.set('steps', s.steps);
  params.set('iterations', String(s.iterations));
  params.set('chunk', String(s.chunk));
  return params.toString();
}

function integer(field: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || value < min || value > max) {
    throw new ExplorerStateError(`${field}: expected an integer from ${min} to ${max}, got "${text ?? ''}"`);
  }
  return value;
}

function parsePair(field: string, text: string | undefined, min: number): [number, number] {
  const parts = (text ?? '').split('x');
  if (parts.length !== 2)
    throw new ExplorerStateError(`${field}: expected two integers like 64x64, got "${text ?? ''}"`);
  return [integer(field, parts[0], min, MAX_EXTENT), integer(field, parts[1], min, MAX_EXTENT)];
}

function oneOf<T extends string>(field: string, text: string | undefined, options: readonly T[]): T {
  if (!options.includes(text as T)) {
    throw new ExplorerStateError(`${field}: expected one of ${options.join(', ')}, got "${text ?? ''}"`);
  }
  return text as T;
}

/** Links made before buffers had their own dimensionality end after the shape: their buffers have the
 * kernel's dimensionality and even_split has no granularity. */
function parseAccessor(field: string, text: string, kernelDims: 1 | 2): AccessorState {
  const [range, mode, mapper, offset, size, dim, shape, bufferDims, granularity] = text.split('~');
  const old = bufferDims === undefined && granularity === undefined;
  return {
    bufferDims: old ? kernelDims : (integer(`${field} buffer dimensions`, bufferDims, 1, 2) as 1 | 2),
    range: parsePair(`${field} buffer range`, range, 1),
    mode: oneOf(`${field} access mode`, mode, ACCESS_MODES),
    mapper: oneOf(`${field} range mapper`, mapper, MAPPER_KINDS),
    offset: parsePair(`${field} offset or extent`, offset, 0),
    size: parsePair(`${field} fixed range`, size, 0),
    dim: integer(`${field} slice dimension`, dim, 0, 1),
    shape: oneOf(`${field} neighborhood shape`, shape, SHAPES),
    granularity: old ? [1, 1] : parsePair(`${field} even_split granularity`, granularity, 1),
  };
}

/** The state a query string names; throws ExplorerStateError naming the first bad parameter. */
export function stateFromQuery(query: string): ExplorerState {
  const params = new URLSearchParams(query);
  const get = (key: string) => params.get(key) ?? undefined;
  const dims = integer('dims', get('dims'), 1, 2) as 1 | 2;
  const accessors = [0, 1].flatMap((i) => {
    const text = get(`acc${i}`);
    return text === undefined ? [] : [parseAccessor(`acc${i}`, text, dims)];
  });
  if (accessors.length === 0) throw new ExplorerStateError('acc0: expected at least one accessor');
  return {
    dims,
    size: parsePair('size', get('size'), 1),
    local: parsePair('local', get('local'), 0),
    constraint: parsePair('constrain', get('constrain'), 0),
    nodes: integer('nodes', get('nodes'), 1, MAX_CHUNKS),
    devices: integer('devices', get('devices'), 1, MAX_DEVICES),
    split2d: oneOf('split', get('split'), ['1d', '2d']) === '2d',
    oversubscribe: integer('oversubscribe', get('oversubscribe'), 1, 16),
    host: oneOf('task', get('task'), ['device', 'host']) === 'host',
    accessors,
    steps: oneOf('steps', get('steps'), STEPS),
    iterations:
      get('iterations') === undefined
        ? DEFAULT_ITERATIONS
        : integer('iterations', get('iterations'), 1, MAX_ITERATIONS),
    chunk: integer('chunk', get('chunk'), 0, MAX_CHUNKS * 16),
  };
}
