/** The fields of the Network Information API we read; absent in Firefox and Safari. */
interface ConnectionHints {
  saveData?: unknown;
  effectiveType?: unknown;
}

/** Whether the reader's connection asks us not to prefetch: data saver on, or a 2g-class link */
export function prefersNoPrefetch(navigatorLike: object): boolean {
  const connection = (navigatorLike as { connection?: ConnectionHints | null }).connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    (typeof connection.effectiveType === 'string' && connection.effectiveType.includes('2g'))
  );
}
