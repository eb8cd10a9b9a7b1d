import { Fragment } from 'react';

// Long qualified names (`celerity::detail::instruction_graph_generator_detail`) have no spaces to wrap
// at, so a narrow column cut them off or broke them between any two letters. Break opportunities after
// `::` (and after `_` in long parts) let them wrap at the seams a reader expects, and the text stays the
// same for search and copying.

/** Names up to this long fit a table of contents' column on one line; they get no break opportunities
 * (bytes on every page). */
const FITS = 24;

/** Parts between `::` up to this long stay whole (`local_accessor`, `access_mode`); longer ones may also
 * break after `_` (`buffer_allocation_window`, macro names). */
const WHOLE_PART = 16;

/** The pieces of a name, each ending where a line may break; one piece when it is at most `fits` long. */
export function namePieces(name: string, fits = FITS): string[] {
  if (name.length <= fits) return [name];
  return name.split(/(?<=::)/).flatMap((part) => (part.length > WHOLE_PART ? part.split(/(?<=_)/) : [part]));
}

/** `name` with its break opportunities (`namePieces`) when it is longer than `fits`. */
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
