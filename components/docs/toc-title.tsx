import { Fragment } from 'react';

// Long qualified names in a table of contents (`celerity::detail::instruction_graph_generator_detail`)
// have no spaces to wrap at, so a narrow column cut them off. Break opportunities after `::` and `_`
// let them wrap at the seams a reader expects, and the text stays the same for search and copying.

/** Titles up to this long fit the column on one line; they get no break opportunities (bytes on every page). */
const FITS = 24;

/** The pieces of a title, each ending where a line may break. */
export function tocTitlePieces(title: string): string[] {
  return title.length <= FITS ? [title] : title.split(/(?<=::|_)/);
}

export function TocTitle({ title }: { title: string }) {
  const pieces = tocTitlePieces(title);
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
