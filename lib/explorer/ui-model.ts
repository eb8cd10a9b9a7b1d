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
import { chunkLabel, type ExecutionChunk, type TaskGeometry } from './task-split';
import { taskIds } from './task-ids';
import { type AccessorState, type ExplorerState } from './ui-state';

export interface ExplorerModel {
  dims: Dims;
  global: Box;
  chunks: { chunk: ExecutionChunk; label: string }[];
  selected: number;
  accesses: AccessView[];
  buffers: BufferSpec[];
  reports: StepReport[];
  /** The runtime's id of each report's task (horizons take ids too, see task-ids.ts). */
  taskIds: number[];
  /** What keeps the state from running, in the runtime's or the core's words; empty when it runs. */
  problem: string | null;
  /** What the explorer did that the controls do not show, such as fewer chunks than asked for. */
  notes: string[];
}

/** The runtime makes no empty chunks: `split_1d` cuts only dimension 0, `split_2d` a grid of dimensions 0
 * and 1 whose sides multiply to the count, each side at most its dimension's number of granularity units
 * (src/split.cc). So a range can get fewer chunks than asked, even with many work items; says so, with the
 * count the cluster asked for and the reason that fits the split. */
function fewerChunksNote(s: ExplorerState, chunks: number): string[] {
  const devices = s.host ? 1 : s.devices;
  const asked = s.nodes * devices * s.oversubscribe;
  if (chunks >= asked) return [];
  const factors = [`${s.nodes} node${s.nodes === 1 ? '' : 's'}`];
  if (!s.host) factors.push(`${devices} device${devices === 1 ? '' : 's'} each`);
  if (s.oversubscribe > 1) factors.push(`oversubscribe ${s.oversubscribe}`);
  return [
    `${chunks} chunk${chunks === 1 ? '' : 's'}, not ${asked} (${factors.join(' × ')}): ${
      s.split2d
        ? 'split_2d cuts dimensions 0 and 1 into a grid whose sides multiply to the count, and each side has at most as many parts as its dimension has units of the split granularity'
        : 'split_1d cuts only dimension 0, which has too few units of the split granularity for that many'
    }; the runtime makes no empty chunks.`,
  ];
}

/** Overlapping writes are logged, not thrown, and only by a runtime built with the access-pattern
 * diagnostics (src/runtime.cc, CMakeLists.txt); between nodes, the runtime keeps each node's own write,
 * which the explorer's transfers do not model (README.md, Not modelled). */
function overlappingWritesNote(reports: readonly StepReport[]): string[] {
  const errors = reports.flatMap((r) => r.errors);
  if (errors.length === 0) return [];
  const betweenNodes = errors.some((e) => e.level === 'nodes');
  return [
    'The runtime reports overlapping writes only when it is built with CELERITY_ACCESS_PATTERN_DIAGNOSTICS (on by default in Debug builds), as an error in its log, and the program runs on.' +
      (betweenNodes
        ? " The transfers shown let the last node's write win; the runtime keeps each node's own write as current on that node."
        : ''),
  ];
}

