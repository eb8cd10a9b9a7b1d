// @ts-check
// Names in C++ samples → API pages, the way a reader (and mostly the compiler) would resolve them:
// qualified names (`celerity::access::one_to_one`), unqualified names after `using namespace` or a
// using-declaration, and member calls on variables whose type a declaration in the same sample gives
// (`celerity::queue q;` … `q.submit`). Local declarations shadow API names. Names in comments and
// strings are never seen (cpp-lexer.mjs). Every name written as `celerity::…` is also reported with
// its resolution, for the build's unknown-name check and the linked-names figure. Names of other
// projects (`sycl::buffer`, `std::vector`, `MPI_Comm_rank`) link to their documentation when the
// index lists them; every other name that is neither the API's nor the sample's is reported too,
// for the test that each external name used is linked or deliberately left unlinked.
import { CodeScopes } from './code-scopes.mjs';
import { lexCpp } from './cpp-lexer.mjs';
import { TYPE_KEYWORDS, isKeyword } from './cpp-keywords.mjs';
import { declareVariables } from './declarators.mjs';

/** @typedef {import('./cpp-lexer.mjs').CppToken} CppToken */
/** @typedef {import('./xref-index.mjs').XrefIndex} XrefIndex */
/**
 * @typedef {{ start: number, end: number, href: string, target: string, source?: string }} CodeLink
 *   source: for a link to another project's documentation, where it goes (absolute href)
 */
/** @typedef {{ start: number, end: number, name: string, href?: string }} ApiNameUse */
/** @typedef {{ links: CodeLink[], apiNames: ApiNameUse[], otherNames: ApiNameUse[] }} CodeResolution */

export const API_NAMESPACE = 'celerity';

class CodeWalker {
  /**
   * @param {XrefIndex} index
   * @param {CppToken[]} tokens
   */
  constructor(index, tokens) {
    this.index = index;
    this.tokens = tokens;
    this.scopes = new CodeScopes();
    /** @type {CodeLink[]} */
    this.links = [];
    /** @type {ApiNameUse[]} */
    this.apiNames = [];
    /** @type {ApiNameUse[]} */
    this.otherNames = [];
    /** Set by `namespace N {`: the scope the next brace opens sees N's names. */
    /** @type {string | undefined} */
    this.pendingNamespace = undefined;
  }

  /** @param {number} i */
  text(i) {
    return this.tokens[i]?.text;
  }

  /** @param {number} i */
  isName(i) {
    const token = this.tokens[i];
    return token?.type === 'ident' && !isKeyword(token.text);
  }

  run() {
    let i = 0;
    while (i < this.tokens.length) i = this.step(i);
    return { links: this.links, apiNames: this.apiNames, otherNames: this.otherNames };
  }

  /** @param {number} i */
  step(i) {
    const text = this.text(i) ?? '';
    if (text === '{') {
      this.scopes.open();
      if (this.pendingNamespace) this.scopes.useNamespace(this.pendingNamespace);
      this.pendingNamespace = undefined;
      return i + 1;
    }
    if (text === '}') {
      this.scopes.close();
      return i + 1;
    }
    if (text === 'using') return this.usingClause(i + 1);
    if (text === 'namespace') return this.namespaceClause(i + 1);
    if (['struct', 'class', 'union', 'enum'].includes(text)) {
      let j = i + 1;
      if (this.text(j) === 'class' || this.text(j) === 'struct') j += 1;
      if (this.isName(j)) this.scopes.declare(this.text(j) ?? '', null);
      return this.isName(j) ? j + 1 : j;
    }
    if (TYPE_KEYWORDS.has(text)) {
      declareVariables(this.tokens, i + 1, (name) => this.scopes.declare(name, null));
      return i + 1;
    }
    const previous = this.text(i - 1);
    if (this.isName(i) && (previous === '.' || previous === '->')) return this.member(i);
    if (this.startsChain(i)) {
      const end = this.chain(i, true);
      if (end.type !== undefined) {
        const type = end.type;
        declareVariables(this.tokens, end.next, (name) => this.scopes.declare(name, type));
      }
      return end.next;
    }
    return i + 1;
  }

  /** @param {number} i */
  startsChain(i) {
    const previous = this.tokens[i - 1];
    if (this.isName(i)) return !['::', '.', '->'].includes(previous?.text ?? '');
    // `::name` from the global namespace, but not `buffer<T>::name` or `f()::name`.
    return (
      this.text(i) === '::' &&
      this.isName(i + 1) &&
      !(previous && (previous.type !== 'punct' || ['>', ')', ']'].includes(previous.text)))
    );
  }

