// Declaration text as the site shows it: taken from the source, comments dropped, whitespace
// normalised so that signatures read like the header (`const buffer<T, D>& buf`), with the spaces a
// comparison or a logical operator needs kept (`(D > 0)`, `Dims == 0 && …`).

import { withoutComments } from '@/lib/api/extract/cpp-tokens';
import { normaliseOutsideComparisons, opensList } from '@/lib/api/extract/template-args';

export function clean(text: string): string {
  return normaliseOutsideComparisons(text, normaliseTypeText);
}

/**
 * `text` without the space before each `>` that closes template arguments (a list `opensList` opened at
 * its parenthesis level); any other `>` is a comparison (`(D > 0)`, `D >= 1`) and keeps its spaces.
 */
function hugClosingBrackets(text: string): string {
  const open = [0];
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '(' || c === '[') open.push(0);
    else if ((c === ')' || c === ']') && open.length > 1) open.pop();
    else if (opensList(text, i)) open[open.length - 1]! += 1;
    else if (c === '>' && text[i + 1] !== '=' && text[i - 1] !== '-' && open.at(-1)! > 0) {
      open[open.length - 1]! -= 1;
      out = out.trimEnd();
    }
    out += c;
  }
  return out;
}

function normaliseTypeText(text: string): string {
  return (
    hugClosingBrackets(
      withoutComments(text)
        .replace(/\s+/g, ' ')
        .replace(/\s*([(\[])\s*/g, '$1')
        // After a `)` a `<` is a comparison (`a.id() < b.id()`), not the start of template arguments.
        .replace(/(?<!\)\s*)\s*<\s*/g, '<')
        .replace(/\s+([)\],])/g, '$1'),
    )
      .replace(/,(?=\S)/g, ', ')
      // `T &&`, `T *` are declarators and hug their type; after a number or `)` (`Dims == 0 && x`,
      // `f(M) && g`) the operator is a logical and (or a product) and keeps its spaces.
      .replace(/(?<![\d)])\s+([&*]+)(?=[\s,)>]|$)/g, '$1')
      // A fold expression's operator (`(... && x)`) and a logical operator before a parenthesis
      // (`a && (b)`, not `operator&&(`) are never declarators.
      .replace(/\.\.\.(&&|\|\|)/g, '... $1')
      .replace(/(?<!operator\s*)(&&|\|\|)\(/g, '$1 (')
      // A left shift between two operands (`size_t(1) << bits`) is no bracket; an operator's name
      // (`operator<<`, `<<=`) has no operands and stays as it is.
      .replace(/(?<=[\w)\]])(?<!operator)\s*<<\s*(?=[\w(])/g, ' << ')
      .trim()
  );
}
