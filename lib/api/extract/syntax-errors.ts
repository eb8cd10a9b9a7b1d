import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Node } from 'web-tree-sitter';
import type { ExtractWarning } from '@/lib/api/model/schema';

// Describes a region tree-sitter could not parse (an ERROR node) in terms an author can act on: which
// declaration could not be read, and which declarations the region holds. Those end up missing from the
// model or in the wrong scope (a class whose `};` is missing swallows the rest of its namespace).

const NAMED_TYPES = new Set([
  'class_specifier',
  'struct_specifier',
  'union_specifier',
  'enum_specifier',
  'alias_declaration',
  'namespace_definition',
  'concept_definition',
]);
const DECLARATOR_TYPES = new Set(['function_definition', 'declaration', 'field_declaration']);

/** The name a declaration node introduces, if it introduces one. */
function declaredName(node: Node): string | undefined {
  if (node.type === 'template_declaration') {
    const inner = node.namedChildren.find((child) => child && child.type !== 'template_parameter_list');
    return inner ? declaredName(inner) : undefined;
  }
  if (NAMED_TYPES.has(node.type)) return node.childForFieldName('name')?.text;
  if (DECLARATOR_TYPES.has(node.type)) {
    let declarator = node.childForFieldName('declarator');
    while (declarator && declarator.childForFieldName('declarator'))
      declarator = declarator.childForFieldName('declarator');
    return declarator?.text;
  }
  return undefined;
}

/** Qualified name of the namespaces and classes around a node, as far as they parsed. */
function enclosingScope(node: Node): string[] {
  const names: string[] = [];
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (NAMED_TYPES.has(parent.type) && parent.type !== 'alias_declaration') {
      const name = parent.childForFieldName('name')?.text;
      if (name) names.unshift(name);
    }
  }
  return names;
}

const firstLine = (text: string) => {
  const line = text.split('\n', 1)[0]?.trim() ?? '';
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
};

/** The warning for one ERROR node: the declaration it could not read and the names it holds. */
export function describeUnreadable(node: Node, file: string): ExtractWarning {
  const scope = enclosingScope(node);
  const lost: string[] = [];
  const declarations: Node[] = [];
  const opened: string[] = [];
  const children = node.children.filter((child): child is Node => child !== null);
  children.forEach((child, index) => {
    // `namespace x {` whose closing brace went missing arrives as loose tokens.
    if (child.type === 'namespace') {
      const name = children[index + 1];
      if (name && /identifier$/.test(name.type)) opened.push(name.text);
      return;
    }
    const name = declaredName(child);
    if (!name) return;
    declarations.push(child);
    const qualified = [...scope, ...opened, name].join('::');
    if (!lost.includes(qualified)) lost.push(qualified);
  });
  const endRow = node.endPosition.row;
  const culprit = declarations.find((decl) => decl.endPosition.row === endRow) ?? declarations[0];
  const span = `lines ${node.startPosition.row + 1}–${endRow + 1}`;
  const where = scope.length > 0 ? ` in ${scope.join('::')}` : '';
  return {
    file,
    line: (culprit ?? node).startPosition.row + 1,
    message: culprit
      ? `syntax error${where}: could not read the declaration "${firstLine(culprit.text)}" (the unreadable code spans ${span}; look for a missing "}", ";" or ")")`
      : `syntax error${where}, could not fully read: ${node.text.replace(/\s+/g, ' ').slice(0, 60)}`,
    ...(lost.length > 0 ? { lost } : {}),
  };
}

/**
 * What the API reference lacks (or shows in the wrong scope) because of unreadable code in the headers:
 * the declarations in each unreadable region, else the source line that could not be read.
 */
export function lostSymbolsSummary(warnings: readonly ExtractWarning[], rootDir: string): string {
  const sourceLine = (w: ExtractWarning) => {
    try {
      const line = readFileSync(path.join(rootDir, w.file), 'utf8').split('\n')[w.line - 1]?.trim() ?? '';
      return `could not read "${line.length > 100 ? `${line.slice(0, 100)}…` : line}"`;
    } catch {
      return w.message;
    }
  };
  const lines = warnings.map((w) => `  ${w.file}:${w.line}: ${w.lost?.join(', ') ?? sourceLine(w)}`);
  return `Symbols lost to ${warnings.length} syntax warning(s) (missing from the API reference or in the wrong scope):\n${lines.join('\n')}`;
}
