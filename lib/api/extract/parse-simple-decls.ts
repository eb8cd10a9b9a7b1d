import type { Node } from 'web-tree-sitter';
import {
  allChildren,
  attributesOf,
  declaratorName,
  namedChildren,
  unwrapDeclarator,
} from '@/lib/api/extract/parse-declarator';
import { clean } from '@/lib/api/extract/type-text';
import type { RawAlias, RawConcept, RawDecl, RawLocation, RawVariable } from '@/lib/api/extract/raw-types';

// Declarations that are one syntax node each and have no body to walk: type aliases, typedefs,
// using-declarations, concepts, friend class declarations and deduction guides tree-sitter misreads.

/** What the enclosing scope adds to a declaration: member access, an enclosing template head. */
type DeclExtra = Pick<RawAlias, 'access' | 'templateParams' | 'requires'>;

/** `using name = type;` */
export function parseAliasDeclaration(node: Node, location: RawLocation, extra: DeclExtra): RawAlias {
  const name = node.childForFieldName('name')?.text ?? '';
  const target = clean(node.childForFieldName('type')?.text ?? '');
  return { kind: 'alias', aliasKind: 'using', name, target, location, ...attributesOf(node), ...extra };
}

/** `typedef type a, *b;`: one alias per declarator. */
export function parseTypedef(node: Node, location: RawLocation, extra: DeclExtra): RawDecl[] {
  return node.childrenForFieldName('declarator').flatMap((d) => {
    const name = d ? declaratorName(d) : undefined;
    if (!d || !name) return [];
    const { ops } = unwrapDeclarator(d);
    const type = clean(`${node.childForFieldName('type')?.text ?? ''}${ops.join('')}`);
    return [
      {
        kind: 'alias' as const,
        aliasKind: 'typedef' as const,
        name: name.text,
        target: type,
        location,
        attributes: [],
        ...extra,
      },
    ];
  });
}

/** `using ns::name;` at namespace scope re-exports a name; `using namespace` declares nothing. */
export function parseUsingDeclaration(node: Node, location: RawLocation, extra: DeclExtra): RawDecl[] {
  if (allChildren(node).some((c) => c.type === 'namespace')) return [];
  const target = namedChildren(node).find(
    (c) => c.type === 'qualified_identifier' || c.type === 'identifier',
  );
  if (!target) return [];
  const name = target.text.split('::').pop()?.trim() ?? '';
  return [
    {
      kind: 'alias',
      aliasKind: 'using-declaration',
      name,
      target: clean(target.text),
      location,
      attributes: [],
      ...extra,
    },
  ];
}

/** `template <…> concept name = constraint;` (the template head comes with `extra`). */
export function parseConcept(node: Node, location: RawLocation, extra: DeclExtra): RawConcept {
  const name = node.childForFieldName('name')?.text ?? '';
  const constraint = clean(node.text.replace(/^concept\s+\w+\s*=\s*/, '').replace(/;$/, ''));
  return { kind: 'concept', name, constraint, location, attributes: [], ...extra };
}

/** `friend class x;`: kept as a pseudo-field so the record can list its friends. */
export function friendDeclaration(node: Node, location: RawLocation): RawVariable {
  return {
    kind: 'variable',
    name: `friend ${clean(node.text.replace(/^friend\s+|;$/g, ''))}`,
    type: 'friend',
    specifiers: ['friend'],
    isField: true,
    attributes: [],
    location,
  };
}

/** Non-template deduction guides (`buffer(const T&) -> buffer<T>;`) end up in ERROR nodes. */
export function parseStrayDeductionGuide(node: Node, location: RawLocation, extra: DeclExtra): RawDecl[] {
  const trailing = namedChildren(node).some((c) => c.type === 'trailing_return_type');
  const name = node.childForFieldName('declarator')?.text;
  if (!trailing || !name) return [];
  return [{ kind: 'deduction-guide', name, signature: clean(node.text), location, attributes: [], ...extra }];
}
