import { Fragment } from 'react';
import { namePieces } from '@/lib/html/name-pieces';
import styles from './name-breaks.module.css';

// Break opportunities (<wbr>) in long names and overload labels; where they go is lib/html/name-pieces.ts.

const OPERATOR_HYPHEN = /(-[>=-])/;

/** A piece of a name, with the `->` of `operator->` (and `-=`, `--`) kept whole. */
function Piece({ text }: { text: string }) {
  if (!OPERATOR_HYPHEN.test(text)) return text;
  return text.split(OPERATOR_HYPHEN).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** `name` with its break opportunities (`namePieces`) when it is longer than `fits`. */
export function NameBreaks({ name, fits }: { name: string; fits?: number }) {
  const pieces = namePieces(name, fits);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          <Piece text={piece} />
          {i < pieces.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
