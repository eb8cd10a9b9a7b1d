import { boxArea, formatBox } from '@/lib/explorer/box';
import { HOST_MEMORY, USER_MEMORY } from '@/lib/explorer/device-copies';
import { formatRegion, regionArea } from '@/lib/explorer/region';
import { type ExplorerModel } from '@/lib/explorer/ui-model';

function memoryName(memory: number): string {
  if (memory === USER_MEMORY) return 'user memory';
  return memory === HOST_MEMORY ? 'host memory' : `device D${memory - 2}`;
}

/** The text alternative of the pictures: every chunk with its box, and the accessed regions. */
export function ChunkTable({ model }: { model: ExplorerModel }) {
  return (
    <table className="xp-table" data-testid="xp-chunks">
      <caption>Chunks of the kernel (the selected one is marked)</caption>
      <thead>
        <tr>
          <th scope="col">Chunk</th>
          <th scope="col">Box</th>
          <th scope="col">Work items</th>
        </tr>
      </thead>
      <tbody>
        {model.chunks.map(({ chunk, label }, i) => (
          <tr key={i} aria-current={i === model.selected ? 'true' : undefined}>
            <th scope="row">{i === model.selected ? `${label} (selected)` : label}</th>
            <td>{formatBox(chunk.box, model.dims)}</td>
            <td>{boxArea(chunk.box)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AccessTable({ model }: { model: ExplorerModel }) {
  const selected = model.chunks[model.selected];
  return (
    <table className="xp-table" data-testid="xp-accesses">
      <caption>{`Buffer regions chunk ${selected?.label ?? ''} accesses`}</caption>
      <thead>
        <tr>
          <th scope="col">Buffer</th>
          <th scope="col">Mode</th>
          <th scope="col">Region</th>
          <th scope="col">Elements</th>
          <th scope="col">Shared with other chunks (halo)</th>
        </tr>
      </thead>
      <tbody>
        {model.accesses.map((a) => (
          <tr key={a.buffer.id}>
            <th scope="row">{a.buffer.name}</th>
            <td>{a.mode}</td>
            <td>{formatRegion(a.region, model.dims)}</td>
            <td>{regionArea(a.region)}</td>
            <td>{a.halo.length ? `${formatRegion(a.halo, model.dims)} (${regionArea(a.halo)})` : 'none'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What moves before each task: transfers between nodes and copies between a node's memories. */
export function TransferTable({ model }: { model: ExplorerModel }) {
  const name = (id: number) => model.buffers[id]?.name ?? `B${id}`;
  const rows = model.reports.flatMap((report, step) => [
    ...report.receives.map((r) => ({
      step,
      what: `N${r.to} receives from N${r.from}`,
      buffer: name(r.buffer),
      region: r.region,
    })),
    ...report.copies.map((c) => ({
      step,
      what: `N${c.node}: ${memoryName(c.from)} → ${memoryName(c.to)}`,
      buffer: name(c.buffer),
      region: c.region,
    })),
  ]);
  return (
    <table className="xp-table" data-testid="xp-transfers">
      <caption>Data moved before each task</caption>
      <thead>
        <tr>
          <th scope="col">Task</th>
          <th scope="col">Transfer or copy</th>
          <th scope="col">Buffer</th>
          <th scope="col">Region</th>
          <th scope="col">Elements</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={5}>Nothing moves.</td>
          </tr>
        ) : (
          rows.map((row, i) => (
            <tr key={i}>
              <td>{`T${row.step + 1}`}</td>
              <td>{row.what}</td>
              <td>{row.buffer}</td>
              <td>{formatRegion(row.region, model.dims)}</td>
              <td>{regionArea(row.region)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
