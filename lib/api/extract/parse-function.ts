import type { Node } from 'web-tree-sitter';
import {
  allChildren,
  attributesOf,
  declaratorName,
  namedChildren,
  operatorName,
  parseParams,
  unwrapDeclarator,
} from '@/lib/api/extract/parse-declarator';
import { clean } from '@/lib/api/extract/type-text';
import type { RawFunction, RawVariable } from '@/lib/api/extract/raw-types';

interface DeclContext {
  source: string;
  /** Name of the enclosing record (to recognise constructors), if any. */
  recordName?: string;
}

const SPECIFIER_TYPES = new Set([
  'storage_class_specifier',
  'explicit_function_specifier',
  'virtual',
  'virtual_function_specifier',
]);

/** `static`, `inline`, `constexpr`, `explicit`, … written before the declarator. */
function leadingSpecifiers(decl: Node): string[] {
  const specifiers: string[] = [];
  for (const child of allChildren(decl)) {
    if (SPECIFIER_TYPES.has(child.type)) specifiers.push(clean(child.text));
    else if (child.type === 'type_qualifier' && /^(constexpr|consteval|constinit)$/.test(child.text))
      specifiers.push(child.text);
    else if (child.type === 'friend') specifiers.push('friend');
  }
  return specifiers;
}

/** The declaration's type specifier with cv-qualifiers (but not `constexpr`), as written. */
function baseTypeText(decl: Node): string {
  const type = decl.childForFieldName('type');
  const typeText = type
    ? /_specifier$/.test(type.type) && type.childForFieldName('body')
      ? typeHeadText(type)
      : clean(type.text)
    : '';
  const parts = allChildren(decl)
    .filter(
      (c) => (type && c.id === type.id) || (c.type === 'type_qualifier' && /^(const|volatile)$/.test(c.text)),
    )
    .map((c) => (type && c.id === type.id ? typeText : c.text));
  return clean(parts.join(' '));
}

/** `struct tag` for `struct tag { … } object;`. */
function typeHeadText(spec: Node): string {
  const keyword = spec.child(0)?.text ?? '';
  const name = spec.childForFieldName('name');
  return name ? `${keyword} ${clean(name.text)}` : `${keyword} {…}`;
}

export function isFunctionDeclarator(declarator: Node): boolean {
  const { inner } = unwrapDeclarator(declarator);
  return inner.type === 'function_declarator' || inner.type === 'operator_cast';
}

