/**
 * What the explorer shows of the selected chunk per accessor: the buffer region it touches, the part
 * other chunks of the task touch too (halo), and what reaches its node and its memory from elsewhere
 * before the task runs (the last step's receives and device copies, as simulate.ts reports them).
 */
import { type BufferAccess, type BufferSpec } from './accesses';
import { type Box, type Dims, type Vec3 } from './box';
import { deviceMemory, HOST_MEMORY, USER_MEMORY } from './device-copies';
import { mapChunk, mapperChunk } from './range-mappers';
import { regionIntersection, regionUnion, type Region } from './region';
import { type StepReport } from './simulate';
import { type ExecutionChunk } from './task-split';

/** Elements that reach the selected chunk's node or memory from elsewhere before its task, and from where. */
export interface Arrival {
  from: string;
  region: Region;
}

export interface AccessView {
  buffer: BufferSpec;
  mode: string;
  region: Region;
  /** Elements of `region` that other chunks of the task touch through the same accessor. */
  halo: Region;
  /** What the selected chunk's node receives of this buffer from other nodes, per sending node. */
  received: Arrival[];
  /** What is copied of this buffer into the selected chunk's memory from the node's other memories. */
  copied: Arrival[];
}

/** The runtime's memories of a node by name: the user's allocation, host memory, or a device's. */
export function memoryName(memory: number): string {
  if (memory === USER_MEMORY) return 'user memory';
  return memory === HOST_MEMORY ? 'host memory' : `device D${memory - 2}`;
}

export function accessViews(
  accesses: readonly BufferAccess[],
  buffers: readonly BufferSpec[],
  kernel: { dims: Dims; globalSize: Vec3 },
  chunks: readonly ExecutionChunk[],
  selected: number,
  last: StepReport,
): AccessView[] {
  const regionsOf = (box: Box) =>
    accesses.map((a) =>
      mapChunk(a.mapper, mapperChunk(kernel.dims, box, kernel.globalSize), buffers[a.buffer]!),
    );
  const chunk = chunks[selected]!;
  const own = regionsOf(chunk.box);
  // Intersecting each other chunk's region first keeps the union small: most of them miss this chunk.
  const shared = own.map(() => [] as Region[]);
  chunks.forEach((other, c) => {
    if (c === selected) return;
    regionsOf(other.box).forEach((region, i) => shared[i]!.push(regionIntersection(own[i]!, region)));
  });
  const memory = chunk.device === null ? HOST_MEMORY : deviceMemory(chunk.device);
  return accesses.map((a, i) => ({
    buffer: buffers[a.buffer]!,
    mode: a.mode,
    region: own[i]!,
    halo: regionUnion(...shared[i]!),
    received: last.receives
      .filter((r) => r.to === chunk.node && r.buffer === a.buffer)
      .map((r) => ({ from: `N${r.from}`, region: r.region })),
    copied: last.copies
      .filter((c) => c.node === chunk.node && c.buffer === a.buffer && c.to === memory)
      .map((c) => ({ from: memoryName(c.from), region: c.region })),
  }));
}
