/** An error in content input; its message names the file (and line) so an author can fix it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly line?: number,
  ) {
    super(`${line ? `${file}:${line}` : file}: ${detail}`);
    this.name = 'ContentError';
  }
}

/** Suggests the closest known id, as Docusaurus does for unknown doc ids. */
export function didYouMean(unknown: string, known: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(unknown, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best && bestDistance <= Math.max(2, unknown.length / 3) ? ` Did you mean "${best}"?` : '';
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
