/** The messages of an error and of each `cause` behind it, outermost first, as the crash page lists them. */
export function errorCauseChain(error: unknown, limit = 10): string[] {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && lines.length < limit) {
    seen.add(current);
    if (current instanceof Error) {
      lines.push(current.message || current.name);
      current = current.cause;
    } else {
      lines.push(String(current));
      current = undefined;
    }
  }
  return lines;
}

/** A page's JavaScript failed to download (Turbopack: "Failed to load chunk …"; webpack: ChunkLoadError). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /failed to load chunk|loading (css )?chunk [\w-]+ failed/i.test(error.message)
  );
}
