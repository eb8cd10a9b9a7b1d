// Where the explorer's pictures put things: boxes of a 1D or 2D range as rectangles of a fixed-size
// drawing, many rectangles as one SVG path, and the fill of each node's and device's chunks.
import { type Box, type Dims } from '@/lib/explorer/box';

/** The drawing's width; its height follows the range's shape (`layout`). */
export const PICTURE = 400;
/** The height of a 1D range's strip, and the least height of a 2D picture. */
const STRIP = 80;
const MIN_HEIGHT = 40;
const HUES = [14, 210, 130, 280, 45, 330, 180, 95];

/** A fill per node, a step apart per device, as a CSS value: the theme sets its lightness
 * (explorer-styles.ts); the text label says the same in words. */
export function chunkFill(node: number, device: number | null): string {
  const hue = HUES[node % HUES.length]!;
  const step = (device ?? 0) % 4;
  return `hsl(${hue} var(--xp-saturation) calc(var(--xp-lightness) + ${step} * var(--xp-device-step)))`;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Maps boxes of a 1D or 2D range onto the picture: dimension 0 runs down, dimension 1 across; a 1D range
 * is a strip along dimension 0 drawn across. `height` is the drawing's height, which follows the range's
 * shape so that the picture's frame has no empty part (a very flat range keeps a readable strip). */
export function layout(dims: Dims, size: readonly number[]): { height: number; rect: (box: Box) => Rect } {
  if (dims === 1) {
    const s = PICTURE / size[0]!;
    const rect = (box: Box): Rect => ({
      x: box.min[0] * s,
      y: 0,
      width: (box.max[0] - box.min[0]) * s,
      height: STRIP,
    });
    return { height: STRIP, rect };
  }
  const s = Math.min(PICTURE / size[1]!, PICTURE / size[0]!);
  // A range much wider than tall is stretched down to a strip's height rather than drawn as a hairline.
  const sy = Math.max(s, MIN_HEIGHT / size[0]!);
  const rect = (box: Box): Rect => ({
    x: box.min[1] * s,
    y: box.min[0] * sy,
    width: (box.max[1] - box.min[1]) * s,
    height: (box.max[0] - box.min[0]) * sy,
  });
  return { height: size[0]! * sy, rect };
}

/** Many rectangles as one path: one element to create and paint instead of one per box. */
export function pathOf(rects: readonly Rect[]): string {
  return rects.map((r) => `M${r.x} ${r.y}h${r.width}v${r.height}h${-r.width}z`).join('');
}
