import type { Node, Parser } from 'web-tree-sitter';
import type { ExtractWarning } from '@/lib/api/model/schema';
import { ScopeWalker } from '@/lib/api/extract/parse-scope';
import { describeUnreadable } from '@/lib/api/extract/syntax-errors';
import type { RawDecl, RawLocation } from '@/lib/api/extract/raw-types';

interface HeaderInfo {
  /** Declared-at path shown in the docs. */
  file: string;
  sourceUrl: (line: number) => string;
}

/** Parses one preprocessed header. Syntax errors become warnings; whatever parsed is kept. */
export function parseHeader(
  parser: Parser,
  code: string,
  info: HeaderInfo,
): { decls: RawDecl[]; warnings: ExtractWarning[] } {
  const tree = parser.parse(code);
  if (!tree)
    return {
      decls: [],
      warnings: [{ file: info.file, line: 1, message: 'tree-sitter returned no syntax tree' }],
    };
  try {
    const locate = (node: Node): RawLocation => {
      const line = node.startPosition.row + 1;
      return { file: info.file, line, sourceUrl: info.sourceUrl(line) };
    };
    const walker = new ScopeWalker(code, locate);
    const decls = walker.walkScope(tree.rootNode);
    return { decls, warnings: collectSyntaxWarnings(tree.rootNode, info.file) };
  } finally {
    tree.delete();
  }
}

/** Reports the outermost ERROR/MISSING nodes outside function bodies (bodies are never read). */
function collectSyntaxWarnings(root: Node, file: string): ExtractWarning[] {
  const warnings: ExtractWarning[] = [];
  const visit = (node: Node) => {
    if (!node.hasError && !node.isMissing) return;
    if (node.type === 'compound_statement' || node.type === 'field_initializer_list') return;
    if (node.isMissing) {
      if (!isTolerated(node))
        warnings.push({
          file,
          line: node.startPosition.row + 1,
          message: `syntax error: missing ${node.type}`,
        });
      return;
    }
    if (node.type === 'ERROR') {
      if (!isDeductionGuide(node)) warnings.push(describeUnreadable(node, file));
      return;
    }
    for (const child of node.children) if (child) visit(child);
  };
  visit(root);
  // One message per line is enough to find the problem; tree-sitter often splits one error in many.
  const seen = new Set<string>();
  return warnings.filter((w) => !seen.has(String(w.line)) && seen.add(String(w.line)));
}

// tree-sitter-cpp reports `= delete` at namespace scope and `= {}` default arguments with MISSING
// placeholder nodes although the code is valid.
function isTolerated(node: Node): boolean {
  const parent = node.parent;
  return parent?.type === 'delete_expression' || parent?.type === 'compound_literal_expression';
}

function isDeductionGuide(node: Node): boolean {
  if (/^(explicit\s+)?[A-Za-z_]\w*\s*\([^;{}]*\)\s*->\s*[\w:<>, ]+;?$/.test(node.text.trim())) return true;
  const named = node.namedChildren.filter((c): c is Node => c !== null);
  return (
    named.length > 0 &&
    named.every(
      (c) =>
        c.type === 'function_declarator' && c.namedChildren.some((n) => n?.type === 'trailing_return_type'),
    )
  );
}
