import type { ApiFunction, ApiRecord } from '@/lib/api/model/schema';

// The special members of a class as C++ declares them: which ones the class declares itself, and which the
// compiler declares for it. facts.ts writes the latter into the history, marked implicit.

/** What follows a special member the compiler declares: `buffer(const buffer&)` and this comment. */
export const IMPLICIT_MARK = '/* implicit */';

type SpecialMember =
  'copy constructor' | 'move constructor' | 'copy assignment' | 'move assignment' | 'destructor';

/** Which special member `fn` declares in class `name`, if any: read from its role and parameter. */
function specialMember(fn: ApiFunction, name: string): SpecialMember | undefined {
  if (fn.role === 'destructor') return 'destructor';
  const assignment = fn.role === 'operator' && fn.name === 'operator=';
  if ((fn.role !== 'constructor' && !assignment) || fn.templateParams || fn.params.length !== 1)
    return undefined;
  const type = fn.params[0]!.type.replace(/\s+/g, ' ').trim();
  const reference = new RegExp(`^(?:const )?${name}(?:<.*>)? ?(&&?)$`).exec(type)?.[1];
  if (!reference) return undefined;
  const move = reference === '&&';
  if (assignment) return move ? 'move assignment' : 'copy assignment';
  return move ? 'move constructor' : 'copy constructor';
}

/**
 * What the compiler declares for a class that does not declare its special members: a destructor, copy
 * operations, and move operations unless a copy operation or the destructor is user-declared. Written
 * as declarations marked implicit, so a member that went from `= default` (or `= delete`) to implicit
 * reads as changed, not as removed; whether an implicit one is usable (or defined as deleted) the
 * headers' public parts do not tell, and the mark does not claim it.
 */
export function implicitSpecialMembers(record: ApiRecord): Array<{ name: string; declaration: string }> {
  // A declaration without a body (`class buffer_snapshot;`) says nothing of its members.
  if (record.tagKind === 'union' || record.incomplete) return [];
  const { constructors, destructors, operators } = record.members;
  const declared = new Set(
    [...constructors, ...destructors, ...operators].flatMap((fn) => specialMember(fn, record.name) ?? []),
  );
  const { name } = record;
  const implicit: Array<{ name: string; declaration: string }> = [];
  const add = (kind: SpecialMember, member: string, declaration: string) => {
    if (!declared.has(kind)) implicit.push({ name: member, declaration: `${declaration} ${IMPLICIT_MARK}` });
  };
  const blocksMoves = (['copy constructor', 'copy assignment', 'destructor'] as const).some((kind) =>
    declared.has(kind),
  );
  add('destructor', `~${name}`, `~${name}()`);
  add('copy constructor', name, `${name}(const ${name}&)`);
  add('copy assignment', 'operator=', `${name}& operator=(const ${name}&)`);
  if (!blocksMoves && !declared.has('move assignment')) add('move constructor', name, `${name}(${name}&&)`);
  if (!blocksMoves && !declared.has('move constructor'))
    add('move assignment', 'operator=', `${name}& operator=(${name}&&)`);
  return implicit;
}
