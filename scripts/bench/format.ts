// Number formatting and small statistics shared by the benchmark's printers and report.

export const KB = 1024;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const mb = (kilobytes: number) => `${(kilobytes / KB).toFixed(0)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** A CPU slowdown multiplier: `4×`, `1.58×`. */
export const slowdown = (multiplier: number) =>
  Number.isNaN(multiplier) ? 'n/a' : `${Number(multiplier.toFixed(2))}×`;
export const millis = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
/** A median in ms with the lowest and highest run in brackets, for figures that vary a lot between runs. */
export const millisSpread = ({ min, median, max }: { min: number; median: number; max: number }) =>
  min === max ? millis(median) : `${millis(median)} (${millis(min).slice(0, -3)}–${millis(max)})`;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(values: readonly number[]): { min: number; median: number; max: number } {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** A Markdown table; also readable as plain text in a terminal. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
