import { Fragment } from 'react';

// Long qualified names (`celerity::detail::instruction_graph_generator_detail`) and overload labels
// (`parallel_for(celerity::nd_range<Dims>, ReductionsAndKernel...)`) have few spaces to wrap at, so a
// narrow column cut them off or broke them between any two letters. Break opportunities after `::`, after
// the `(` of a parameter list, and after `_` in long words let them wrap at the seams a reader expects;
// the text stays the same for search and copying.

/** Names up to this long fit a table of contents' column on one line; they get no break opportunities
 * (bytes on every page). */
const FITS = 24;

/** Words up to this long stay whole (`local_accessor`, `access_mode`); longer ones may also break after
 * `_` (`buffer_allocation_window`, macro names). */
const WHOLE_WORD = 16;

const SEAM = '\u0000';

/** The pieces of a name, each ending where a line may break; one piece when it is at most `fits` long. */
export function namePieces(name: string, fits = FITS): string[] {
  if (name.length <= fits) return [name];
  const long = new RegExp(`\\w{${WHOLE_WORD + 1},}`, 'g');
  return name
    .replace(/::|(?<=[\w>])\((?!\))/g, (seam) => seam + SEAM)
    .replace(long, (word) => word.replace(/_(?=\w)/g, `_${SEAM}`))
    .split(SEAM);
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
