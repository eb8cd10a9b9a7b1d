/**
 * Where chunks' regions meet: the pairwise overlaps of what chunks access (the halos a stencil reads
 * from its neighbours), and the access-pattern diagnostic for writes that overlap between chunks, which
 * the runtime checks once between nodes and once between the concurrent chunks of each node.
 */
import { boxFromSubrange, type Box } from './box';
import { requirementsOf, type BufferAccess, type BufferSpec } from './accesses';
import {
  overlappingWritesBetweenNodes,
  overlappingWritesOnNode,
  type BufferOverlap,
  type TaskLabel,
} from './diagnostics';
import {
  regionDifference,
  regionIntersection,
  regionOf,
  regionUnion,
  EMPTY_REGION,
  type Region,
} from './region';
import { type TaskGeometry, type TaskSplit } from './task-split';

export interface PairOverlap {
  /** Indices into the list of regions, first < second. */
  first: number;
  second: number;
  region: Region;
}

/** Every pair of regions that share elements, with what they share. */
export function pairwiseOverlaps(regions: readonly Region[]): PairOverlap[] {
  const overlaps: PairOverlap[] = [];
  for (let first = 0; first < regions.length; first++) {
    for (let second = first + 1; second < regions.length; second++) {
      const region = regionIntersection(regions[first]!, regions[second]!);
      if (region.length > 0) overlaps.push({ first, second, region });
    }
  }
  return overlaps;
}

/** The elements that lie in more than one of `regions` (src/task.cc, detect_overlapping_writes). */
export function coveredMoreThanOnce(regions: readonly Region[]): Region {
  let seen = EMPTY_REGION;
  let twice = EMPTY_REGION;
  for (const region of regions) {
    twice = regionUnion(twice, regionIntersection(seen, region));
    seen = regionUnion(seen, region);
  }
  return twice;
}

function writeOverlaps(
  boxes: readonly Box[],
  accesses: readonly BufferAccess[],
  buffers: readonly BufferSpec[],
  geometry: TaskGeometry,
): BufferOverlap[] {
  const produced = boxes.map((box) =>
    requirementsOf(accesses, buffers, geometry.dims, geometry.globalSize, box),
  );
  const overlaps: BufferOverlap[] = [];
  // The runtime lists buffers in hash-map order; ascending ids keep the explorer's text stable.
  for (const buffer of [...buffers].sort((a, b) => a.id - b.id)) {
    const region = coveredMoreThanOnce(produced.map((req) => req.get(buffer.id)?.produced ?? EMPTY_REGION));
    if (region.length > 0) overlaps.push({ buffer: { id: buffer.id, name: buffer.name }, region });
  }
  return overlaps;
}

export interface OverlappingWriteError {
  /** The node that reports it. */
  node: number;
  level: 'nodes' | 'devices';
  message: string;
}

/**
 * The overlapping-write errors each node would report for `split`. Between nodes, a node compares its
 * own chunk with the rest of the global range cut into the boxes of a region, not with the other nodes'
 * chunks (src/command_graph_generator.cc, report_overlapping_writes), so which node reports an overlap,
 * and where, follows that rule.
 */
export function overlappingWriteErrors(
  task: TaskLabel,
  geometry: TaskGeometry,
  split: TaskSplit,
  nodes: number,
  accesses: readonly BufferAccess[],
  buffers: readonly BufferSpec[],
): OverlappingWriteError[] {
  const errors: OverlappingWriteError[] = [];
  const global = regionOf(boxFromSubrange(geometry.globalOffset, geometry.globalSize));
  for (let node = 0; node < nodes; node++) {
    const local = split.nodeChunks.filter((chunk) => chunk.node === node).map((chunk) => chunk.box);
    const remote = regionDifference(global, regionOf(...local));
    const between = writeOverlaps([...remote, ...local], accesses, buffers, geometry);
    if (between.length > 0) {
      errors.push({ node, level: 'nodes', message: overlappingWritesBetweenNodes(task, between) });
    }
    const concurrent = split.chunks.filter((chunk) => chunk.node === node).map((chunk) => chunk.box);
    const within = writeOverlaps(concurrent, accesses, buffers, geometry);
    if (within.length > 0) {
      errors.push({ node, level: 'devices', message: overlappingWritesOnNode(task, node, within) });
    }
  }
  return errors;
}
