// The value of a preprocessor condition (`#if`, `#elif`, `#ifdef`) in the configuration the API reference
// documents; preprocess.ts picks branches with it.

/**
 * The configuration the reference documents, where the headers' conditions can tell it apart: host code
 * (not a SYCL device pass), a SYCL implementation other than ComputeCpp (which the library dropped in
 * 0.4.1; its branches held workarounds), every `CELERITY_FEATURE_*` on (the default builds of the
 * supported implementations turn them on), and a platform other than Windows (whose branches hold the
 * runtime's own adapters, such as the global `cpu_set_t` of thread pinning, not API). A condition naming
 * anything else (the SYCL implementation, debug switches, compiler checks) keeps the first branch, as the
 * headers put the common case first.
 */
export const DOCUMENTED_CONFIGURATION: ReadonlyMap<string, number | undefined> = new Map([
  ['_WIN32', undefined],
  ['__SYCL_DEVICE_ONLY__', undefined],
  ['SYCL_DEVICE_ONLY', undefined],
  ['__COMPUTECPP__', undefined],
  ['WORKAROUND_COMPUTECPP', 0],
  ['CELERITY_DETAIL_IS_OLD_COMPUTECPP_COMPILER', 0],
  ['CELERITY_FEATURE_LOCAL_ACCESSOR', 1],
  ['CELERITY_FEATURE_UNNAMED_KERNELS', 1],
  ['CELERITY_FEATURE_SCALAR_REDUCTIONS', 1],
  ['CELERITY_FEATURE_SIMPLE_SCALAR_REDUCTIONS', 1],
]);

/** Version checks of a SYCL implementation's workarounds (`WORKAROUND(COMPUTECPP, 2, 6)`): ComputeCpp's are off. */
const COMPUTECPP_CHECK = /\b(?:CELERITY_)?WORKAROUND(?:_LESS_OR_EQUAL)?\s*\(\s*COMPUTECPP\b[^)]*\)/g;

/**
 * The value of an `#if`/`#elif` condition in the documented configuration, or undefined when it names
 * anything the configuration does not decide. Integer arithmetic of the preprocessor, reduced to what
 * the headers' conditions use: `defined`, `!`, `&&`, `||`, comparisons and parentheses.
 */
export function evaluateCondition(
  condition: string,
  config: ReadonlyMap<string, number | undefined> = DOCUMENTED_CONFIGURATION,
): boolean | undefined {
  const text = condition
    .replace(/\/\*.*?\*\/|\/\/.*$/gs, ' ')
    .replace(COMPUTECPP_CHECK, ' 0 ')
    .replace(/\bdefined\s*(?:\(\s*(\w+)\s*\)|(\w+))/g, (whole, a?: string, b?: string) => {
      const name = (a ?? b)!;
      if (!config.has(name)) return ` ?${name} `;
      return config.get(name) === undefined ? ' 0 ' : ' 1 ';
    });
  const tokens = text.match(/\??[A-Za-z_]\w*|\d+\w*|&&|\|\||[=!<>]=|[()!<>]|\S/g) ?? [];
  let at = 0;
  let unknown = false;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const primary = (): number => {
    const token = next();
    if (token === '(') {
      const value = or();
      if (next() !== ')') unknown = true;
      return value;
    }
    if (token === '!') return primary() ? 0 : 1;
    if (token !== undefined && /^\d/.test(token)) return parseInt(token, 10);
    if (token !== undefined && /^\w+$/.test(token) && config.has(token) && config.get(token) !== undefined)
      return config.get(token)!;
    unknown = true;
    return 0;
  };
  const comparison = (): number => {
    let value = primary();
    while (['==', '!=', '<', '<=', '>', '>='].includes(peek() ?? '')) {
      const op = next();
      const right = primary();
      value = Number(
        op === '=='
          ? value === right
          : op === '!='
            ? value !== right
            : op === '<'
              ? value < right
              : op === '<='
                ? value <= right
                : op === '>'
                  ? value > right
                  : value >= right,
      );
    }
    return value;
  };
  // `a && b && …` and `a || b || …`: left to right, each step 1 or 0.
  const chain =
    (op: string, operand: () => number, combine: (a: boolean, b: boolean) => boolean) => (): number => {
      let value = operand();
      while (peek() === op) {
        next();
        const right = operand();
        value = combine(value !== 0, right !== 0) ? 1 : 0;
      }
      return value;
    };
  const and = chain('&&', comparison, (a, b) => a && b);
  const or = chain('||', and, (a, b) => a || b);
  const value = or();
  if (unknown || at !== tokens.length) return undefined;
  return value !== 0;
}
