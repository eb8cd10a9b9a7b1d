/**
 * Where each work item of a task runs: the runtime splits the global range into one chunk per node
 * (src/command_graph_generator.cc, split_task_and_assign_chunks), each node splits its chunk into one
 * per local device (src/instruction_graph_generator.cc, split_task_execution_range), and an
 * `oversubscribe` hint splits each device's chunk once more. The split_2d hint applies to every level.
 */
import { boxFromSubrange, type Box, type Dims, type Vec3 } from './box';
import { refusingToOversubscribe, type TaskLabel } from './diagnostics';
import { split1d, split2d } from './split';

export interface TaskGeometry {
  dims: Dims;
  globalSize: Vec3;
  globalOffset: Vec3;
  granularity: Vec3;
}

export interface ClusterShape {
  nodes: number;
  /** Devices on each node; a device kernel needs at least one. */
  devicesPerNode: number;
}

export interface SplitHints {
  split2d?: boolean;
  /** The factor of experimental::hints::oversubscribe; absent when the task has no such hint. */
  oversubscribe?: number;
  /** A reduction, or a side effect of a host task, keeps the runtime from oversubscribing (device kernels
   * cannot have side effects). */
  hasReduction?: boolean;
  hasSideEffects?: boolean;
}

export interface NodeChunk {
  node: number;
  box: Box;
}

export interface ExecutionChunk {
  node: number;
  /** The local device running the chunk; null for a host task, which runs in host memory. */
  device: number | null;
  /** Position among the oversubscribed parts of the same device (0 without oversubscription). */
  part: number;
  box: Box;
}

export interface TaskSplit {
  /** One chunk per node that gets work, in node order; nodes beyond the last chunk stay idle. */
  nodeChunks: NodeChunk[];
  chunks: ExecutionChunk[];
  warnings: string[];
}

function positive(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
}

export function splitTask(
  task: TaskLabel,
  geometry: TaskGeometry,
  cluster: ClusterShape,
  hints: SplitHints = {},
): TaskSplit {
  positive('the number of nodes', cluster.nodes);
  if (task.kind === 'device') positive('the number of devices per node', cluster.devicesPerNode);
  if (hints.oversubscribe !== undefined) positive('the oversubscription factor', hints.oversubscribe);
  if (geometry.globalSize.some((extent) => extent < 1)) {
    throw new RangeError('the global size must hold at least one item in every dimension');
  }
  const split = hints.split2d ? split2d : split1d;
  const full = boxFromSubrange(geometry.globalOffset, geometry.globalSize);

  // One chunk per node: with at most as many chunks as nodes, chunk i goes to node i.
  const nodeChunks = split(full, geometry.granularity, cluster.nodes).map((box, node) => ({ node, box }));

  const warnings: string[] = [];
  let factor = hints.oversubscribe ?? 1;
  const obstacle = hints.hasReduction
    ? 'reduction'
    : task.kind === 'host' && hints.hasSideEffects
      ? 'side effects'
      : null;
  if (hints.oversubscribe !== undefined && obstacle) {
    warnings.push(refusingToOversubscribe(task, obstacle));
    factor = 1;
  }
  const chunks: ExecutionChunk[] = [];
  for (const { node, box } of nodeChunks) {
    // A host task keeps its node chunk whole; a device kernel gets one coarse chunk per device. The
    // oversubscribe factor then splits every coarse chunk, a host task's too: split_task_execution_range
    // (src/instruction_graph_generator.cc) counts a host task without side effects or collective group
    // as splittable locally, so the hint is honoured, and its parts all run in host memory.
    const coarse = task.kind === 'device' ? split(box, geometry.granularity, cluster.devicesPerNode) : [box];
    coarse.forEach((deviceBox, index) => {
      split(deviceBox, geometry.granularity, factor).forEach((partBox, part) => {
        chunks.push({ node, device: task.kind === 'device' ? index : null, part, box: partBox });
      });
    });
  }
  return { nodeChunks, chunks, warnings };
}

/** `N1 D0`, `N1 D0.2` for the third oversubscribed part, `N1 host` for a host task. */
export function chunkLabel(chunk: ExecutionChunk, parts: number): string {
  const where = chunk.device === null ? 'host' : `D${chunk.device}`;
  return `N${chunk.node} ${where}${parts > 1 ? `.${chunk.part}` : ''}`;
}
