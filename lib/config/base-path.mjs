// @ts-check
/**
 * Turns BASE_PATH ("/", "", "/celerity/", "celerity") into Next's form ("" or "/celerity").
 * Plain JS because next.config.mjs needs it before TypeScript is available.
 * @param {string | undefined} raw
 * @returns {string}
 */
export function normaliseBasePath(raw) {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(trimmed)) {
    throw new Error(`BASE_PATH: expected a path such as "/celerity/", got ${JSON.stringify(raw)}`);
  }
  return `/${trimmed}`;
}
