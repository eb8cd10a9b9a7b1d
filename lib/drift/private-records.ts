// Private nested records (a class's helper structs, the tag types of its private constructors) are the
// class's own business, and the synopsis leaves them out. One becomes part of the interface when a
// declaration the comparison covers names it in its signature: a public or protected member's parameter
// or return type, a base class, an alias target, a template argument, a variable's type. Then the
// synopsis has to declare it like any other type.
import type { DriftEntry } from './entries';

/**
 * Facts that hold no type names (strings in attributes, expressions in qualifiers and enum values). Any
 * other fact is searched, so a new one can only make the check stricter.
 */
const UNTYPED_FACTS = new Set(['attributes', 'access', 'qualifiers', 'kind', 'scoped', 'enum values']);

/** The identifier before the `::` that ends at `end`, past a template argument list; `''` for `::x`. */
function qualifierBefore(text: string, end: number): string {
  let at = end;
  if (text[at - 1] === '>') {
    let depth = 0;
    do {
      const c = text[--at];
      if (c === '>') depth++;
      else if (c === '<') depth--;
    } while (depth > 0 && at > 0);
  }
  return /\w+$/.exec(text.slice(0, at))?.[0] ?? '';
}

/**
 * Whether a normalised type names the nested type `name` of the class `parent` (qualified name): as
 * `parent::name` (with or without template arguments) anywhere, or unqualified inside the class.
 */
export function namesNestedType(
  text: string,
  nested: { name: string; parent: string },
  insideParent: boolean,
): boolean {
  const parentName = nested.parent.slice(nested.parent.lastIndexOf(':') + 1);
  for (const match of text.matchAll(new RegExp(`\\b${nested.name}\\b`, 'g'))) {
    const qualified = text.slice(match.index - 2, match.index) === '::';
    if (qualified ? qualifierBefore(text, match.index - 2) === parentName : insideParent) return true;
  }
  return false;
}

/**
 * The private nested records of `entries` that a covered declaration names, each with the qualified
 * name of the first declaration that does.
 */
export function exposedPrivateRecords(
  entries: DriftEntry[],
  covered: (entry: DriftEntry) => boolean,
): Map<DriftEntry, string> {
  const exposed = new Map<DriftEntry, string>();
  const signatures = entries
    .filter(covered)
    .map((entry) => ({
      entry,
      types: Object.entries(entry.facts)
        .filter(([fact, value]) => value && !UNTYPED_FACTS.has(fact))
        .map(([, value]) => value),
    }))
    .filter(({ types }) => types.length);
  for (const record of entries) {
    const nested = record.privateNested;
    if (!nested) continue;
    const user = signatures.find(({ entry, types }) => {
      const inside = entry.qualifiedName.startsWith(`${nested.parent}::`);
      return types.some((type) => namesNestedType(type, nested, inside));
    });
    if (user) exposed.set(record, user.entry.qualifiedName);
  }
  return exposed;
}