/** The work-group field stays filled when the task becomes a host task; says that it no longer counts. */
function ignoredWorkGroupNote(s: ExplorerState): string[] {
  return s.host && s.local[0] > 0
    ? ['A host task has no work groups: its range is split without the work-group size.']
    : [];
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

/** The stencil loop: accessor a's mapper reads the current buffer, accessor b's writes the next one, and
 * the two swap after each task (`std::swap` of two buffers of the same type and range). */
function iterationAccesses(s: ExplorerState, accesses: BufferAccess[], k: number): BufferAccess[] {
  const [a, b] = s.accessors;
  if (!a || !b) throw new Error('Iterations swap two buffers: choose two accessors.');
  if (
    a.bufferDims !== b.bufferDims ||
    a.range.slice(0, a.bufferDims).join() !== b.range.slice(0, b.bufferDims).join()
  )
    throw new Error(
      'The explorer swaps buffers a and b between iterations only when both have the same dimensions and range.',
    );
  return k % 2 === 0 ? accesses : accesses.map((access) => ({ ...access, buffer: 1 - access.buffer }));
}

/** The kernel's geometry; throws the runtime's error for a work-group size or split constraint that does not fit. */
function geometryOf(s: ExplorerState): TaskGeometry {
  return {
    dims: s.dims,
    globalSize: vec(s.size, s.dims, 1),
    globalOffset: [0, 0, 0] as Vec3,
    granularity: effectiveGranularity({
      globalSize: s.size.slice(0, s.dims),
      // A host task has no work groups: the code calls host_task with a plain range (granularity 1).
      localSize: !s.host && s.local[0] > 0 ? s.local.slice(0, s.dims) : undefined,
      constraint: s.constraint[0] > 0 ? s.constraint.slice(0, s.dims) : undefined,
    }),
  };
}

function tasksOf(s: ExplorerState, geometry: TaskGeometry, accesses: BufferAccess[]): TaskStep[] {
  const hints = { split2d: s.split2d, oversubscribe: s.oversubscribe > 1 ? s.oversubscribe : undefined };
  const kind = s.host ? ('host' as const) : ('device' as const);
  // Task ids are left at 0 here: withTaskIds numbers the steps as the runtime does.
  const step = (acc: BufferAccess[]) => ({ task: { kind, id: 0 }, geometry, hints, accesses: acc });
  if (s.steps === 'once') return [step(accesses)];
  if (s.steps === 'twice') return [step(accesses), step(accesses)];
  if (s.steps === 'iterate')
    return Array.from({ length: s.iterations }, (_, k) => step(iterationAccesses(s, accesses, k)));
  // The producer writes every element of buffer a, so it iterates over a's range in a's dimensionality.
  const a = s.accessors[0]!;
  const producer: BufferAccess[] = [{ buffer: 0, mode: 'discard_write', mapper: { kind: 'one_to_one' } }];
  const plain = {
    dims: a.bufferDims,
    globalSize: vec(a.range, a.bufferDims, 1),
    globalOffset: [0, 0, 0] as Vec3,
    granularity: [1, 1, 1] as Vec3,
  };
  return [{ task: { kind: 'device', id: 0 }, geometry: plain, accesses: producer }, step(accesses)];
}

/** The steps with the ids the runtime gives them, horizons counted (task-ids.ts). */
function withTaskIds(buffers: readonly BufferSpec[], steps: TaskStep[]): TaskStep[] {
  const ids = taskIds(
    buffers,
    steps.map((step) => ({
      accesses: step.accesses,
      kernelDims: step.geometry.dims,
      globalSize: step.geometry.globalSize,
    })),
  );
  return steps.map((step, i) => ({ ...step, task: { ...step.task, id: ids[i]! } }));
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
  const empty = {
    dims,
    global,
    chunks: [],
    selected: 0,
    accesses: [],
    buffers,
    reports: [],
    taskIds: [],
    notes: [],
  };
  try {
    // In the explorer's code the nd_range and constrain_split errors are thrown inside the command group
    // function, while range mappers are first evaluated when the runtime builds the task from it.
    const geometry = geometryOf(s);
    const accesses = s.accessors.map((a, buffer) => {
      const mapper = mapperOf(a);
      checkRangeMapper(mapper, dims, a.bufferDims);
      return { buffer, mode: a.mode, mapper };
    });
    // The explorer's code names no buffer (no set_buffer_name), so the runtime's messages say B0 and B1;
    // the names a and b label the explorer's own tables and figures.
    const unnamed = buffers.map(({ name: _name, ...buffer }) => buffer);
    const tasks = withTaskIds(unnamed, tasksOf(s, geometry, accesses));
    const reports = simulate({ nodes: s.nodes, devicesPerNode: s.devices }, unnamed, tasks);
    const last = reports[reports.length - 1]!;
    const parts = Math.max(...last.split.chunks.map((chunk) => chunk.part + 1));
    const chunks = last.split.chunks.map((chunk) => ({ chunk, label: chunkLabel(chunk, parts) }));
    const selected = Math.min(s.chunk, chunks.length - 1);
    const kernel = { dims, globalSize: global.max };
    const views = accessViews(
      tasks[tasks.length - 1]!.accesses,
      buffers,
      kernel,
      last.split.chunks,
      selected,
      last,
    );
    const notes = [
      ...fewerChunksNote(s, chunks.length),
      ...ignoredWorkGroupNote(s),
      ...overlappingWritesNote(reports),
    ];
    const ids = tasks.map((step) => step.task.id);
    return { ...empty, chunks, selected, accesses: views, reports, taskIds: ids, problem: null, notes };
  } catch (error) {
    return { ...empty, problem: error instanceof Error ? error.message : String(error) };
  }
}
