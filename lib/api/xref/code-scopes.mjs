// @ts-check
// What a code sample has said so far about names, scope by scope (braces open and close scopes):
// local declarations (which shadow API names, and whose type makes `q.submit` resolvable), using
// directives and declarations, and namespace aliases. Used by resolve-code.mjs.

/**
 * @typedef {object} Scope
 * @property {Map<string, string | null>} locals declared name → record whose members apply, or null
 * @property {string[]} namespaces namespaces opened by `using namespace`
 * @property {Map<string, string>} aliases `using celerity::queue;` and `namespace acc = …;`: name → qualified name
 */

export class CodeScopes {
  constructor() {
    /** @type {Scope[]} */
    this.stack = [CodeScopes.empty()];
  }

  /** @returns {Scope} */
  static empty() {
    return { locals: new Map(), namespaces: [], aliases: new Map() };
  }

  open() {
    this.stack.push(CodeScopes.empty());
  }

  close() {
    // A fragment may close more braces than it opened (a function's tail); keep the outermost scope.
    if (this.stack.length > 1) this.stack.pop();
  }

  get current() {
    return /** @type {Scope} */ (this.stack[this.stack.length - 1]);
  }

  /**
   * @param {string} name
   * @param {string | null} type
   */
  declare(name, type) {
    this.current.locals.set(name, type);
  }

  /** @param {string} namespace */
  useNamespace(namespace) {
    this.current.namespaces.push(namespace);
  }

  /**
   * @param {string} name
   * @param {string} qualified
   */
  alias(name, qualified) {
    this.current.aliases.set(name, qualified);
  }

  /**
   * The innermost local declaration of `name`: `{ type }` (type null when unknown), or undefined.
   * @param {string} name
   * @returns {{ type: string | null } | undefined}
   */
  local(name) {
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const locals = /** @type {Scope} */ (this.stack[i]).locals;
      if (locals.has(name)) return { type: locals.get(name) ?? null };
    }
    return undefined;
  }

  /**
   * @param {string} name
   * @returns {string | undefined}
   */
  aliasOf(name) {
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const target = /** @type {Scope} */ (this.stack[i]).aliases.get(name);
      if (target) return target;
    }
    return undefined;
  }

  /** Namespaces opened by using directives, innermost first. */
  openNamespaces() {
    return this.stack.flatMap((scope) => scope.namespaces).reverse();
  }
}
