import {
  expandMacros,
  type MacroDefinition,
  type MacroTable,
  type PreprocessWarning,
} from '@/lib/api/extract/macro-expand';
import { evaluateCondition } from '@/lib/api/extract/conditions';
import { docCommentStart } from '@/lib/api/extract/doc-comment';
import { parenthesizeTemplateComparisons } from '@/lib/api/extract/template-args';
import { splitUsingDeclarations } from '@/lib/api/extract/using-declarations';

// A deliberately small preprocessor: tree-sitter parses un-preprocessed text, so declarations
// produced by the library's own macros (e.g. CELERITY_DETAIL_DEFINE_STRONG_TYPE_ALIAS) would be
// lost and attribute-like macros would confuse the grammar. Every output line corresponds to the
// same input line, so declared-at line numbers stay correct.

/**
 * Macros we replace regardless of how the headers define them: the headers pick their definition
 * by compiler, and the first branch is not always the one that reads best in documentation.
 */
export const DEFAULT_KNOWN_MACROS: MacroDefinition[] = [
  { name: 'CELERITY_DETAIL_NO_UNIQUE_ADDRESS', body: '' },
  { name: 'CELERITY_DETAIL_IF_RUNTIME_TARGET_HOST', params: ['__VA_ARGS__'], body: '__VA_ARGS__' },
  { name: 'CELERITY_DETAIL_IF_RUNTIME_TARGET_DEVICE', params: ['__VA_ARGS__'], body: '' },
  { name: 'CELERITY_DETAIL_CONSTEXPR_ASSERT_ON_HOST', params: ['__VA_ARGS__'], body: '' },
  { name: 'CELERITY_DETAIL_ASSERT_ON_HOST', params: ['__VA_ARGS__'], body: '' },
];

const DIRECTIVE = /^\s*#\s*(\w*)\s*(.*)$/s;
const DEFINE = /^([A-Za-z_]\w*)(\(([^)]*)\))?\s*(.*)$/s;

interface LogicalLine {
  text: string;
  /** Number of physical lines the logical line spans (backslash continuations). */
  span: number;
}

function logicalLines(source: string): LogicalLine[] {
  const physical = source.split(/\r?\n/);
  const result: LogicalLine[] = [];
  for (let i = 0; i < physical.length; i += 1) {
    let text = physical[i] ?? '';
    let span = 1;
    if (/^\s*#/.test(text)) {
      while (text.endsWith('\\') && i + span < physical.length) {
        text = `${text.slice(0, -1)} ${physical[i + span] ?? ''}`;
        span += 1;
      }
    }
    result.push({ text, span });
    i += span - 1;
  }
  return result;
}

function parseDefine(rest: string): MacroDefinition | undefined {
  const match = DEFINE.exec(rest.trim());
  if (!match?.[1]) return undefined;
  const body = (match[4] ?? '')
    .replace(/\/\*.*?\*\//gs, ' ')
    .replace(/\s\/\/.*$/, '')
    .trim();
  if (match[2] === undefined) return { name: match[1], body };
  const params = (match[3] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (p === '...' ? '__VA_ARGS__' : p));
  return { name: match[1], params, body };
}

interface Conditional {
  /** Whether the enclosing region is kept. */
  parentActive: boolean;
  active: boolean;
  taken: boolean;
  line: number;
}

/**
 * A doc comment directly above a `#define` documents the macro (lib/api/extract/macros.ts reads it from
 * the original lines). With the directive blanked it would otherwise document the next declaration:
 * `namespace celerity::detail` got the brief of a `#define` in types.h that way.
 */
function blankDocCommentAbove(out: string[]) {
  for (let line = docCommentStart(out, out.length); line < out.length; line += 1) out[line] = '';
}

/**
 * Blanks every directive line and every line outside the kept branches (so line numbers stay put),
 * hands each `#define` and `#undef` of a kept branch to `onDefine` / `onUndef`, and warns about an
 * `#endif` without `#if` and an `#if` without `#endif`.
 */
function filterBranches(
  source: string,
  onDefine: (def: MacroDefinition) => void,
  onUndef: (name: string) => void,
) {
  const out: string[] = [];
  const warnings: PreprocessWarning[] = [];
  const stack: Conditional[] = [];
  let line = 1;
  for (const logical of logicalLines(source)) {
    const active = stack.every((c) => c.active);
    const directive = DIRECTIVE.exec(logical.text);
    if (directive) {
      const [, name = '', rest = ''] = directive;
      const top = stack[stack.length - 1];
      if (name === 'if' || name === 'ifdef' || name === 'ifndef') {
        // A condition the documented configuration decides picks its branch; any other keeps the first
        // branch, as the headers put the common configuration first.
        const condition =
          name === 'if' ? rest : `${name === 'ifndef' ? '!' : ''}defined(${rest.trim().split(/\s/)[0]})`;
        const keep = evaluateCondition(condition) ?? true;
        stack.push({ parentActive: active, active: active && keep, taken: keep, line });
      } else if (name === 'elif' && top) {
        const keep = !top.taken && (evaluateCondition(rest) ?? true);
        top.active = top.parentActive && keep;
        top.taken ||= keep;
      } else if (name === 'else' && top) {
        top.active = top.parentActive && !top.taken;
        top.taken = true;
      } else if (name === 'endif') {
        if (!stack.pop()) warnings.push({ line, message: '#endif without #if' });
      } else if (active && name === 'define') {
        const def = parseDefine(rest);
        if (def) onDefine(def);
        blankDocCommentAbove(out);
      } else if (active && name === 'undef') onUndef(rest.trim());
      for (let i = 0; i < logical.span; i += 1) out.push('');
    } else {
      out.push(active ? logical.text : '');
    }
    line += logical.span;
  }
  for (const open of stack) warnings.push({ line: open.line, message: 'unterminated #if block' });
  return { text: out.join('\n'), warnings };
}

/** First pass over all headers: macros are used across files (workaround.h defines most). */
export function collectMacros(source: string): MacroDefinition[] {
  const found: MacroDefinition[] = [];
  filterBranches(
    source,
    (def) => found.push(def),
    () => undefined,
  );
  return found;
}

export function createMacroTable(
  collected: MacroDefinition[],
  known: MacroDefinition[] = DEFAULT_KNOWN_MACROS,
): MacroTable {
  const table: MacroTable = new Map();
  for (const def of collected) if (!table.has(def.name)) table.set(def.name, def);
  for (const def of known) table.set(def.name, def);
  return table;
}

export function preprocess(
  source: string,
  macros: MacroTable = createMacroTable([]),
): { code: string; warnings: PreprocessWarning[] } {
  const local: MacroTable = new Map(macros);
  const knownNames = new Set(DEFAULT_KNOWN_MACROS.map((d) => d.name));
  const filtered = filterBranches(
    source,
    (def) => {
      if (!knownNames.has(def.name)) local.set(def.name, def);
    },
    // #undef is ignored: expansion runs after the scan, and the headers only #undef helper macros
    // right after their last use.
    () => undefined,
  );
  const expanded = expandMacros(filtered.text, local);
  return {
    code: parenthesizeTemplateComparisons(splitUsingDeclarations(expanded.code)),
    warnings: [...filtered.warnings, ...expanded.warnings],
  };
}
