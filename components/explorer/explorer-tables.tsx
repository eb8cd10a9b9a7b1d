import { memo, type CSSProperties } from 'react';
import { boxArea, formatBox, type Dims } from '@/lib/explorer/box';
import { formatRegion, regionArea, type Region } from '@/lib/explorer/region';
import { memoryName, type AccessView, type Arrival } from '@/lib/explorer/ui-access-views';
import { type ExplorerModel } from '@/lib/explorer/ui-model';

const withArea = (region: Region, dims: Dims) => `${formatRegion(region, dims)} (${regionArea(region)})`;

function arrivals(list: readonly Arrival[], dims: Dims): string {
  return list.length ? list.map((a) => `from ${a.from}: ${withArea(a.region, dims)}`).join('; ') : 'none';
}

/** A character's width in `ch` (the width of a digit, which every digit has with tabular figures), on the
 * wide side of common sans-serif fonts: punctuation and spaces are narrower than a digit, capitals wider. */
function charWidth(c: string): number {
  if (/[0-9]/.test(c)) return 1;
  if (/[[\](),.\- ]/.test(c)) return 0.65;
  if (/[ijlrtf]/.test(c)) return 0.7;
  if (/[mwMW]/.test(c)) return 1.6;
  return /[A-Z]/.test(c) ? 1.3 : 1;
}
/** The longest text's width in `ch`, times `factor` for bold text. */
const chWidth = (texts: readonly string[], factor: number) =>
  Math.ceil(Math.max(...texts.map((t) => [...t].reduce((sum, c) => sum + charWidth(c), 0))) * factor);
/** Bold text: the headers, and the first column's row headers. */
const BOLD = 1.15;

/** The text alternative of the pictures: every chunk with its box, and the accessed regions. Laid out as
 * rows of cells (explorer-styles.ts), each column's share of the row fitting its longest text, so that a
 * change lays out its 64 rows without measuring every cell first; wider than the page, it scrolls in its
 * box. The roles keep it a table for assistive technology, which some engines stop seeing when a table's
 * display changes. */
export function ChunkTable({ model }: { model: ExplorerModel }) {
  const rows = model.chunks.map(({ chunk, label }, i) => ({
    label: i === model.selected ? `${label} (selected)` : label,
    box: formatBox(chunk.box, model.dims),
    area: String(boxArea(chunk.box)),
  }));
  const headers = ['Chunk', 'Box', 'Work items'] as const;
  // Each column fits its longest cell and its header (bold) on one line. The box and count columns also
  // fit the kernel range's own numbers, which no chunk's exceed: they keep their widths while only the
  // split changes, so that such a change restyles no cell.
  const { max } = model.global;
  const fit = (cells: readonly string[], factor: number, header: string) =>
    Math.max(chWidth(cells, factor), chWidth([header], BOLD));
  const widths = [
    fit(
      rows.map((r) => r.label),
      BOLD,
      headers[0],
    ),
    fit([formatBox({ min: max, max }, model.dims), ...rows.map((r) => r.box)], 1, headers[1]),
    fit([String(boxArea(model.global)), ...rows.map((r) => r.area)], 1, headers[2]),
  ];
  const total = widths.reduce((a, b) => a + b, 0);
  // The cells take their shares of the row (explorer-styles.ts) rather than widths in `ch`, which the
  // bold cells would resolve in their wider font.
  const style = {
    width: `max(100%, calc(${total}ch + 6 * var(--space-2)))`,
    '--xp-columns': total,
    ...Object.fromEntries(widths.map((ch, i) => [`--xp-column-${i + 1}`, ch])),
  } as CSSProperties;
  return (
    <table className="xp-table xp-chunk-table" data-testid="xp-chunks" role="table" style={style}>
      <caption>Chunks of the kernel (the selected one is marked)</caption>
      <thead role="rowgroup">
        <tr role="row">
          {headers.map((header) => (
            <th scope="col" role="columnheader" key={header}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row, i) => (
          <tr key={i} role="row" aria-current={i === model.selected ? 'true' : undefined}>
            <th scope="row" role="rowheader">
              {row.label}
            </th>
            <td role="cell">{row.box}</td>
            <td role="cell">{row.area}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ACCESS_ROWS: readonly [string, (a: AccessView) => string][] = [
  ['Mode', (a) => a.mode],
  ['Region', (a) => formatRegion(a.region, a.buffer.dims)],
  ['Elements', (a) => String(regionArea(a.region))],
  [
    'Shared with other chunks (halo, hatched)',
    (a) => (a.halo.length ? withArea(a.halo, a.buffer.dims) : 'none'),
  ],
  ['Received by the node (dotted)', (a) => arrivals(a.received, a.buffer.dims)],
  ["Copied into the chunk's memory (striped)", (a) => arrivals(a.copied, a.buffer.dims)],
];

/** What the selected chunk accesses, one column per buffer and one row per fact: with at most two buffers,
 * a table as narrow as the article, whose long row headers wrap instead of making a header row many lines
 * tall (seven columns across did, on a phone and on a laptop). */
export function AccessTable({ model }: { model: ExplorerModel }) {
  const selected = model.chunks[model.selected];
  return (
    <table className="xp-table xp-access-table" data-testid="xp-accesses">
      <caption>{`Buffer regions chunk ${selected?.label ?? ''} accesses`}</caption>
      <thead>
        <tr>
          <td />
          {model.accesses.map((a) => (
            <th scope="col" key={a.buffer.id}>
              {a.buffer.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ACCESS_ROWS.map(([header, cell]) => (
          <tr key={header}>
            <th scope="row">{header}</th>
            {model.accesses.map((a) => (
              <td key={a.buffer.id}>{cell(a)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What moves before each task: transfers between nodes and copies between a node's memories. Memoised,
 * so that it is drawn again only when the (deferred) model it gets changes. */
export const TransferTable = memo(function TransferTable({ model }: { model: ExplorerModel }) {
  const name = (id: number) => model.buffers[id]?.name ?? `B${id}`;
  const dims = (id: number) => model.buffers[id]?.dims ?? model.dims;
  const rows = model.reports.flatMap((report, step) => [
    ...report.receives.map((r) => ({
      step,
      what: `N${r.to} receives from N${r.from}`,
      buffer: r.buffer,
      region: r.region,
    })),
    ...report.copies.map((c) => ({
      step,
      what: `N${c.node}: ${memoryName(c.from)} → ${memoryName(c.to)}`,
      buffer: c.buffer,
      region: c.region,
    })),
  ]);
  return (
    <table className="xp-table xp-transfer-table" data-testid="xp-transfers">
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
              <td>{`T${model.taskIds[row.step]}`}</td>
              <td>{row.what}</td>
              <td>{name(row.buffer)}</td>
              <td>{formatRegion(row.region, dims(row.buffer))}</td>
              <td>{regionArea(row.region)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
});