  /**
   * Reads `[::]a::b::c` at `i`, links it when it names a documented symbol and records `celerity::` names.
   * @param {number} i
   * @param {boolean} link
   * @returns {{ next: number, type: string | null | undefined, qualified?: string }}
   *   type: the record whose members apply when the chain names a type, null for a name that may be a
   *   type we do not know, undefined for no type
   */
  chain(i, link) {
    let j = i;
    const global = this.text(j) === '::';
    if (global) j += 1;
    /** @type {string[]} */
    const parts = [];
    for (;;) {
      if (this.text(j) === 'template') j += 1;
      if (!this.isName(j)) break;
      parts.push(this.text(j) ?? '');
      j += 1;
      if (this.text(j) !== '::' || !(this.isName(j + 1) || this.text(j + 1) === 'template')) break;
      j += 1;
    }
    const start = /** @type {CppToken} */ (this.tokens[i]).start;
    const end = /** @type {CppToken} */ (this.tokens[j - 1]).end;
    const found = this.resolve(parts, global);
    if ('local' in found) return { next: j, type: found.local };
    if (found.written.startsWith(`${API_NAMESPACE}::`))
      this.apiNames.push({ start, end, name: found.written, ...(found.href ? { href: found.href } : {}) });
    else if (!found.href && parts.length) this.external(found.written, start, end, link);
    if (!found.href || !found.qualified) return { next: j, type: parts.length ? null : undefined };
    if (link) this.links.push({ start, end, href: found.href, target: found.qualified });
    const type = Object.hasOwn(this.index.types, found.qualified)
      ? this.index.types[found.qualified]
      : undefined;
    return { next: j, type, qualified: found.qualified };
  }

  /**
   * @param {string[]} parts
   * @param {boolean} global
   * @returns {{ local: string | null } | { written: string, qualified?: string, href?: string }}
   *   local: the name is declared in the sample (its type's record, or null)
   */
  resolve(parts, global) {
    const [first = '', ...rest] = parts;
    const local = global ? undefined : this.scopes.local(first);
    if (local) return { local: local.type };
    const alias = global ? undefined : this.scopes.aliasOf(first);
    const written = [alias ?? first, ...rest].join('::');
    const candidates = [
      written,
      ...(global || alias ? [] : this.scopes.openNamespaces().map((ns) => `${ns}::${written}`)),
    ];
    for (const qualified of candidates)
      if (Object.hasOwn(this.index.names, qualified))
        return { written, qualified, href: this.index.names[qualified] };
    return { written };
  }

  /**
   * A name that is not the API's: linked to another project's documentation when the index lists it.
   * @param {string} name
   * @param {number} start
   * @param {number} end
   * @param {boolean} link
   */
  external(name, start, end, link) {
    const target =
      this.index.external && Object.hasOwn(this.index.external, name) ? this.index.external[name] : undefined;
    this.otherNames.push({ start, end, name, ...(target ? { href: target.url } : {}) });
    if (target && link)
      this.links.push({ start, end, href: target.url, target: name, source: target.source });
  }

  /**
   * A member after `.` or `->`: linked when the receiver is a variable of a documented type.
   * @param {number} i
   */
  member(i) {
    const receiver = this.tokens[i - 2];
    const type = receiver?.type === 'ident' ? this.scopes.local(receiver.text)?.type : undefined;
    const target = type ? `${type}::${this.text(i)}` : undefined;
    const token = /** @type {CppToken} */ (this.tokens[i]);
    if (target && Object.hasOwn(this.index.names, target))
      this.links.push({ start: token.start, end: token.end, href: this.index.names[target] ?? '', target });
    return i + 1;
  }

  /** `using namespace N;`, `using N::name;` or `using Name = type;` @param {number} i */
  usingClause(i) {
    if (this.text(i) === 'namespace') {
      const end = this.chain(i + 1, true);
      const written = this.tokens
        .slice(i + 1, end.next)
        .map((token) => token.text)
        .join('');
      this.scopes.useNamespace(end.qualified ?? written.replace(/^::/, ''));
      return end.next;
    }
    if (this.isName(i) && this.text(i + 1) === '=') {
      const target = this.startsChain(i + 2) ? this.chain(i + 2, true) : undefined;
      this.scopes.declare(this.text(i) ?? '', target?.type ?? null);
      return target?.next ?? i + 2;
    }
    if (!this.startsChain(i)) return i;
    const end = this.chain(i, true);
    if (end.qualified) this.scopes.alias(this.text(end.next - 1) ?? '', end.qualified);
    return end.next;
  }

  /** `namespace acc = celerity::access;` or `namespace name {` @param {number} i */
  namespaceClause(i) {
    if (!this.isName(i)) return i;
    const name = this.text(i) ?? '';
    if (this.text(i + 1) === '=') {
      const end = this.chain(i + 2, true);
      if (end.qualified) this.scopes.alias(name, end.qualified);
      return end.next;
    }
    const outer = this.scopes.openNamespaces()[0];
    this.pendingNamespace = outer ? `${outer}::${name}` : name;
    return i + 1;
  }
}

/**
 * Links and `celerity::` names of a C++ sample (offsets into `code`).
 * @param {XrefIndex} index
 * @param {string} code
 * @returns {CodeResolution}
 */
export function resolveCode(index, code) {
  return new CodeWalker(index, lexCpp(code)).run();
}
