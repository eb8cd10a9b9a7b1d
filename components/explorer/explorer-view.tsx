import { memo, useDeferredValue, type ReactNode } from 'react';
import { type ExplorerModel } from '@/lib/explorer/ui-model';
import { SelectField } from './explorer-fields';
import { BufferPicture, KernelPicture } from './explorer-picture';
import { AccessTable, ChunkTable, TransferTable } from './explorer-tables';

/** A table as wide as its content: on a narrow screen it scrolls sideways in a box that the keyboard can
 * reach (and scroll with the arrow keys), never cut off or wrapped inside a number. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="xp-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** The transfer list is the longest table and sits below the others: React updates it after the pictures
 * and the chunk table have been drawn, and that later render redraws this table alone. */
function LaterTransferTable({ model }: { model: ExplorerModel }) {
  return <TransferTable model={useDeferredValue(model)} />;
}

/** The list of chunks, drawn again only when the chunks' labels or the selection change: a new split
 * of as many chunks on the same devices (another split hint, another size) leaves it as it is. */
const ChunkSelect = memo(function ChunkSelect({
  labels,
  selected,
  onSelect,
}: {
  /** The chunks' labels, one per line. */
  labels: string;
  selected: number;
  onSelect: (chunk: number) => void;
}) {
  return (
    <div data-twin-omit="">
      <SelectField
        label="Chunk to inspect"
        value={String(selected)}
        options={labels.split('\n').map((label, i) => [String(i), label] as const)}
        onChange={(v) => onSelect(Number(v))}
      />
    </div>
  );
});

/** Pictures, diagnostics and tables of one model; the tables say in text what the pictures show.
 * Memoised: the deferred render of the code below passes the same model. */
export const ExplorerView = memo(function ExplorerView({
  model,
  uid,
  onSelect,
}: {
  model: ExplorerModel;
  uid: string;
  onSelect: (chunk: number) => void;
}) {
  const errors = model.reports.flatMap((r) => r.errors.map((e) => e.message));
  const warnings = model.reports.flatMap((r) => r.warnings);
  const chunkLabels = model.chunks.map(({ label }) => label).join('\n');
  const name = uid.replace(/^explorer-/, '');
  return (
    <>
      {chunkLabels && <ChunkSelect labels={chunkLabels} selected={model.selected} onSelect={onSelect} />}
      <div className="xp-view">
        <figure className="xp-figure">
          <KernelPicture model={model} uid={uid} onSelect={onSelect} />
          <figcaption>Kernel range: one colour and label per node (N) and device (D)</figcaption>
        </figure>
        {model.accesses.map((a, i) => (
          <figure className="xp-figure" key={a.buffer.id}>
            <BufferPicture model={model} uid={uid} index={i} />
            <figcaption>{`Buffer ${a.buffer.name}: accessed region, halo hatched; dotted: received by the node from another node; striped: copied into the chunk's memory`}</figcaption>
          </figure>
        ))}
      </div>
      <div role="status" className="xp-status">
        {model.problem && <p className="xp-problem">{model.problem}</p>}
        {model.notes.map((note, i) => (
          <p className="xp-note" key={`n${i}`}>
            <strong>Note: </strong>
            {note}
          </p>
        ))}
        {errors.map((message, i) => (
          <p className="xp-problem" key={`e${i}`}>
            <strong>Error: </strong>
            {message}
          </p>
        ))}
        {warnings.map((message, i) => (
          <p className="xp-warning" key={`w${i}`}>
            <strong>Warning: </strong>
            {message}
          </p>
        ))}
      </div>
      <div className="xp-tables">
        <ScrollBox label={`Chunks table (${name})`}>
          <ChunkTable model={model} />
        </ScrollBox>
        <ScrollBox label={`Accesses table (${name})`}>
          <AccessTable model={model} />
        </ScrollBox>
        <ScrollBox label={`Transfers table (${name})`}>
          <LaterTransferTable model={model} />
        </ScrollBox>
      </div>
    </>
  );
});
