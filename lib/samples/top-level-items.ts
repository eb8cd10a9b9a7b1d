// Splits the code of a sample into its top-level items (declarations, definitions, statements) by
// tracking brackets, strings and comments, and tells which items must stay at namespace scope when a
// fragment is wrapped into a function. A light scanner, not a C++ parser: samples are short and an
// item it misjudges can always be placed explicitly with hidden lines or `prelude="none"`.

interface TopLevelItem {
  /** 0-based index of the item's first and last line in the block. */
  first: number;
  last: number;
  /** The item's code without comments, on one line. */
  text: string;
}

/** Blanks out comments and the contents of string and character literals, keeping line structure. */
export function maskCode(code: string): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const rest = code.slice(i, i + 2);
    if (rest === '//') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? code.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (rest === '/*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      out += code.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (code[i] === '"' || (code[i] === "'" && !/[0-9a-fA-F]/.test(code[i - 1] ?? ''))) {
      const quote = code[i]!;
      let j = i + 1;
      while (j < code.length && code[j] !== quote && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      out +=
        quote + ' '.repeat(Math.max(0, Math.min(j, code.length) - i - 1)) + (j < code.length ? quote : '');
      i = j + 1;
    } else {
      out += code[i];
      i += 1;
    }
  }
  return out;
}

// After a closing brace at depth 0 the item goes on with `;`, `else`, `catch`, a do-while's `while`, or a
// declarator on the same line (`} instance;`).
const CONTINUES_AFTER_BRACE = /^(?:\s*(?:;|,|else\b|catch\b|while\b)|[ \t]*[A-Za-z_*&]\w*[ \t]*[;,=[])/;

/** Top-level items of a block, in order. Preprocessor lines are items of their own. */
export function topLevelItems(lines: string[]): TopLevelItem[] {
  const masked = maskCode(lines.join('\n'));
  const items: TopLevelItem[] = [];
  let depth = 0;
  let start: { line: number; offset: number } | undefined;
  let line = 0;
  const finish = (endOffset: number) => {
    if (!start) return;
    const text = masked.slice(start.offset, endOffset).replace(/\s+/g, ' ').trim();
    if (text) items.push({ first: start.line, last: line, text });
    start = undefined;
  };
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i]!;
    if (c === '\n') {
      line += 1;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (!start && depth === 0 && c === '#') {
      // A preprocessor directive runs to the end of the line (and its backslash continuations).
      start = { line, offset: i };
      let end = masked.indexOf('\n', i);
      while (end > 0 && masked[end - 1] === '\\') end = masked.indexOf('\n', end + 1);
      i = (end < 0 ? masked.length : end) - 1;
      finish(i + 1);
      continue;
    }
    start ??= { line, offset: i };
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    if (depth !== 0) continue;
    if (c === ';') finish(i + 1);
    else if (c === '}' && !CONTINUES_AFTER_BRACE.test(masked.slice(i + 1))) finish(i + 1);
  }
  finish(masked.length);
  return items;
}

const NAMESPACE_SCOPE_START =
  /^(?:\[\[.*?\]\]\s*)*(?:#|template\b|struct\b|class\b|union\b|enum\b|namespace\b|using\b|typedef\b|static_assert\b|extern\b|concept\b)/;
const STATEMENT_START = /^(?:if|for|while|do|switch|try|return|else|case|default|co_\w+)\b|^\{/;

/**
 * Whether an item belongs at namespace scope: preprocessor lines, type, template, namespace and
 * using declarations, and function definitions (a parameter list followed by a body, not ending in `;`).
 */
export function isNamespaceScopeItem(item: TopLevelItem): boolean {
  if (NAMESPACE_SCOPE_START.test(item.text)) return true;
  if (STATEMENT_START.test(item.text) || !item.text.endsWith('}')) return false;
  const body = item.text.indexOf('{');
  return body > 0 && item.text.lastIndexOf(')', body) > 0;
}

/** Specifiers and a type followed by a name: `constexpr size_t n = 4;`, `celerity::buffer<float, 1> b{…};`. */
const DECLARATION =
  /^(?:(?:static|inline|constexpr|constinit|const|thread_local|volatile|unsigned|signed)\s+)*[A-Za-z_][\w:]*(?:\s*<.*?>)?(?:\s*[*&]+\s*|\s+)[A-Za-z_]\w*\s*[=;{([,]/;

/** Whether an item declares a variable (or function) rather than being an expression or control statement. */
export function isDeclaration(item: TopLevelItem): boolean {
  return !STATEMENT_START.test(item.text) && DECLARATION.test(item.text);
}
