// tree-sitter-cpp reads neither a using-declaration that names several members (C++17:
// `using base::begin, base::end;`) nor one with `typename` (`using typename base::iterator;`), and
// the library writes both in classes that privately inherit a container. We rewrite each into one
// using-declaration per name and blank the `typename` (a using-declaration introduces the name as a
// type either way). Nothing moves to another line, so declared-at lines stay exact; each new
// declaration starts where its name was written.

import { applyEdits, skipOpaque, type TextEdit } from '@/lib/api/extract/cpp-tokens';

/** Operator names that may follow `operator`, longest first so `<=>` is not read as `<`. */
const OPERATOR_NAME =
  /\s*(?:<=>|<<=|>>=|->\*|\(\s*\)|\[\s*\]|->|<<|>>|<=|>=|==|!=|&&|\|\||\+\+|--|[-+*/%^&|]=|[-+*/%^&|~!=<>,])/y;
const WORD = /[A-Za-z_]\w*/y;

interface UsingDeclaration {
  /** Index of the `;` that ends it. */
  end: number;
  /** Where each declarator starts (its first token), in order. */
  declarators: number[];
  /** The commas between declarators. */
  commas: number[];
}

/**
 * Reads the using-declaration whose `using` ends at `from`; undefined for anything else (an alias
 * `using X = …;`, `using namespace`, `using enum`, an attribute's `using`) and for text it cannot
 * follow, which is then left as written.
 */
function readUsingDeclaration(text: string, from: number): UsingDeclaration | undefined {
  const result: UsingDeclaration = { end: -1, declarators: [], commas: [] };
  const brackets: string[] = [];
  let expectDeclarator = true;
  for (let i = from; i < text.length;) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i || /\s/.test(text[i]!)) {
      i = skipped !== i ? skipped : i + 1;
      continue;
    }
    if (expectDeclarator) result.declarators.push(i);
    expectDeclarator = false;
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    if (word) {
      if (result.declarators.length === 1 && i === result.declarators[0] && /^(namespace|enum)$/.test(word))
        return undefined;
      i += word.length;
      if (word === 'operator') {
        OPERATOR_NAME.lastIndex = i;
        if (OPERATOR_NAME.exec(text)) i = OPERATOR_NAME.lastIndex;
      }
      continue;
    }
    const ch = text[i]!;
    const top = brackets.length === 0;
    if (ch === '(' || ch === '[' || ch === '<') brackets.push(ch);
    else if (ch === ')' || ch === ']' || ch === '>') {
      if (brackets.pop() !== { ')': '(', ']': '[', '>': '<' }[ch]) return undefined;
    } else if (ch === '{' || ch === '}' || (top && ch === '=')) return undefined;
    else if (ch === ':' && text[i + 1] === ':') i += 1;
    else if (top && ch === ':') return undefined;
    else if (top && ch === ',') {
      result.commas.push(i);
      expectDeclarator = true;
    } else if (top && ch === ';') {
      result.end = i;
      return result.declarators.length === result.commas.length + 1 ? result : undefined;
    }
    i += 1;
  }
  return undefined;
}

function editsFor(text: string, decl: UsingDeclaration): TextEdit[] {
  const edits: TextEdit[] = [];
  for (const start of decl.declarators)
    if (/^typename\b/.test(text.slice(start, start + 9)))
      edits.push({ at: start, length: 8, text: ' '.repeat(8) });
  decl.commas.forEach((comma, k) => {
    edits.push({ at: comma, length: 1, text: ';' });
    edits.push({ at: decl.declarators[k + 1]!, length: 0, text: 'using ' });
  });
  return edits;
}

/** Rewrites every multi-name or `typename` using-declaration in `text` as described above. */
export function splitUsingDeclarations(text: string): string {
  const edits: TextEdit[] = [];
  for (let i = 0; i < text.length;) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    WORD.lastIndex = i;
    const word = /\w/.test(text[i - 1] ?? '') ? undefined : WORD.exec(text)?.[0];
    if (!word) {
      i += 1;
      continue;
    }
    const decl = word === 'using' ? readUsingDeclaration(text, i + word.length) : undefined;
    if (decl) edits.push(...editsFor(text, decl));
    i = decl ? decl.end + 1 : i + word.length;
  }
  return applyEdits(text, edits);
}
