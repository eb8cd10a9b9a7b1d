import { type Box } from '@/lib/explorer/box';
import { type ExplorerModel } from '@/lib/explorer/ui-model';
import { type Region } from '@/lib/explorer/region';

/** A fixed drawing size: the picture keeps its box whatever the kernel's shape. */
export const PICTURE = 400;
const HUES = [14, 210, 130, 280, 45, 330, 180, 95];

/** A light fill per node, a step darker per device; the text label says the same in words. */
export function chunkFill(node: number, device: number | null): string {
  const hue = HUES[node % HUES.length]!;
  return `hsl(${hue} 70% ${86 - ((device ?? 0) % 4) * 8}%)`;
}

interface Scale {
  x: (v: number) => number;
  y: (v: number) => number;
}

/** Dimension 0 runs down, dimension 1 across; a 1D range is a strip along dimension 0 drawn across. */
function scaleFor(model: ExplorerModel, size: readonly number[], height: number): Scale {
  if (model.dims === 1) {
    const s = PICTURE / size[0]!;
    return { x: (v) => v * s, y: (v) => (v === 0 ? 0 : height) };
  }
  const s = Math.min(PICTURE / size[1]!, height / size[0]!);
  return { x: (v) => v * s, y: (v) => v * s };
}

function rect(box: Box, scale: Scale, dims: number) {
  const [x0, x1] = dims === 1 ? [box.min[0], box.max[0]] : [box.min[1], box.max[1]];
  const [y0, y1] = dims === 1 ? [0, 1] : [box.min[0], box.max[0]];
  return {
    x: scale.x(x0),
    y: scale.y(y0),
    width: scale.x(x1) - scale.x(x0),
    height: scale.y(y1) - scale.y(y0),
  };
}

function RegionRects({
  region,
  scale,
  dims,
  className,
}: {
  region: Region;
  scale: Scale;
  dims: number;
  className: string;
}) {
  return region.map((box, i) => <rect key={i} className={className} {...rect(box, scale, dims)} />);
}

/** The kernel range cut into chunks; the selected chunk outlined. Click a chunk to select it. */
export function KernelPicture({
  model,
  uid,
  onSelect,
}: {
  model: ExplorerModel;
  uid: string;
  onSelect?: (index: number) => void;
}) {
  const height = model.dims === 1 ? 120 : PICTURE;
  const scale = scaleFor(model, model.global.max, height);
  return (
    <svg
      className="xp-svg"
      viewBox={`0 0 ${PICTURE} ${PICTURE}`}
      role="img"
      aria-labelledby={`${uid}-kernel`}
    >
      <title
        id={`${uid}-kernel`}
      >{`The kernel range split into ${model.chunks.length} chunks; the table below lists them`}</title>
      {model.chunks.map(({ chunk, label }, i) => {
        const r = rect(chunk.box, scale, model.dims);
        const fits = r.width >= 7 * label.length && r.height >= 14;
        return (
          <g key={i} onClick={onSelect && (() => onSelect(i))} className="xp-chunk">
            <rect
              {...r}
              fill={chunkFill(chunk.node, chunk.device)}
              className={i === model.selected ? 'xp-selected' : 'xp-edge'}
            />
            {fits && (
              <text x={r.x + r.width / 2} y={r.y + r.height / 2} className="xp-label">
                {label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** One accessor's buffer with the region the selected chunk touches and, hatched, the halo. */
export function BufferPicture({ model, uid, index }: { model: ExplorerModel; uid: string; index: number }) {
  const access = model.accesses[index]!;
  const height = model.dims === 1 ? 120 : PICTURE;
  const scale = scaleFor(model, access.buffer.range, height);
  const outline = rect({ min: [0, 0, 0], max: access.buffer.range }, scale, model.dims);
  return (
    <svg
      className="xp-svg"
      viewBox={`0 0 ${PICTURE} ${PICTURE}`}
      role="img"
      aria-label={`Buffer ${access.buffer.name}: the region the selected chunk accesses`}
    >
      <defs>
        <pattern
          id={`${uid}-hatch-${index}`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="4" height="8" className="xp-hatch" />
        </pattern>
      </defs>
      <rect {...outline} className="xp-buffer" />
      <RegionRects region={access.region} scale={scale} dims={model.dims} className="xp-region" />
      {access.halo.map((box, i) => (
        <rect
          key={i}
          {...rect(box, scale, model.dims)}
          fill={`url(#${uid}-hatch-${index})`}
          className="xp-halo"
        />
      ))}
    </svg>
  );
}
