import type { Node } from 'web-tree-sitter';
import { isDocComment, isTrailingDocComment, parseDocComment } from '@/lib/api/extract/doc-comment';
import { allChildren, attributesOf, namedChildren } from '@/lib/api/extract/parse-declarator';
import { clean } from '@/lib/api/extract/type-text';
import type { RawEnum, RawLocation, RawRecord } from '@/lib/api/extract/raw-types';

type RecordHead = Pick<
  RawRecord,
  'kind' | 'tagKind' | 'name' | 'qualifiers' | 'bases' | 'friends' | 'specArgs' | 'final'
>;

// Comments in specialisation arguments (`false /* WithExplicitIdentity */`) are no part of the
// arguments; the markers of parenthesised comparisons (see template-args.ts) stay for `clean`.
function withoutComments(text: string): string {
  return text.replace(/\/\*(?![<>]\*\/)[\s\S]*?\*\/|\/\/[^\n]*/g, ' ');
}

/** Name, specialization arguments and bases of a class/struct/union specifier. */
export function parseRecordHead(node: Node): RecordHead | undefined {
  const tagKind =
    node.type === 'union_specifier' ? 'union' : node.type === 'struct_specifier' ? 'struct' : 'class';
  let nameNode = node.childForFieldName('name');
  if (!nameNode) return undefined;
  const qualifiers: string[] = [];
  while (nameNode.type === 'qualified_identifier') {
    const scope = nameNode.childForFieldName('scope');
    if (scope)
      qualifiers.push(
        ...scope.text
          .split('::')
          .map((q) => q.trim())
          .filter(Boolean),
      );
    const next: Node | null = nameNode.childForFieldName('name');
    if (!next) return undefined;
    nameNode = next;
  }
  let name = nameNode.text;
  let specArgs: string | undefined;
  if (nameNode.type === 'template_type') {
    name = nameNode.childForFieldName('name')?.text ?? name;
    specArgs = clean(withoutComments(nameNode.childForFieldName('arguments')?.text.slice(1, -1) ?? ''));
  }
  return {
    kind: 'record',
    tagKind,
    name,
    qualifiers,
    bases: parseBases(node, tagKind),
    friends: [],
    ...(specArgs !== undefined ? { specArgs } : {}),
    ...(namedChildren(node).some((c) => c.type === 'virtual_specifier' && c.text === 'final')
      ? { final: true }
      : {}),
  };
}

function parseBases(node: Node, tagKind: string): RawRecord['bases'] {
  const clause = namedChildren(node).find((c) => c.type === 'base_class_clause');
  if (!clause) return [];
  const bases: RawRecord['bases'] = [];
  const defaultAccess = tagKind === 'class' ? 'private' : 'public';
  let access: 'public' | 'protected' | 'private' = defaultAccess;
  let isVirtual = false;
  for (const child of allChildren(clause)) {
    if (child.type === 'access_specifier') access = child.text as typeof access;
    else if (child.type === 'virtual') isVirtual = true;
    else if (child.type === ',') {
      access = defaultAccess;
      isVirtual = false;
    } else if (child.type === '...' && bases.length) bases[bases.length - 1]!.name += '...';
    else if (child.isNamed && child.type !== 'comment')
      bases.push({ name: clean(child.text), access, virtual: isVirtual });
  }
  return bases;
}

export function parseEnum(node: Node, location: RawLocation): RawEnum | undefined {
  const body = node.childForFieldName('body');
  const name = node.childForFieldName('name');
  if (!body) return undefined;
  const values: RawEnum['values'] = [];
  let pending: string[] = [];
  for (const child of namedChildren(body)) {
    if (child.type === 'comment') {
      if (isTrailingDocComment(child.text)) {
        const last = values[values.length - 1];
        if (last) last.doc = parseDocComment([child.text]);
      } else if (isDocComment(child.text)) pending.push(child.text);
      continue;
    }
    if (child.type !== 'enumerator') continue;
    const value = child.childForFieldName('value');
    const doc = pending.length ? parseDocComment(pending) : undefined;
    pending = [];
    values.push({
      name: child.childForFieldName('name')?.text ?? '',
      ...(value ? { value: clean(value.text) } : {}),
      ...(doc ? { doc } : {}),
    });
  }
  const scoped = allChildren(node).some((c) => c.type === 'class' || c.type === 'struct');
  const base = node.childForFieldName('base');
  return {
    kind: 'enum',
    name: name?.text ?? '',
    scoped,
    ...(base ? { underlyingType: clean(base.text) } : {}),
    values,
    location,
    ...attributesOf(node),
  };
}
