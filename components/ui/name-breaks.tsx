import { Fragment } from 'react';
import { namePieces } from '@/lib/html/name-pieces';

// Break opportunities (<wbr>) in long names and overload labels; where they go is lib/html/name-pieces.ts.

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
