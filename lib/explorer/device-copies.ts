/**
 * Copies between the memories of one node before a task runs, following the instruction graph
 * generator (src/instruction_graph_generator.cc: buffer_state, satisfy_task_buffer_requirements,
 * establish_coherence_between_buffer_memories). Memory ids are the runtime's: 0 is the user's host
 * allocation a buffer was initialized from, 1 is host memory (where received data lands and host tasks
 * run), and device d uses memory 2 + d (its native memory, one per device as on a typical GPU node).
 * - Host-initialized data starts up to date in memory 0; other buffers start up to date nowhere, and
 *   reading them copies nothing.
 * - Elements a chunk accesses without consuming, and received elements, are up to date nowhere until
 *   written; received elements then are up to date in host memory.
 * - Each memory some chunk reads from gets, for the consumed elements it lacks, a copy from the memory
 *   that last wrote them; afterwards they are up to date in both.
 * - A write leaves the written elements up to date only in the writer's memory.
 * - Before a node sends elements to another node, it copies those its host memory lacks there from the
 *   memory that last wrote them (compile_push_command); afterwards they are up to date in host memory too.
 * Whether a copy goes direct or is staged through host memory (between devices without peer access, and
 * between the user's allocation and a device, which the runtime always stages) is not modelled: such a
 * copy is listed once, from where the data is to where it is needed.
 */
import { boxesIntersect, fullBox, type Box } from './box';
import { type BufferSpec } from './accesses';
import { RegionMap } from './region-map';
import { regionDifference, regionOf, regionUnion, EMPTY_REGION, type Region } from './region';

export const USER_MEMORY = 0;
export const HOST_MEMORY = 1;
export const deviceMemory = (device: number) => 2 + device;

export interface DeviceCopy {
  node: number;
  buffer: number;
  from: number;
  to: number;
  region: Region;
}

interface Residence {
  /** Memories holding the newest local version, ascending; empty when none does. */
  upToDate: readonly number[];
  /** The memory the newest local version was written to. */
  origin: number;
}

const residenceKey = (r: Residence) => `${r.origin}:${r.upToDate.join(',')}`;

/** What one chunk of a node does to one buffer, in the memory it runs in. */
export interface MemoryAccess {
  memory: number;
  consumed: Region;
  produced: Region;
}

export class NodeMemories {
  private readonly residence = new Map<number, RegionMap<Residence>>();
  private readonly withoutHostData = new Set<number>();

  constructor(
    readonly node: number,
    buffers: readonly BufferSpec[],
  ) {
    for (const buffer of buffers) {
      if (!buffer.hostInitialized) this.withoutHostData.add(buffer.id);
      const initial: Residence = buffer.hostInitialized
        ? { upToDate: [USER_MEMORY], origin: USER_MEMORY }
        : { upToDate: [], origin: USER_MEMORY };
      this.residence.set(buffer.id, new RegionMap(fullBox(buffer.range), initial, residenceKey));
    }
  }

  /**
   * Before this node sends `region` of `buffer` to another node: copies of what host memory lacks, from
   * the memory that last wrote it, as the runtime makes its host memory coherent for a push.
   */
  send(buffer: number, region: Region): DeviceCopy[] {
    const residence = this.residence.get(buffer)!;
    const copies = new Map<number, Box[]>();
    for (const { box, value } of residence.query(region)) {
      if (value.upToDate.length === 0 || value.upToDate.includes(HOST_MEMORY)) continue;
      copies.set(value.origin, [...(copies.get(value.origin) ?? []), box]);
    }
    addUpToDate(residence, region, HOST_MEMORY, true);
    return [...copies]
      .sort(([a], [b]) => a - b)
      .map(([from, boxes]) => ({
        node: this.node,
        buffer,
        from,
        to: HOST_MEMORY,
        region: regionOf(...boxes),
      }));
  }

  /**
   * Runs one task's chunks on this node for `buffer`: `received` arrived from other nodes; `accessed` and
   * `consumed` are what the node's whole chunk touches and needs (the runtime computes them for the node
   * chunk, not per device). Returns the copies made before the chunks run.
   */
  run(
    buffer: number,
    received: Region,
    accessed: Region,
    consumed: Region,
    chunks: readonly MemoryAccess[],
  ): DeviceCopy[] {
    const residence = this.residence.get(buffer)!;
    residence.update(regionUnion(regionDifference(accessed, consumed), received), {
      upToDate: [],
      origin: USER_MEMORY,
    });
    residence.update(received, { upToDate: [HOST_MEMORY], origin: HOST_MEMORY });

    const readsByMemory = new Map<number, Region>();
    for (const chunk of chunks) {
      readsByMemory.set(
        chunk.memory,
        regionUnion(readsByMemory.get(chunk.memory) ?? EMPTY_REGION, chunk.consumed),
      );
    }
    // All copies are planned from the state before any of them, then recorded.
    const copies = new Map<string, { from: number; to: number; boxes: Box[] }>();
    for (const [memory, reads] of readsByMemory) {
      for (const { box, value } of residence.query(reads)) {
        if (value.upToDate.length === 0 || value.upToDate.includes(memory)) continue;
        // Elements nobody wrote count as up to date where they were first read, but their origin, the
        // user allocation, does not exist for a buffer without host data: nothing to copy from.
        if (value.origin === USER_MEMORY && this.withoutHostData.has(buffer)) continue;
        const key = `${value.origin}:${memory}`;
        const copy = copies.get(key) ?? { from: value.origin, to: memory, boxes: [] };
        copy.boxes.push(box);
        copies.set(key, copy);
      }
    }
    for (const [memory, reads] of readsByMemory) addUpToDate(residence, reads, memory, false);
    // Disjoint writes go into the map at once; overlapping ones (which the runtime reports as an error)
    // one by one, so that the last chunk's write wins.
    const writes = chunks.map((chunk) => ({
      region: chunk.produced,
      value: { upToDate: [chunk.memory], origin: chunk.memory },
    }));
    if (pairwiseDisjoint(writes.map((w) => w.region))) residence.updateMany(writes);
    else for (const write of writes) residence.update(write.region, write.value);
    return [...copies.values()]
      .map(({ from, to, boxes }) => ({ node: this.node, buffer, from, to, region: regionOf(...boxes) }))
      .sort((a, b) => a.to - b.to || a.from - b.from);
  }
}

/**
 * Marks the elements of `region` up to date in `memory` as well. Elements up to date nowhere become up to
 * date there too, unless `onlyHeld` (a copy needs a source; a first read does not).
 */
function addUpToDate(
  residence: RegionMap<Residence>,
  region: Region,
  memory: number,
  onlyHeld: boolean,
): void {
  const gained = new Map<string, { boxes: Box[]; value: Residence }>();
  for (const { box, value } of residence.query(region)) {
    if (value.upToDate.includes(memory) || (onlyHeld && value.upToDate.length === 0)) continue;
    const upToDate = [...value.upToDate, memory].sort((a, b) => a - b);
    const gain = gained.get(residenceKey(value)) ?? { boxes: [], value: { ...value, upToDate } };
    gain.boxes.push(box);
    gained.set(residenceKey(value), gain);
  }
  residence.updateMany(
    [...gained.values()].map(({ boxes, value }) => ({ region: regionOf(...boxes), value })),
  );
}

/** Whether no two of `regions` share an element. */
function pairwiseDisjoint(regions: readonly Region[]): boolean {
  for (let i = 0; i < regions.length; i++)
    for (let j = i + 1; j < regions.length; j++)
      if (regions[i]!.some((a) => regions[j]!.some((b) => boxesIntersect(a, b)))) return false;
  return true;
}
