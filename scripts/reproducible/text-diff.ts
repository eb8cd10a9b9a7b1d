// A short unified diff of two versions of a text file, for the reproducibility report. Exported files
// are often minified to one long line, so long lines are clipped to a window around the first column
// that differs, and the hunk spans from the first to the last differing line (not a minimal diff).

export interface TextDiffOptions {
  /** Unchanged lines shown before and after the change. */
  context: number;
  /** Most changed lines shown (from both sides together). */
  maxLines: number;
  /** Characters shown of a long line. */
  width: number;
}

const isText = (bytes: Buffer) => !bytes.subarray(0, 8192).includes(0);

function firstDifferingIndex(a: readonly string[] | string, b: readonly string[] | string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

/** The diff lines, or null when either side is binary (has a NUL byte) or both are equal. */
export function unifiedTextDiff(
  name: string,
  first: Buffer,
  second: Buffer,
  { context, maxLines, width }: TextDiffOptions,
): string[] | null {
  if (!isText(first) || !isText(second) || first.equals(second)) return null;
  const a = first.toString('utf8').split('\n');
  const b = second.toString('utf8').split('\n');
  const start = firstDifferingIndex(a, b);
  let suffix = 0;
  while (suffix < a.length - start && suffix < b.length - start && a.at(-1 - suffix) === b.at(-1 - suffix))
    suffix += 1;
  const removed = a.slice(start, a.length - suffix);
  const added = b.slice(start, b.length - suffix);
  const column = firstDifferingIndex(removed[0] ?? '', added[0] ?? '');
  const from = Math.max(0, column - Math.floor(width / 2));
  const clip = (line: string) =>
    line.length <= width
      ? line
      : `${from > 0 ? '…' : ''}${line.slice(from, from + width)}${from + width < line.length ? '…' : ''}`;
  const before = a.slice(Math.max(0, start - context), start);
  const after = a.slice(a.length - suffix, a.length - suffix + context);
  const changed = [...removed.map((line) => `-${clip(line)}`), ...added.map((line) => `+${clip(line)}`)];
  const shown = changed.slice(0, maxLines);
  const hunkStart = start - before.length + 1;
  return [
    `--- first/${name}`,
    `+++ second/${name}`,
    `@@ -${hunkStart},${before.length + removed.length + after.length} +${hunkStart},${before.length + added.length + after.length} @@${column > 0 ? ` first difference at line ${start + 1}, column ${column + 1}` : ''}`,
    ...before.map((line) => ` ${clip(line)}`),
    ...shown,
    ...(changed.length > shown.length ? [`… ${changed.length - shown.length} more changed lines`] : []),
    ...after.map((line) => ` ${clip(line)}`),
  ];
}
