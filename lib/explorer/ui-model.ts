/**
 * From the explorer's state to what it shows: the split of the (last) task into chunks, the buffer
 * region each accessor of the selected chunk touches, the halos shared with other chunks, and what the
 * simulation reports (receives, device copies, errors and warnings), all as the core computes them.
 */
import { type BufferAccess, type BufferSpec } from './accesses';
import { boxFromSubrange, type Box, type Dims, type Vec3 } from './box';
import { effectiveGranularity } from './granularity';
import { type RangeMapper, checkRangeMapper } from './range-mapper-spec';
import { accessViews, type AccessView } from './ui-access-views';
import { simulate, type StepReport, type TaskStep } from './simulate';
import { chunkLabel, type ExecutionChunk } from './task-split';
import { type AccessorState, type ExplorerState } from './ui-state';

export interface ExplorerModel {
  dims: Dims;
  global: Box;
  chunks: { chunk: ExecutionChunk; label: string }[];
  selected: number;
  accesses: AccessView[];
  buffers: BufferSpec[];
  reports: StepReport[];
  /** What keeps the state from running, in the runtime's or the core's words; empty when it runs. */
  problem: string | null;
}

export const vec = (v: readonly [number, number], dims: Dims, fill: 0 | 1): Vec3 =>
  dims === 1 ? [v[0], fill, fill] : [v[0], v[1], fill];

/** The accessor's mapper; its parameters have the buffer's dimensionality, as in include/range_mapper.h. */
export function mapperOf(a: AccessorState): RangeMapper {
  const two = (v: [number, number]) => (a.bufferDims === 1 ? [v[0]] : [...v]);
  switch (a.mapper) {
    case 'fixed':
      return { kind: 'fixed', offset: two(a.offset), range: two(a.size) };
    case 'slice':
      return { kind: 'slice', dim: a.dim };
    case 'neighborhood':
      return { kind: 'neighborhood', extent: two(a.offset), shape: a.shape };
    case 'even_split':
      return { kind: 'even_split', granularity: two(a.granularity) };
    default:
      return { kind: a.mapper };
  }
}

function tasksOf(s: ExplorerState, accesses: BufferAccess[]): TaskStep[] {
  const geometry = {
    dims: s.dims,
    globalSize: vec(s.size, s.dims, 1),
    globalOffset: [0, 0, 0] as Vec3,
    granularity: effectiveGranularity({
      globalSize: s.size.slice(0, s.dims),
      localSize: s.local[0] > 0 ? s.local.slice(0, s.dims) : undefined,
      constraint: s.constraint[0] > 0 ? s.constraint.slice(0, s.dims) : undefined,
    }),
  };
  const hints = { split2d: s.split2d, oversubscribe: s.oversubscribe > 1 ? s.oversubscribe : undefined };
  const kind = s.host ? ('host' as const) : ('device' as const);
  const step = (id: number, acc: BufferAccess[]) => ({ task: { kind, id }, geometry, hints, accesses: acc });
  if (s.steps === 'once') return [step(1, accesses)];
  if (s.steps === 'twice') return [step(1, accesses), step(2, accesses)];
  // The producer writes every element of buffer a, so it iterates over a's range in a's dimensionality.
  const a = s.accessors[0]!;
  const producer: BufferAccess[] = [{ buffer: 0, mode: 'discard_write', mapper: { kind: 'one_to_one' } }];
  const plain = {
    dims: a.bufferDims,
    globalSize: vec(a.range, a.bufferDims, 1),
    globalOffset: [0, 0, 0] as Vec3,
    granularity: [1, 1, 1] as Vec3,
  };
  return [{ task: { kind: 'device', id: 1 }, geometry: plain, accesses: producer }, step(2, accesses)];
}

export function buildModel(s: ExplorerState): ExplorerModel {
  const dims = s.dims;
  const buffers: BufferSpec[] = s.accessors.map((a, id) => ({
    id,
    name: id === 0 ? 'a' : 'b',
    dims: a.bufferDims,
    range: vec(a.range, a.bufferDims, 1),
    hostInitialized: true,
  }));
  const global = boxFromSubrange([0, 0, 0], vec(s.size, dims, 1));
  const empty = { dims, global, chunks: [], selected: 0, accesses: [], buffers, reports: [] };
  try {
    const accesses = s.accessors.map((a, buffer) => {
      const mapper = mapperOf(a);
      checkRangeMapper(mapper, dims, a.bufferDims);
      return { buffer, mode: a.mode, mapper };
    });
    const reports = simulate({ nodes: s.nodes, devicesPerNode: s.devices }, buffers, tasksOf(s, accesses));
    const last = reports[reports.length - 1]!;
    const parts = Math.max(...last.split.chunks.map((chunk) => chunk.part + 1));
    const chunks = last.split.chunks.map((chunk) => ({ chunk, label: chunkLabel(chunk, parts) }));
    const selected = Math.min(s.chunk, chunks.length - 1);
    const kernel = { dims, globalSize: global.max };
    const views = accessViews(accesses, buffers, kernel, last.split.chunks, selected, last);
    return { ...empty, chunks, selected, accesses: views, reports, problem: null };
  } catch (error) {
    return { ...empty, problem: error instanceof Error ? error.message : String(error) };
  }
}
