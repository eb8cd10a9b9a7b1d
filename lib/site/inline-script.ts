/**
 * The few inline scripts the pages carry (the head script, the route-payload loader) are written as typed
 * functions and serialised at build time: `(<function source>)(<argument>)`. The CSP allows them by the hash
 * of that text, so it must be the same on every page and every build: the function takes all it needs through
 * its one argument and refers to nothing else of its module (after serialisation there is no module).
 */

/** esbuild's `keepNames` (used by tsx) wraps named inner functions in a `__name` helper that is not there in the page. */
const BUNDLER_HELPER = /\b__name\(/;

/** The source of a script that calls `run` with the value of the JavaScript expression `argument`. */
export function inlineCall<A>(run: (argument: A) => void, argument: string): string {
  const source = run.toString();
  if (BUNDLER_HELPER.test(source))
    throw new Error(
      `inline script ${run.name}: its source refers to the bundler helper __name; write inner functions as anonymous callbacks, not as named functions or function-valued constants.`,
    );
  return `(${source})(${argument});`;
}
