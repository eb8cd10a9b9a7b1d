/**
 * A sequence of tasks on one cluster: for each task its split, the transfers between nodes and the
 * copies inside each node that must happen before it runs, and the diagnostics the runtime would raise.
 */
import { boxFromSubrange, type Box } from './box';
import {
  isProducerMode,
  requirementsOf,
  type BufferAccess,
  type BufferSpec,
  type Requirements,
} from './accesses';
import { deviceMemory, HOST_MEMORY, NodeMemories, type DeviceCopy } from './device-copies';
import { uninitializedRead, type TaskLabel } from './diagnostics';
import { overlappingWriteErrors, type OverlappingWriteError } from './overlaps';
import { ClusterBuffers, type NodeRequirements, type Receive } from './receives';
import { regionDifference, regionOf, regionUnion, EMPTY_REGION, type Region } from './region';
import {
  splitTask,
  type ClusterShape,
  type SplitHints,
  type TaskGeometry,
  type TaskSplit,
} from './task-split';

export interface TaskStep {
  task: TaskLabel;
  geometry: TaskGeometry;
  hints?: SplitHints;
  accesses: readonly BufferAccess[];
}

export interface StepReport {
  split: TaskSplit;
  receives: Receive[];
  copies: DeviceCopy[];
  errors: OverlappingWriteError[];
  /** Refused oversubscription and reads of uninitialized elements. */
  warnings: string[];
}

export function simulate(
  cluster: ClusterShape,
  buffers: readonly BufferSpec[],
  steps: readonly TaskStep[],
): StepReport[] {
  const ids = new Set(buffers.map((b) => b.id));
  if (ids.size !== buffers.length) throw new RangeError('two buffers share an id');
  const nodes = new ClusterBuffers(buffers, cluster.nodes);
  const memories = Array.from({ length: cluster.nodes }, (_, node) => new NodeMemories(node, buffers));
  const initialized = new Map<number, Region>(
    buffers.map((b) => [
      b.id,
      b.hostInitialized ? regionOf(boxFromSubrange([0, 0, 0], b.range)) : EMPTY_REGION,
    ]),
  );

  return steps.map(({ task, geometry, hints, accesses }) => {
    const split = splitTask(task, geometry, cluster, hints);
    const requirementsAt = (box: Box) =>
      requirementsOf(accesses, buffers, geometry.dims, geometry.globalSize, box);
    const whole = requirementsAt(boxFromSubrange(geometry.globalOffset, geometry.globalSize));
    const warnings = [...split.warnings, ...uninitializedReads(task, whole, accesses, buffers, initialized)];
    const errors = overlappingWriteErrors(task, geometry, split, cluster.nodes, accesses, buffers);

    const perNode: NodeRequirements[] = split.nodeChunks.map(({ node, box }) => ({
      node,
      requirements: requirementsAt(box),
    }));
    const receives = nodes.receive(perNode);

    // A node first makes its host memory hold what it sends (the pushes come before the task's own work).
    const copies: DeviceCopy[] = receives.flatMap((r) => memories[r.from]!.send(r.buffer, r.region));
    for (const { node, requirements } of perNode) {
      const chunks = split.chunks
        .filter((chunk) => chunk.node === node)
        .map((chunk) => ({
          memory: chunk.device === null ? HOST_MEMORY : deviceMemory(chunk.device),
          requirements: requirementsAt(chunk.box),
        }));
      for (const [buffer, { consumed, produced }] of requirements) {
        const received = regionUnion(
          ...receives.filter((r) => r.to === node && r.buffer === buffer).map((r) => r.region),
        );
        const accesses = chunks.map(({ memory, requirements }) => ({
          memory,
          consumed: requirements.get(buffer)!.consumed,
          produced: requirements.get(buffer)!.produced,
        }));
        copies.push(
          ...memories[node]!.run(buffer, received, regionUnion(consumed, produced), consumed, accesses),
        );
      }
    }
    nodes.write(perNode);
    for (const [buffer, { produced }] of whole)
      initialized.set(buffer, regionUnion(initialized.get(buffer)!, produced));
    return { split, receives, copies, errors, warnings };
  });
}

/** The task-level check for reads of elements nobody wrote, on the whole task's requirements
 * (src/task_manager.cc). */
function uninitializedReads(
  task: TaskLabel,
  whole: ReadonlyMap<number, Requirements>,
  accesses: readonly BufferAccess[],
  buffers: readonly BufferSpec[],
  initialized: ReadonlyMap<number, Region>,
): string[] {
  const warnings: string[] = [];
  for (const [buffer, { consumed }] of whole) {
    const missing = regionDifference(consumed, initialized.get(buffer)!);
    if (missing.length === 0) continue;
    const pureRead = !accesses.some((a) => a.buffer === buffer && isProducerMode(a.mode));
    const spec = buffers.find((b) => b.id === buffer)!;
    warnings.push(uninitializedRead(task, { id: spec.id, name: spec.name }, missing, pureRead));
  }
  return warnings;
}
