import { type MouseEvent } from 'react';
import { type Box } from '@/lib/explorer/box';
import { type ExplorerModel } from '@/lib/explorer/ui-model';
import { ArrivalLayers, PatternDefs } from './explorer-arrivals';
import { chunkFill, layout, pathOf, PICTURE, type Rect } from './explorer-geometry';

/** The kernel range cut into chunks (one path per fill, one for all edges); the selected chunk outlined.
 * Click a chunk to select it; the "Chunk to inspect" list does the same from the keyboard. */
export function KernelPicture({
  model,
  uid,
  onSelect,
}: {
  model: ExplorerModel;
  uid: string;
  onSelect?: (index: number) => void;
}) {
  const { rect, height } = layout(model.dims, model.global.max);
  const rects = model.chunks.map(({ chunk }) => rect(chunk.box));
  const fills = new Map<string, Rect[]>();
  model.chunks.forEach(({ chunk }, i) => {
    const fill = chunkFill(chunk.node, chunk.device);
    fills.set(fill, [...(fills.get(fill) ?? []), rects[i]!]);
  });
  const selected = rects[model.selected];
  const select = (event: MouseEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - bounds.left) / bounds.width) * PICTURE;
    const y = ((event.clientY - bounds.top) / bounds.height) * height;
    const hit = rects.findIndex((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
    if (hit >= 0) onSelect?.(hit);
  };
  return (
    <svg
      className="xp-svg xp-chunk"
      viewBox={`0 0 ${PICTURE} ${height}`}
      role="img"
      aria-labelledby={`${uid}-kernel`}
      onClick={onSelect && select}
    >
      <title
        id={`${uid}-kernel`}
      >{`The kernel range split into ${model.chunks.length} chunks; the table below lists them`}</title>
      {[...fills].map(([fill, boxes]) => (
        <path key={fill} d={pathOf(boxes)} style={{ fill }} />
      ))}
      <path d={pathOf(rects)} className="xp-edge" />
      {selected && <rect {...selected} className="xp-selected" />}
      {model.chunks.map(({ label }, i) => {
        const r = rects[i]!;
        // A label that does not fit is not displayed rather than left out, so that switching between a
        // split with room for labels and one without changes an attribute instead of adding and removing
        // nodes; `display` rather than `visibility`, which would still lay out every hidden label's text.
        const fits = r.width >= 8 * label.length && r.height >= 16;
        return (
          <text
            key={i}
            x={r.x + r.width / 2}
            y={r.y + r.height / 2}
            className="xp-label"
            display={fits ? undefined : 'none'}
          >
            {label}
          </text>
        );
      })}
    </svg>
  );
}

/** One accessor's buffer: the region the selected chunk touches, the halo hatched, and what reaches the
 * chunk's node and memory from elsewhere in their own patterns, each with a text label. */
export function BufferPicture({ model, uid, index }: { model: ExplorerModel; uid: string; index: number }) {
  const access = model.accesses[index]!;
  const { dims, range } = access.buffer;
  const { rect, height } = layout(dims, range);
  const ids = {
    hatch: `${uid}-hatch-${index}`,
    dots: `${uid}-dots-${index}`,
    stripes: `${uid}-stripes-${index}`,
  };
  const path = (boxes: readonly Box[]) => pathOf(boxes.map(rect));
  return (
    <svg
      className="xp-svg"
      viewBox={`0 0 ${PICTURE} ${height}`}
      role="img"
      aria-label={`Buffer ${access.buffer.name}: the region the selected chunk accesses; the table below lists it with its halo, receives and copies`}
    >
      <PatternDefs ids={ids} />
      <rect {...rect({ min: [0, 0, 0], max: range })} className="xp-buffer" />
      <path d={path(access.region)} className="xp-region" />
      <path d={path(access.halo)} fill={`url(#${ids.hatch})`} className="xp-halo" />
      <ArrivalLayers access={access} ids={ids} rect={rect} />
    </svg>
  );
}
