import { type Box } from '@/lib/explorer/box';
import { type AccessView, type Arrival } from '@/lib/explorer/ui-access-views';
import { pathOf, type Rect } from './explorer-geometry';

export interface PatternIds {
  hatch: string;
  dots: string;
  stripes: string;
}

/** Three fills told apart by shape, not only by colour: diagonal hatching for the halo, dots for what
 * the node receives from other nodes, horizontal stripes for copies between the node's memories. */
export function PatternDefs({ ids }: { ids: PatternIds }) {
  return (
    <defs>
      <pattern
        id={ids.hatch}
        width="8"
        height="8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="4" height="8" className="xp-hatch" />
      </pattern>
      <pattern id={ids.dots} width="8" height="8" patternUnits="userSpaceOnUse">
        <circle cx="4" cy="4" r="2" className="xp-dot" />
      </pattern>
      <pattern id={ids.stripes} width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="3" className="xp-stripe" />
      </pattern>
    </defs>
  );
}

/** The widest box of a region, where its label goes. */
function widest(region: readonly Box[], rect: (box: Box) => Rect): Rect | undefined {
  return region.map(rect).sort((a, b) => b.width * b.height - a.width * a.height)[0];
}

function Layer({
  arrival,
  text,
  fill,
  className,
  rect,
}: {
  arrival: Arrival;
  text: string;
  fill: string;
  className: string;
  rect: (box: Box) => Rect;
}) {
  const at = widest(arrival.region, rect);
  // A label too long for its region is left to the table below the pictures, which lists every arrival.
  const fits = at !== undefined && at.width >= 6.5 * text.length && at.height >= 14;
  return (
    <>
      <path d={pathOf(arrival.region.map(rect))} fill={fill} className={className} />
      {fits && (
        <text x={at.x + at.width / 2} y={at.y + at.height / 2} className="xp-tag">
          {text}
        </text>
      )}
    </>
  );
}

/** What reaches the selected chunk from elsewhere before its task: received from other nodes (dotted)
 * and copied from the node's other memories (striped), each labelled with where it comes from. */
export function ArrivalLayers({
  access,
  ids,
  rect,
}: {
  access: AccessView;
  ids: PatternIds;
  rect: (box: Box) => Rect;
}) {
  return (
    <>
      {access.copied.map((arrival) => (
        <Layer
          key={`c${arrival.from}`}
          arrival={arrival}
          text={`copy from ${arrival.from.replace(/^device /, '')}`}
          fill={`url(#${ids.stripes})`}
          className="xp-copied"
          rect={rect}
        />
      ))}
      {access.received.map((arrival) => (
        <Layer
          key={`r${arrival.from}`}
          arrival={arrival}
          text={`received from ${arrival.from}`}
          fill={`url(#${ids.dots})`}
          className="xp-received"
          rect={rect}
        />
      ))}
    </>
  );
}
