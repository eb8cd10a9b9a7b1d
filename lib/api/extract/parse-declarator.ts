import type { Node } from 'web-tree-sitter';
import type { ApiParam, TemplateParam } from '@/lib/api/model/schema';
import { clean } from '@/lib/api/extract/type-text';

// Helpers that turn tree-sitter-cpp declarator shapes into text. Type text is always taken from
// the source and normalised by `clean` (type-text.ts), so signatures read like the header.

export function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

export function allChildren(node: Node): Node[] {
  return node.children.filter((c): c is Node => c !== null);
}

/** Source text of `node` with the given sub-ranges removed (names, default values). */
function textWithout(node: Node, source: string, cuts: Array<Node | undefined | null>): string {
  let text = '';
  let pos = node.startIndex;
  const ranges = cuts.filter((c): c is Node => !!c).sort((a, b) => a.startIndex - b.startIndex);
  for (const cut of ranges) {
    if (cut.startIndex < pos) continue;
    text += source.slice(pos, cut.startIndex);
    pos = cut.endIndex;
  }
  text += source.slice(pos, node.endIndex);
  return clean(text);
}

const NAME_TYPES = new Set([
  'identifier',
  'field_identifier',
  'type_identifier',
  'qualified_identifier',
  'destructor_name',
  'operator_name',
  'template_function',
  'operator_cast',
]);

/**
 * Follows pointer/reference/array/init declarators, and the `...` of a parameter pack
 * (`Ts&&... args`), to the innermost name or function declarator.
 */
export function unwrapDeclarator(node: Node): { inner: Node; ops: string[]; init?: Node } {
  const ops: string[] = [];
  let init: Node | undefined;
  let current: Node = node;
  for (let guard = 0; guard < 32; guard += 1) {
    if (current.type === 'init_declarator') {
      init = current.childForFieldName('value') ?? undefined;
      current = current.childForFieldName('declarator') ?? current;
      if (current.type === 'init_declarator') break;
      continue;
    }
    if (current.type === 'variadic_declarator') {
      ops.push('...');
      const next = namedChildren(current).find((c) => NAME_TYPES.has(c.type));
      if (!next) break;
      current = next;
      continue;
    }
    if (
      current.type === 'pointer_declarator' ||
      current.type === 'reference_declarator' ||
      current.type === 'array_declarator' ||
      current.type === 'parenthesized_declarator'
    ) {
      const first = current.child(0)?.type ?? '';
      if (current.type !== 'array_declarator' && current.type !== 'parenthesized_declarator') {
        ops.push(first);
        for (const q of namedChildren(current)) if (q.type === 'type_qualifier') ops.push(q.text);
      }
      const next =
        current.childForFieldName('declarator') ??
        namedChildren(current).find((c) => c.type !== 'type_qualifier' && c.type !== 'attribute_declaration');
      if (!next) break;
      current = next;
      continue;
    }
    break;
  }
  return { inner: current, ops, init };
}

export function declaratorName(node: Node): Node | undefined {
  const { inner } = unwrapDeclarator(node);
  if (inner.type === 'function_declarator') return inner.childForFieldName('declarator') ?? undefined;
  return NAME_TYPES.has(inner.type) ? inner : undefined;
}

export function operatorName(node: Node): string {
  const op = clean(node.text.replace(/^operator\s*/, ''));
  return /^[a-z_]/.test(op) ? `operator ${op}` : `operator${op}`;
}

