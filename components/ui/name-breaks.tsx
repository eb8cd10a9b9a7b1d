import { Fragment } from 'react';

// Long qualified names (`celerity::detail::instruction_graph_generator_detail`) have no spaces to wrap
// at, so a narrow column cut them off or broke them between any two letters. Break opportunities after
// `::` and `_` let them wrap at the seams a reader expects, and the text stays the same for search and
// copying.

/** Names up to this long fit a table of contents' column on one line; they get no break opportunities
 * (bytes on every page). */
const FITS = 24;

/** The pieces of a name, each ending where a line may break; one piece when it is at most `fits` long. */
export function namePieces(name: string, fits = FITS): string[] {
  return name.length <= fits ? [name] : name.split(/(?<=::|_)/);
}

/** `name` with a break opportunity after each `::` and `_` when it is longer than `fits`. */
export function NameBreaks({ name, fits }: { name: string; fits?: number }) {
  const pieces = namePieces(name, fits);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {piece}
          {i < pieces.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
