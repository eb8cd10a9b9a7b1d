import type { ApiFunction } from '@/lib/api/model/schema';
import { listItems } from '@/lib/api/pages/signature-lists';

// The label that names an overload in its heading and in the table of contents:
// `fence(buffer<DataT, Dims>, subrange<Dims>)`. Short by default (no `const`, `&` or `*`); where two
// overloads of one page would read the same, theirs say more, step by step, until they differ:
// the parameter types as written and the member's qualifiers, then the template parameters, then
// the return type, and as a last resort a number.

const TRAILING_SPECIFIER = /\s*(?:=\s*(?:default|delete|0)|override|final|noexcept(?:\([^()]*\))?)\s*$/;

/** `const`, `&&`…: the qualifiers after a member function's parameter list. */
function qualifiers(signature: string): string {
  let rest = signature;
  for (let previous = ''; previous !== rest;) [previous, rest] = [rest, rest.replace(TRAILING_SPECIFIER, '')];
  const match = /\)((?:\s*(?:const|volatile|&&|&))*)$/.exec(rest);
  return match?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
}

/** `Ts&&...` → `Ts...`, `const buffer<T>&` → `buffer<T>`. */
function shortType(type: string): string {
  const pack = type.endsWith('...');
  const bare = (pack ? type.slice(0, -3) : type).replace(/^const\s+|\s*[&*]+$/g, '');
  return pack ? `${bare}...` : bare;
}

function parameters(fn: ApiFunction, exact: boolean): string {
  const types = fn.params.map((p) => (exact ? p.type : shortType(p.type)));
  if (fn.variadic) types.push('...');
  return `(${types.join(', ')})`;
}

/** The return type a reader gets: `std::enable_if_t<cond, T>` is `T`. */
function returnType(fn: ApiFunction): string {
  const type = fn.returnType ?? '';
  const enableIf = /^(?:typename\s+)?std::enable_if_t</.exec(type);
  const args = enableIf ? listItems(type, enableIf[0].length - 1) : undefined;
  return args?.close === type.length - 1 ? (args.items.at(-1) ?? type) : type;
}

const STEPS: Array<(fn: ApiFunction) => string> = [
  (fn) => `${fn.name}${parameters(fn, false)}`,
  (fn) =>
    `${fn.name}${parameters(fn, true)}${qualifiers(fn.signature) ? ` ${qualifiers(fn.signature)}` : ''}`,
  (fn) => {
    const named = (fn.templateParams ?? []).filter((p) => p.name && p.default === undefined);
    const head = named.length ? `<${named.map((p) => `${p.name}${p.pack ? '...' : ''}`).join(', ')}>` : '';
    return `${fn.name}${head}${STEPS[1]!(fn).slice(fn.name.length)}`;
  },
  (fn) => `${STEPS[2]!(fn)}${returnType(fn) ? ` -> ${returnType(fn)}` : ''}`,
];

function duplicated(labels: readonly string[]): Set<number> {
  const count = new Map<string, number>();
  for (const label of labels) count.set(label, (count.get(label) ?? 0) + 1);
  return new Set(labels.flatMap((label, i) => ((count.get(label) ?? 0) > 1 ? [i] : [])));
}

/** One label per overload of a page, in order, no two alike. */
export function overloadLabels(overloads: readonly ApiFunction[]): string[] {
  const labels = overloads.map(STEPS[0]!);
  for (const step of STEPS.slice(1)) {
    const same = duplicated(labels);
    if (same.size === 0) return labels;
    for (const i of same) labels[i] = step(overloads[i]!);
  }
  const same = duplicated(labels);
  return labels.map((label, i) => (same.has(i) ? `${label} (${i + 1})` : label));
}