export function parseFunction(
  decl: Node,
  declarator: Node,
  ctx: DeclContext,
): Omit<RawFunction, 'location' | 'doc' | 'access' | 'templateParams' | 'requires'> | undefined {
  const { inner, ops, init } = unwrapDeclarator(declarator);
  let fn: Node = inner;
  let role: RawFunction['role'] = ctx.recordName ? 'method' : 'function';
  let name: string;
  let returnType: string | undefined;
  let specArgs: string | undefined;
  if (inner.type === 'operator_cast') {
    role = 'conversion';
    // `operator const T&`: the grammar keeps the `const` beside the type field, not in it.
    const typeNode = inner.childForFieldName('type');
    const qualifiers = namedChildren(inner)
      .filter((c) => c.type === 'type_qualifier' && typeNode !== null && c.startIndex < typeNode.startIndex)
      .map((c) => c.text);
    const target = clean([...qualifiers, typeNode?.text ?? ''].join(' '));
    const abstract = inner.childForFieldName('declarator');
    const ptr =
      abstract && abstract.type !== 'abstract_function_declarator'
        ? clean(abstract.text.replace(/\(.*$/s, ''))
        : '';
    name = `operator ${target}${ptr}`;
    fn = findFunctionNode(abstract) ?? inner;
  } else {
    const nameNode = fn.childForFieldName('declarator');
    if (!nameNode) return undefined;
    if (nameNode.type === 'qualified_identifier') return undefined; // out-of-line definition of something declared elsewhere
    if (nameNode.type === 'destructor_name') {
      role = 'destructor';
      name = clean(nameNode.text);
    } else if (nameNode.type === 'operator_name') {
      role = 'operator';
      name = operatorName(nameNode);
    } else if (nameNode.type === 'template_function') {
      name = nameNode.childForFieldName('name')?.text ?? nameNode.text;
      specArgs = clean(nameNode.childForFieldName('arguments')?.text.slice(1, -1) ?? '');
    } else name = nameNode.text;
    if (ctx.recordName && name === ctx.recordName && !decl.childForFieldName('type')) role = 'constructor';
    const type = baseTypeText(decl);
    const trailing = namedChildren(fn).find((c) => c.type === 'trailing_return_type');
    const trailingText = trailing ? clean(trailing.text.replace(/^->\s*/, '')) : undefined;
    if (role !== 'constructor' && role !== 'destructor') {
      returnType =
        trailingText && (!type || type === 'auto')
          ? trailingText
          : clean(`${type}${ops.join('')}`) || trailingText;
    }
  }
  const { params, variadic } = parseParams(fn.childForFieldName('parameters'), ctx.source);
  const specifiers = leadingSpecifiers(decl);
  let isConst = false;
  let isVolatile = false;
  let refQualifier: '&' | '&&' | undefined;
  for (const child of namedChildren(fn)) {
    if (child.type === 'type_qualifier' && child.text === 'const') isConst = true;
    else if (child.type === 'type_qualifier' && child.text === 'volatile') isVolatile = true;
    else if (child.type === 'ref_qualifier') refQualifier = child.text === '&&' ? '&&' : '&';
    else if (child.type === 'noexcept' || child.type === 'throw_specifier')
      specifiers.push(clean(child.text));
    else if (child.type === 'virtual_specifier') specifiers.push(child.text);
    // A trailing constraint (`neighborhood(size_t, size_t) requires(Dims == 2)`) selects the overload.
    else if (child.type === 'requires_clause') specifiers.push(clean(child.text));
  }
  for (const child of allChildren(decl)) {
    if (child.type === 'default_method_clause') specifiers.push('= default');
    else if (child.type === 'delete_method_clause') specifiers.push('= delete');
    else if (child.type === 'pure_virtual_clause') specifiers.push('= 0');
  }
  if (init?.type === 'delete_expression' || init?.text === 'delete') specifiers.push('= delete');
  else if (init?.text === 'default') specifiers.push('= default');
  else if (init?.text === '0') specifiers.push('= 0');
  const attrs = attributesOf(decl);
  return {
    kind: 'function',
    name,
    role,
    ...(returnType ? { returnType } : {}),
    params,
    variadic,
    specifiers,
    isStatic: specifiers.includes('static'),
    isConst,
    isVolatile,
    ...(refQualifier ? { refQualifier } : {}),
    ...(specArgs !== undefined ? { specArgs } : {}),
    isFriend: specifiers.includes('friend') || decl.parent?.type === 'friend_declaration',
    attributes: attrs.attributes,
    ...(attrs.deprecated !== undefined ? { deprecated: attrs.deprecated } : {}),
  };
}

function findFunctionNode(node: Node | null | undefined): Node | undefined {
  if (!node) return undefined;
  if (node.type === 'abstract_function_declarator' || node.type === 'function_declarator') return node;
  for (const child of namedChildren(node)) {
    const found = findFunctionNode(child);
    if (found) return found;
  }
  return undefined;
}

export function parseVariable(
  decl: Node,
  declarator: Node,
  isField: boolean,
): Omit<RawVariable, 'location' | 'doc' | 'access'> | undefined {
  const { ops, init } = unwrapDeclarator(declarator);
  const nameNode = declaratorName(declarator);
  if (!nameNode || nameNode.type === 'qualified_identifier') return undefined;
  const arrays = collectArraySuffix(declarator);
  const value = init ?? decl.childForFieldName('default_value') ?? undefined;
  const attrs = attributesOf(decl);
  return {
    kind: 'variable',
    name: nameNode.text,
    type: clean(`${baseTypeText(decl)}${ops.join('')}${arrays}`),
    ...(value ? { value: clean(value.text) } : {}),
    specifiers: leadingSpecifiers(decl),
    isField,
    attributes: attrs.attributes,
    ...(attrs.deprecated !== undefined ? { deprecated: attrs.deprecated } : {}),
  };
}

function collectArraySuffix(declarator: Node): string {
  let suffix = '';
  let current: Node | null = declarator;
  while (current) {
    if (current.type === 'array_declarator')
      suffix = `[${clean(current.childForFieldName('size')?.text ?? '')}]${suffix}`;
    current = current.childForFieldName('declarator');
  }
  return suffix;
}

export { declaratorName };
