/**
 * The runtime's own wording for what the explorer reports, so that a reader can match it with a log:
 * debug labels (src/utils.cc, make_task_debug_label and make_buffer_debug_label) and the messages of
 * the access-pattern diagnostics and geometry checks. Each text names the place it is raised.
 */
import { formatRegion, type Region } from './region';

/** The task kinds the explorer splits: `parallel_for` (device kernel) and `host_task(range)`. */
export type TaskKind = 'device' | 'host';

export interface TaskLabel {
  kind: TaskKind;
  id: number;
  name?: string;
}

/** Regions in messages have three components whatever the buffer's dimensionality, as the runtime
 * prints its `region<3>` (include/print_utils.h): `{[0,0,0] - [16,1,1]}` for a 1D buffer of 16. */
export interface BufferLabel {
  id: number;
  name?: string;
}

/** `device kernel T3 "step"`, or `Device kernel T3 "step"` at the start of a sentence. */
export function taskDebugLabel(task: TaskLabel, titleCase = false): string {
  const kind = task.kind === 'device' ? 'device kernel' : 'host-compute task';
  const label = `${titleCase ? kind[0]!.toUpperCase() + kind.slice(1) : kind} T${task.id}`;
  return task.name ? `${label} "${task.name}"` : label;
}

/** `B0 "u"`, or `B0` for a buffer without a debug name. */
export function bufferDebugLabel(buffer: BufferLabel): string {
  return buffer.name ? `B${buffer.id} "${buffer.name}"` : `B${buffer.id}`;
}

export interface BufferOverlap {
  buffer: BufferLabel;
  /** Elements written by more than one chunk, in the buffer's three-dimensional form. */
  region: Region;
}

const OVERLAP_ADVICE =
  '. Choose a non-overlapping range mapper for this write access or constrain the split via ' +
  'experimental::constrain_split to make the access non-overlapping.';

function overlapList(overlaps: readonly BufferOverlap[]): string {
  return overlaps.map((o) => ` ${bufferDebugLabel(o.buffer)} ${formatRegion(o.region)}`).join('');
}

/** Raised by a node when its chunk writes what another node's chunk writes (src/command_graph_generator.cc,
 * report_overlapping_writes). */
export function overlappingWritesBetweenNodes(task: TaskLabel, overlaps: readonly BufferOverlap[]): string {
  return `${taskDebugLabel(task, true)} has overlapping writes between multiple nodes in${overlapList(overlaps)}${OVERLAP_ADVICE}`;
}

/** Raised by node `node` when two of its concurrent chunks (devices, oversubscribed parts) write the same
 * elements (src/instruction_graph_generator.cc, report_task_overlapping_writes). */
export function overlappingWritesOnNode(
  task: TaskLabel,
  node: number,
  overlaps: readonly BufferOverlap[],
): string {
  return `${taskDebugLabel(task, true)} has overlapping writes on N${node} in${overlapList(overlaps)}${OVERLAP_ADVICE}`;
}

/** Why an oversubscribe hint is ignored (src/instruction_graph_generator.cc, split_task_execution_range). */
export type OversubscriptionObstacle = 'reduction' | 'side effects';

export function refusingToOversubscribe(task: TaskLabel, obstacle: OversubscriptionObstacle): string {
  const reason =
    obstacle === 'reduction' ? ' because it performs a reduction' : ' because it has side effects';
  return `Refusing to oversubscribe ${taskDebugLabel(task)}${reason}.`;
}

/** A read of elements no task wrote and the host did not initialize (src/task_manager.cc). `pureRead` is
 * false when the task also writes the buffer, which earns a hint to use no_init. */
export function uninitializedRead(
  task: TaskLabel,
  buffer: BufferLabel,
  region: Region,
  pureRead: boolean,
): string {
  const verb = pureRead ? 'reading' : 'consuming';
  const advice = pureRead
    ? ''
    : ' Make sure to construct the accessor with no_init if this was unintentional.';
  return `${taskDebugLabel(task, true)} declares a ${verb} access on uninitialized ${bufferDebugLabel(buffer)} ${formatRegion(region)}.${advice}`;
}

/** Thrown by the nd_range constructor (include/ranges.h). */
export const ND_RANGE_NOT_DIVISIBLE = 'global_range is not divisible by local_range';

/** Thrown by the handler for a zero component (include/handler.h, get_constrained_granularity). */
export const SPLIT_CONSTRAINT_ZERO = 'Split constraint cannot be 0';

/** Thrown when the granularity does not divide the global size; "effective" when a work-group size of
 * more than one item took part (include/handler.h, get_constrained_granularity). */
export function splitConstraintNotDividing(
  effective: boolean,
  granularity: string,
  globalSize: string,
): string {
  return `The${effective ? ' effective ' : ' '}split constraint ${granularity} does not evenly divide the kernel global size ${globalSize}`;
}

/** Thrown when the command group is submitted and a range mapper takes neither a chunk of the kernel's
 * dimensionality nor that chunk and the buffer's range, or returns a subrange of another dimensionality
 * than the buffer's (include/range_mapper.h, throw_invalid_range_mapper_args). */
export function invalidRangeMapperDims(kernelDims: number, bufferDims: number): string {
  const k = kernelDims;
  const b = bufferDims;
  return `Invalid range mapper dimensionality: ${k}-dimensional kernel submitted with a requirement whose range mapper is neither invocable for chunk<${k}> nor (chunk<${k}>, range<${b}>) to produce subrange<${b}>`;
}
