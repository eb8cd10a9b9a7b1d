import type { ApiFunction, ApiRecord } from '@/lib/api/model/schema';
import { groupInOrder, slugifyFunctionName } from '@/lib/api/model/names';

// A class with a long member documentation (handler, buffer, accessor) would make a long, heavy
// page. Like cppreference, such a class page lists its members with their one-line briefs, and each
// member function (all overloads of one name, or all constructors) gets a page of its own at
// /docs/api/records/{ID}/{member}/. The record page keeps its anchors (#parallel_for), so links into
// it keep working; overload anchors (#parallel_for-<hash>) move to the member page.

/** Characters of member documentation above which a class gets member pages (about two screens). */
export const MEMBER_PAGES_ABOVE = 2500;

export interface MemberSet {
  /** URL segment: `constructors`, `parallel_for`, `operator-subscript`. */
  slug: string;
  /** What the page documents: `parallel_for`, `operator[]`, or the class name for constructors. */
  name: string;
  role: 'constructors' | 'method' | 'operator';
  overloads: ApiFunction[];
}

function docWeight(fn: ApiFunction): number {
  const doc = fn.doc;
  const text = doc
    ? [
        doc.brief,
        doc.body,
        doc.returns ?? '',
        ...doc.notes,
        ...doc.warnings,
        ...doc.params.map((p) => p.description),
        ...doc.tparams.map((p) => p.description),
      ]
    : [];
  return fn.signature.length + text.reduce((sum, part) => sum + part.length, 0);
}

/** Whether `record` documents its member functions on pages of their own. */
export function hasMemberPages(record: ApiRecord): boolean {
  const { constructors, methods, operators } = record.members;
  const weight = [...constructors, ...methods, ...operators].reduce((sum, fn) => sum + docWeight(fn), 0);
  return weight > MEMBER_PAGES_ABOVE;
}

const setsCache = new WeakMap<ApiRecord, MemberSet[]>();

/** The member pages of `record` (none when it documents its members inline), in page order. */
export function memberSets(record: ApiRecord): MemberSet[] {
  let sets = setsCache.get(record);
  if (!sets) {
    sets = buildMemberSets(record);
    setsCache.set(record, sets);
  }
  return sets;
}

function buildMemberSets(record: ApiRecord): MemberSet[] {
  if (!hasMemberPages(record)) return [];
  const { constructors, methods, operators } = record.members;
  const sets: MemberSet[] = [];
  if (constructors.length)
    sets.push({ slug: 'constructors', name: record.name, role: 'constructors', overloads: constructors });
  // Different names can share a slug (`operator T&` and `operator T*`); later ones get a suffix.
  const taken = new Set(sets.map((set) => set.slug));
  const unique = (slug: string) => {
    let candidate = slug;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${slug}-${n}`;
    taken.add(candidate);
    return candidate;
  };
  for (const [role, functions] of [
    ['method', methods],
    ['operator', operators],
  ] as const) {
    for (const [name, overloads] of groupInOrder(functions, (fn) => fn.name))
      sets.push({ slug: unique(slugifyFunctionName(name)), name, role, overloads });
  }
  return sets;
}

/** The member set that documents `fn`, or undefined when `fn` is documented on its record page. */
export function memberSetOf(record: ApiRecord, fn: ApiFunction): MemberSet | undefined {
  return memberSets(record).find((candidate) => candidate.overloads.includes(fn));
}
