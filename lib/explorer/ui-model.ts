/**
 * From the explorer's state to what it shows: the split of the (last) task into chunks, the buffer
 * region each accessor of the selected chunk touches, the halos shared with other chunks, and what the
 * simulation reports (receives, device copies, errors and warnings), all as the core computes them.
 */
import { type BufferAccess, type BufferSpec } from './accesses';
import { boxFromSubrange, type Box, type Dims, type Vec3 } from './box';
import { effectiveGranularity } from './granularity';
import { type RangeMapper, checkRangeMapper } from './range-mapper-spec';
import { mapChunk, mapperChunk } from './range-mappers';
import { regionIntersection, regionUnion, EMPTY_REGION, type Region } from './region';
import { simulate, type StepReport, type TaskStep } from './simulate';
import { chunkLabel, type ExecutionChunk } from './task-split';
import { type AccessorState, type ExplorerState } from './ui-state';

export interface AccessView {
  buffer: BufferSpec;
  mode: string;
  region: Region;
  /** Elements of `region` that other chunks of the task touch through the same accessor. */
  halo: Region;
}

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

export function mapperOf(a: AccessorState, dims: Dims): RangeMapper {
  const two = (v: [number, number]) => (dims === 1 ? [v[0]] : [...v]);
  switch (a.mapper) {
    case 'fixed':
      return { kind: 'fixed', offset: two(a.offset), range: two(a.size) };
    case 'slice':
      return { kind: 'slice', dim: a.dim };
    case 'neighborhood':
      return { kind: 'neighborhood', extent: two(a.offset), shape: a.shape };
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
  const producer: BufferAccess[] = [{ buffer: 0, mode: 'discard_write', mapper: { kind: 'one_to_one' } }];
  const plain = { ...geometry, granularity: [1, 1, 1] as Vec3 };
  return [{ task: { kind: 'device', id: 1 }, geometry: plain, accesses: producer }, step(2, accesses)];
}

export function buildModel(s: ExplorerState): ExplorerModel {
  const dims = s.dims;
  const buffers: BufferSpec[] = s.accessors.map((a, id) => ({
    id,
    name: id === 0 ? 'a' : 'b',
    dims,
    range: vec(a.range, dims, 1),
    hostInitialized: true,
  }));
  const global = boxFromSubrange([0, 0, 0], vec(s.size, dims, 1));
  const empty = { dims, global, chunks: [], selected: 0, accesses: [], buffers, reports: [] };
  try {
    const accesses = s.accessors.map((a, buffer) => {
      const mapper = mapperOf(a, dims);
      checkRangeMapper(mapper, dims, dims);
      return { buffer, mode: a.mode, mapper };
    });
    const reports = simulate({ nodes: s.nodes, devicesPerNode: s.devices }, buffers, tasksOf(s, accesses));
    const split = reports[reports.length - 1]!.split;
    const parts = Math.max(...split.chunks.map((chunk) => chunk.part + 1));
    const chunks = split.chunks.map((chunk) => ({ chunk, label: chunkLabel(chunk, parts) }));
    const selected = Math.min(s.chunk, chunks.length - 1);
    const regionsOf = (box: Box) =>
      accesses.map((a, i) => mapChunk(a.mapper, mapperChunk(dims, box, global.max), buffers[i]!));
    const all = chunks.map(({ chunk }) => regionsOf(chunk.box));
    const views = accesses.map((a, i) => {
      const region = all[selected]![i]!;
      const others = regionUnion(...all.filter((_, c) => c !== selected).map((r) => r[i] ?? EMPTY_REGION));
      return { buffer: buffers[i]!, mode: a.mode, region, halo: regionIntersection(region, others) };
    });
    return { ...empty, chunks, selected, accesses: views, reports, problem: null };
  } catch (error) {
    return { ...empty, problem: error instanceof Error ? error.message : String(error) };
  }
}
