// Reads g++'s plain-text diagnostics and picks the first real error, placed in the content file.

export interface SampleError {
  file: string;
  line: number;
  column: number;
  message: string;
  /** g++'s own lines for that error (context, the error, its notes), for the author to read. */
  excerpt: string[];
}

const LOCATED = /^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$/;
const REQUIRED_FROM = /^(.+?):(\d+):(\d+):\s+required (?:from|by)\b/;
const CONTEXT = /^(.+?): (?:In |At )/;

/**
 * Declarations without definitions are what the synopsis is made of; g++ rejects a call to such a
 * function template when its arguments involve a local type (a lambda), because no other translation
 * unit could define it. That is an artefact of checking against declarations, not a sample error.
 */
const DECLARATION_ONLY = /declared using (?:local|unnamed) type .* is used but never defined/;

const MAX_EXCERPT_LINES = 10;
/** "In file included from …" chains say how a header was reached, which the author does not need. */
const INCLUDE_CHAIN = /^(?:In file included from |\s+from )/;

/**
 * The first error in `stderr`, located in `file` where possible: the error's own place if it is in
 * `file`, else the line of `file` that led to it (an instantiation's "required from here"), else the
 * first note in `file`. Returns undefined when g++ reported no error.
 */
export function firstSampleError(stderr: string, file: string): SampleError | undefined {
  const lines = stderr.split('\n');
  let groupStart = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const located = LOCATED.exec(line);
    if (!located) {
      if (CONTEXT.test(line) && index > 0 && !REQUIRED_FROM.test(lines[index - 1]!)) groupStart = index;
      continue;
    }
    const [, where, row, column, severity, message] = located;
    if (severity === 'note' || severity === 'warning') {
      if (severity === 'warning') groupStart = index + 1;
      continue;
    }
    if (DECLARATION_ONLY.test(message!)) {
      groupStart = index + 1;
      continue;
    }
    // An error that ends in a colon ("… deduction failed:") is explained by the error after it.
    let groupEnd = index + 1;
    while (
      groupEnd < lines.length &&
      (!/: (?:fatal error|error|warning): /.test(lines[groupEnd]!) || lines[groupEnd - 1]!.endsWith(':'))
    ) {
      groupEnd++;
    }
    const group = lines.slice(groupStart, groupEnd);
    const place =
      where === file
        ? { line: Number(row), column: Number(column) }
        : (placeIn(lines.slice(groupStart, index).reverse(), file, REQUIRED_FROM) ??
          placeIn(lines.slice(index + 1, groupEnd), file, LOCATED));
    const excerpt = group.filter((text) => text.trim() && !INCLUDE_CHAIN.test(text));
    return {
      file: place ? file : where!,
      line: place?.line ?? Number(row),
      column: place?.column ?? Number(column),
      message: message!,
      excerpt: excerpt.slice(0, MAX_EXCERPT_LINES),
    };
  }
  return undefined;
}

function placeIn(lines: string[], file: string, pattern: RegExp) {
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match?.[1] === file) return { line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
}
