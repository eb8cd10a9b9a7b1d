/**
 * The one shape every input error takes: `file:line:col: field.path: what was expected`. Content, config,
 * search records and the API model all report through it, so an author learns one format.
 */
export interface Problem {
  file: string;
  line?: number;
  column?: number;
  /** Field path such as `navbar.items[0].label`; empty when the problem is not about one field. */
  path?: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  const place = problem.line
    ? `${problem.file}:${problem.line}${problem.column ? `:${problem.column}` : ''}`
    : problem.file;
  return `${place}: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`;
}

/** An input error: one line per problem, then an optional hint on how to fix the input. */
export class ValidationError extends Error {
  declare readonly problems: readonly Problem[];

  constructor(problems: readonly Problem[], hint?: string) {
    super([...problems.map(formatProblem), ...(hint ? [hint] : [])].join('\n'));
    this.name = 'ValidationError';
    // Not enumerable: Node prints an error's enumerable fields after its stack, which would repeat the message.
    Object.defineProperty(this, 'problems', { value: problems });
  }
}

/** `['navbar', 'items', 0, 'label']` → `navbar.items[0].label`. */
export function formatPath(path: ReadonlyArray<PropertyKey>, prefix = ''): string {
  return path.reduce<string>(
    (text, part) =>
      typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part),
    prefix,
  );
}

/** Suggests the closest known name, as Docusaurus does for unknown doc ids ('' when nothing is close). */
export function didYouMean(unknown: string, known: readonly string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(unknown, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best && bestDistance <= Math.max(2, unknown.length / 3) ? ` Did you mean "${best}"?` : '';
}

/** Levenshtein distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
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
