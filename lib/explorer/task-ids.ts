/**
 * The task ids the runtime gives a sequence of command groups. Besides the kernels, the task manager
 * makes horizon tasks, each with an id of its own: after a command group, when the longest dependency
 * chain has grown by the horizon step (4 unless CELERITY_HORIZON_STEP says otherwise) since the last
 * horizon, or when 64 tasks have no successor (src/task_manager.cc, need_new_horizon). So in a loop
 * whose tasks each depend on the one before, the fifth kernel is T6, not T5. The chain's length follows
 * the dependencies the runtime computes from each task's whole access regions: a true dependency on the
 * last writer of what it reads, an anti-dependency on the readers of what it overwrites (or on the
 * writer when nobody read it), and the last epoch or applied horizon when it has no true dependency
 * (compute_dependencies; the same at v0.6.0, v0.7.0 and master).
 */
import { fullBox, type Box } from './box';
import { requirementsOf, type BufferAccess, type BufferSpec, type Requirements } from './accesses';
import { RegionMap } from './region-map';
import { regionIntersection, regionOf, type Region } from './region';

/** Defaults of CELERITY_HORIZON_STEP and CELERITY_HORIZON_MAX_PARALLELISM (include/task_manager.h). */
export const HORIZON_STEP = 4;
export const HORIZON_MAX_PARALLELISM = 64;

/** What decides a task's dependencies: the elements its whole index space consumes and produces. */
export interface TaskAccesses {
  accesses: readonly BufferAccess[];
  kernelDims: 1 | 2 | 3;
  globalSize: readonly [number, number, number];
}

interface Node {
  id: number;
  /** The runtime's pseudo critical path length: one more than the longest of its dependencies. */
  depth: number;
  consumed: ReadonlyMap<number, Region>;
  dependents: Node[];
}

/** The ids of `tasks`, submitted in this order after the initial epoch (T0). */
export function taskIds(buffers: readonly BufferSpec[], tasks: readonly TaskAccesses[]): number[] {
  const epoch: Node = { id: 0, depth: 0, consumed: new Map(), dependents: [] };
  const writers = new Map(
    buffers.map((b) => {
      const extent = fullBox(b.range);
      // A host-initialized buffer is last written by the epoch; otherwise by nobody.
      const map = new RegionMap<Node | null>(extent, b.hostInitialized ? epoch : null, (n) =>
        String(n?.id ?? -1),
      );
      return [b.id, { map, extent }] as const;
    }),
  );
  let next = 1;
  let epochForNewTasks = epoch;
  let maxDepth = 0;
  let horizonDepth = 0;
  let currentHorizon: Node | null = null;
  let front = new Set<Node>([epoch]);

  const depend = (task: Node, on: Node) => {
    if (task === on) return;
    task.depth = Math.max(task.depth, on.depth + 1);
    if (!on.dependents.includes(task)) on.dependents.push(task);
    front.delete(on);
    maxDepth = Math.max(maxDepth, task.depth);
  };

  const ids: number[] = [];
  for (const step of tasks) {
    const whole: Box = fullBox([...step.globalSize] as [number, number, number]);
    const required: Map<number, Requirements> = requirementsOf(
      step.accesses,
      buffers,
      step.kernelDims,
      whole.max,
      whole,
    );
    const task: Node = {
      id: next++,
      depth: 0,
      consumed: new Map([...required].map(([id, r]) => [id, r.consumed])),
      dependents: [],
    };
    let trueDependency = false;
    for (const [bufferId, { consumed, produced }] of [...required].sort(([a], [b]) => a - b)) {
      const { map } = writers.get(bufferId)!;
      for (const { value: writer } of map.query(consumed)) {
        if (writer) {
          depend(task, writer);
          trueDependency = true;
        }
      }
      if (produced.length === 0) continue;
      for (const { value: writer } of map.query(produced)) {
        if (!writer) continue;
        const readers = writer.dependents.filter(
          (d) =>
            d !== task && regionIntersection(produced, d.consumed.get(bufferId) ?? regionOf()).length > 0,
        );
        for (const reader of readers) depend(task, reader);
        if (readers.length === 0) depend(task, writer);
      }
      map.update(produced, task);
    }
    if (!trueDependency) depend(task, epochForNewTasks);
    front.add(task);
    ids.push(task.id);

    if (maxDepth - horizonDepth >= HORIZON_STEP || front.size >= HORIZON_MAX_PARALLELISM) {
      const horizon: Node = { id: next++, depth: 0, consumed: new Map(), dependents: [] };
      horizonDepth = maxDepth;
      const previous = currentHorizon;
      currentHorizon = horizon;
      for (const node of [...front]) depend(horizon, node);
      front = new Set([horizon]);
      if (previous) {
        // The previous horizon becomes the epoch for new tasks: it stands in for every older writer.
        for (const { map, extent } of writers.values()) {
          for (const { box, value } of map.query(regionOf(extent)))
            if (value && value.id < previous.id) map.update(regionOf(box), previous);
        }
        epochForNewTasks = previous;
      }
    }
  }
  return ids;
}
