/**
 * Splits section text into search-sized chunks. DocSearch shows one short snippet per hit, and a record
 * per paragraph lets the best-matching paragraph win instead of a whole section diluting the score.
 */
export const MAX_CHUNK_CHARS = 300;

export function splitIntoChunks(text: string, maxChars: number = MAX_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const normalized = paragraph.replace(/\s+/g, ' ').trim();
    if (normalized) chunks.push(...packParagraph(normalized, maxChars));
  }
  return chunks;
}

/** Greedily packs sentences (or, for a run-on sentence, words) into chunks of at most `maxChars`. */
function packParagraph(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) return [paragraph];
  const pieces = paragraph
    .split(/(?<=[.!?:;])\s+(?=\S)/)
    .flatMap((sentence) => (sentence.length <= maxChars ? [sentence] : splitWords(sentence, maxChars)));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + 1 + piece.length > maxChars) {
      chunks.push(current);
      current = piece;
    } else {
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitWords(sentence: string, maxChars: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    // A single word longer than the limit (a URL, a mangled name) is cut rather than kept whole.
    for (let rest = word; rest; rest = rest.slice(maxChars)) {
      const piece = rest.slice(0, maxChars);
      if (current && current.length + 1 + piece.length > maxChars) {
        parts.push(current);
        current = piece;
      } else {
        current = current ? `${current} ${piece}` : piece;
      }
    }
  }
  if (current) parts.push(current);
  return parts;
}