export function parseParams(
  list: Node | null | undefined,
  source: string,
): { params: ApiParam[]; variadic: boolean } {
  const params: ApiParam[] = [];
  let variadic = false;
  if (!list) return { params, variadic };
  for (const child of allChildren(list)) {
    if (child.type === '...') variadic = true;
    if (!child.isNamed || child.type === 'comment') continue;
    const declarator = child.childForFieldName('declarator');
    const name = declarator ? declaratorName(declarator) : undefined;
    const defaultValue = child.childForFieldName('default_value');
    const equals = defaultValue ? allChildren(child).find((c) => c.type === '=') : undefined;
    const cutEnd = defaultValue
      ? { startIndex: equals?.startIndex ?? defaultValue.startIndex, endIndex: child.endIndex }
      : undefined;
    const type = textWithout(child, source, [
      name?.type === 'identifier' ? name : undefined,
      cutEnd as Node | undefined,
    ]);
    if (type === 'void' && !name) continue;
    params.push({
      type,
      ...(name?.type === 'identifier' ? { name: name.text } : {}),
      ...(defaultValue ? { default: clean(defaultValue.text) } : {}),
    });
  }
  return { params, variadic };
}

export function parseTemplateParams(list: Node | null | undefined, source: string): TemplateParam[] {
  if (!list) return [];
  return namedChildren(list)
    .filter((c) => c.type !== 'comment')
    .map((param) => parseTemplateParam(param, source));
}

/** `typename... Ts`, `int... Ns`, `template <typename> class... Ts`: a pack's `...` stands outside any
 * brackets, before the default; the `...` of `std::enable_if_t<all_v<Ts...>, int> = 0` expands a pack
 * inside a type and declares none. */
function declaresPack(node: Node): boolean {
  if (node.type.startsWith('variadic')) return true;
  const text = node.text;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '<' || c === '(') depth += 1;
    else if (c === '>' || c === ')') depth -= 1;
    else if (depth === 0 && c === '=') return false;
    else if (depth === 0 && text.startsWith('...', i)) return true;
  }
  return false;
}

function parseTemplateParam(node: Node, source: string): TemplateParam {
  const pack = declaresPack(node);
  if (node.type === 'template_template_parameter_declaration') {
    const inner = namedChildren(node).find((c) => c.type !== 'template_parameter_list');
    const innerParam = inner ? parseTemplateParam(inner, source) : undefined;
    const head = node.childForFieldName('parameters');
    return {
      kind: 'template',
      name: innerParam?.name ?? '',
      type: `template ${clean(head?.text ?? '<>')} class`,
      pack: innerParam?.pack ?? false,
      ...(innerParam?.default ? { default: innerParam.default } : {}),
    };
  }
  if (node.type.includes('type_parameter')) {
    const name =
      node.childForFieldName('name') ?? namedChildren(node).find((c) => c.type === 'type_identifier');
    const def = node.childForFieldName('default_type');
    return { kind: 'type', name: name?.text ?? '', pack, ...(def ? { default: clean(def.text) } : {}) };
  }
  const declarator = node.childForFieldName('declarator');
  const name = declarator ? declaratorName(declarator) : undefined;
  const def = node.childForFieldName('default_value');
  const equals = def ? allChildren(node).find((c) => c.type === '=') : undefined;
  const cutEnd = def
    ? ({ startIndex: equals?.startIndex ?? def.startIndex, endIndex: node.endIndex } as Node)
    : undefined;
  const type = textWithout(node, source, [name, cutEnd]).replace(/\s*\.\.\.$/, '');
  return {
    kind: 'non-type',
    name: name?.text ?? '',
    type,
    pack,
    ...(def ? { default: clean(def.text) } : {}),
  };
}

export function attributesOf(node: Node): { attributes: string[]; deprecated?: string } {
  const attributes: string[] = [];
  let deprecated: string | undefined;
  for (const child of allChildren(node)) {
    if (child.type !== 'attribute_declaration') continue;
    for (const attr of namedChildren(child)) {
      const text = clean(attr.text);
      attributes.push(text);
      if (/^deprecated\b/.test(text)) {
        // The message as written: clean() would also tighten the spaces inside the string.
        const message = /"((?:\\.|[^"\\])*)"/.exec(attr.text);
        deprecated = message?.[1] ?? '';
      }
    }
  }
  return { attributes, ...(deprecated !== undefined ? { deprecated } : {}) };
}
