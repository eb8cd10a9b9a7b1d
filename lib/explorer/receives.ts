/**
 * Which node must receive which elements from which node before a task runs, following the command
 * graph generator's bookkeeping (src/command_graph_generator.cc: notify_buffer_created,
 * generate_pushes, generate_await_pushes, and the last-writer update after each chunk):
 * - a new buffer counts as present and replicated on every node, whether or not the host initialized it;
 * - a chunk that consumes elements its node does not hold receives them from the node that wrote them
 *   last, and then holds them too, so a second reader on the same node needs no second transfer;
 * - a write makes its node the only holder of the newest version of the written elements.
 */
import { fullBox, type Box } from './box';
import { type BufferSpec, type Requirements } from './accesses';
import { RegionMap } from './region-map';
import { regionOf, type Region } from './region';

export interface Receive {
  buffer: number;
  from: number;
  to: number;
  region: Region;
}

interface Ownership {
  /** The node that wrote the newest version; null while the buffer's first version is everywhere. */
  writer: number | null;
  /** The nodes holding the newest version, ascending. */
  holders: readonly number[];
}

export interface NodeRequirements {
  node: number;
  requirements: ReadonlyMap<number, Requirements>;
}

const ownershipKey = (o: Ownership) => `${o.writer}:${o.holders.join(',')}`;

export class ClusterBuffers {
  private readonly owners = new Map<number, RegionMap<Ownership>>();

  constructor(buffers: readonly BufferSpec[], nodes: number) {
    const everyone = Array.from({ length: nodes }, (_, node) => node);
    for (const buffer of buffers) {
      this.owners.set(
        buffer.id,
        new RegionMap<Ownership>(fullBox(buffer.range), { writer: null, holders: everyone }, ownershipKey),
      );
    }
  }

  /** The transfers that let every node consume what its chunk needs, recorded as done. */
  receive(chunks: readonly NodeRequirements[]): Receive[] {
    const found = new Map<string, { buffer: number; from: number; to: number; boxes: Box[] }>();
    for (const { node, requirements } of chunks) {
      for (const [buffer, { consumed }] of requirements) {
        const owners = this.owners.get(buffer)!;
        const now = new Map<string, { region: Box[]; value: Ownership }>();
        for (const { box, value } of owners.query(consumed)) {
          if (value.holders.includes(node)) continue;
          // A node without the data has it only if someone wrote it since the buffer was created.
          const from = value.writer!;
          const key = `${buffer}:${from}:${node}`;
          const transfer = found.get(key) ?? { buffer, from, to: node, boxes: [] };
          transfer.boxes.push(box);
          found.set(key, transfer);
          const held = ownershipKey(value);
          const update = now.get(held) ?? {
            region: [],
            value: { writer: from, holders: [...value.holders, node].sort((a, b) => a - b) },
          };
          update.region.push(box);
          now.set(held, update);
        }
        owners.updateMany(
          [...now.values()].map(({ region, value }) => ({ region: regionOf(...region), value })),
        );
      }
    }
    return [...found.values()]
      .map(({ boxes, ...transfer }) => ({ ...transfer, region: regionOf(...boxes) }))
      .sort((a, b) => a.to - b.to || a.buffer - b.buffer || a.from - b.from);
  }

  /** Makes each writing node the sole holder of what it produced. */
  write(chunks: readonly NodeRequirements[]): void {
    for (const { node, requirements } of chunks) {
      for (const [buffer, { produced }] of requirements) {
        this.owners.get(buffer)!.update(produced, { writer: node, holders: [node] });
      }
    }
  }
}
