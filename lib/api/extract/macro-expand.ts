// Macro expansion for the small preprocessor (preprocess.ts), which owns directives and conditionals.

export interface MacroDefinition {
  name: string;
  /** Parameter names for function-like macros; `__VA_ARGS__` stands for `...`. */
  params?: string[];
  body: string;
}

export interface PreprocessWarning {
  line: number;
  message: string;
}

export type MacroTable = Map<string, MacroDefinition>;

const MAX_DEPTH = 16;
// Library-internal attribute-like macros we do not know a definition for are dropped rather than
// left in the text, where the grammar would read them as a type name.
const STRIP_UNKNOWN = /^CELERITY_DETAIL_[A-Z0-9_]+$/;

/**
 * Expands macros outside comments and literals. An invocation that spans several lines is replaced
 * by its expansion followed by the same number of newlines, so later lines keep their numbers.
 */
export function expandMacros(
  text: string,
  macros: MacroTable,
  depth = 0,
  disabled = new Set<string>(),
): { code: string; warnings: PreprocessWarning[] } {
  const warnings: PreprocessWarning[] = [];
  let out = '';
  let i = 0;
  let line = 1;
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === '\n') line += 1;
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const chunk = text.slice(i, stop);
      line += countNewlines(chunk);
      out += chunk;
      i = stop;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const stop = skipLiteral(text, i);
      out += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (/[A-Za-z_]/.test(ch) && (i === 0 || !/[\w]/.test(text[i - 1]!))) {
      const ident = /^[A-Za-z_]\w*/.exec(text.slice(i, i + 256))![0];
      const def = macros.get(ident);
      if (def && !disabled.has(ident) && depth < MAX_DEPTH) {
        const invocation = readInvocation(text, i + ident.length, def);
        if (invocation === 'not-invoked') {
          out += ident;
          i += ident.length;
          continue;
        }
        if (invocation === 'unterminated') {
          warnings.push({ line, message: `unterminated invocation of macro ${ident}` });
          out += ident;
          i += ident.length;
          continue;
        }
        const body = substitute(def, invocation.args);
        const inner = expandMacros(body, macros, depth + 1, new Set([...disabled, ident]));
        const consumed = text.slice(i, invocation.end);
        const newlines = countNewlines(consumed);
        line += newlines;
        out += inner.code.replace(/\n/g, ' ') + '\n'.repeat(newlines);
        i = invocation.end;
        continue;
      }
      if (!def && STRIP_UNKNOWN.test(ident) && text[i + ident.length] !== '(') {
        i += ident.length;
        continue;
      }
      out += ident;
      i += ident.length;
      continue;
    }
    out += ch;
    i += 1;
  }
  return { code: out, warnings };
}

function countNewlines(text: string): number {
  let n = 0;
  for (const c of text) if (c === '\n') n += 1;
  return n;
}

function skipLiteral(text: string, start: number): number {
  const quote = text[start];
  let i = start + 1;
  while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
  return Math.min(i + 1, text.length);
}

type Invocation = { args: string[]; end: number } | 'not-invoked' | 'unterminated';

function readInvocation(text: string, from: number, def: MacroDefinition): Invocation {
  if (!def.params) return { args: [], end: from };
  let i = from;
  while (i < text.length && /\s/.test(text[i]!)) i += 1;
  if (text[i] !== '(') return 'not-invoked';
  const args: string[] = [];
  let level = 0;
  let current = '';
  for (i += 1; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") {
      const stop = skipLiteral(text, i);
      current += text.slice(i, stop);
      i = stop - 1;
      continue;
    }
    if (ch === '(' || ch === '[' || ch === '{') level += 1;
    if (ch === ')' && level === 0) {
      args.push(current);
      return { args: args.map((a) => a.trim()), end: i + 1 };
    }
    if (ch === ')' || ch === ']' || ch === '}') level -= 1;
    if (ch === ',' && level === 0) {
      args.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  return 'unterminated';
}

function substitute(def: MacroDefinition, args: string[]): string {
  const params = def.params ?? [];
  const values = new Map<string, string>();
  params.forEach((param, index) => {
    const value = param === '__VA_ARGS__' ? args.slice(index).join(', ') : (args[index] ?? '');
    values.set(param, value.replace(/\n/g, ' '));
  });
  let body = def.body.replace(/(?<!#)#(?!#)\s*([A-Za-z_]\w*)/g, (whole, name: string) =>
    values.has(name) ? JSON.stringify(values.get(name)) : whole,
  );
  body = body.replace(/[A-Za-z_]\w*/g, (name) => values.get(name) ?? name);
  return body.replace(/\s*##\s*/g, '');
}
