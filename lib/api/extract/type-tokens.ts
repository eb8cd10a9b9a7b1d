import { tokenizeCpp } from '@/lib/api/extract/cpp-tokens';

// Reading type text as tokens for the USR encoder: template argument lists and function types.

export interface Cursor {
  tokens: string[];
  pos: number;
}

export function peek(c: Cursor): string | undefined {
  return c.tokens[c.pos];
}

/** Reads `<a, b<c>>` starting at the `<` under the cursor; returns the arguments' text. */
export function readTemplateArgs(c: Cursor): string[] {
  const args: string[] = [];
  let current: string[] = [];
  let level = 0;
  c.pos += 1;
  for (let tok = peek(c); tok !== undefined; tok = peek(c)) {
    c.pos += 1;
    if (tok === '<' || tok === '(') level += 1;
    if (tok === '>' && level === 0) {
      if (current.length) args.push(joinTokens(current));
      return args;
    }
    if (tok === '>' || tok === ')') level -= 1;
    if (tok === ',' && level === 0) {
      args.push(joinTokens(current));
      current = [];
      continue;
    }
    current.push(tok);
  }
  if (current.length) args.push(joinTokens(current));
  return args;
}

export function joinTokens(tokens: string[]): string {
  return tokens
    .join(' ')
    .replace(/\s*::\s*/g, '::')
    .replace(/\s*([<>,])\s*/g, '$1');
}

/** Splits the text of a template argument list `<a, b<c>>` (without the brackets) at top level. */
export function splitTemplateArgs(text: string): string[] {
  return readTemplateArgs({ tokens: ['<', ...tokenizeCpp(text), '>'], pos: 0 });
}

interface FunctionTypeText {
  returnType: string;
  params: string[];
  variadic: boolean;
}

/** Words before a top-level `(` that make it an operator, not a function type. */
const NOT_A_RETURN_TYPE = new Set(['decltype', 'sizeof', 'alignof', 'noexcept', 'typeof']);

/**
 * `R(A, B)` (a function type, as in `type_switch<K, K(V)>`) split into its parts; undefined for
 * anything else, including pointers to functions (`R (*)(A)`), which are pointer types.
 */
export function splitFunctionType(tokens: string[]): FunctionTypeText | undefined {
  let level = 0;
  let open = -1;
  for (let i = 0; i < tokens.length && open < 0; i += 1) {
    const tok = tokens[i];
    if (tok === '<') level += 1;
    else if (tok === '>') level -= 1;
    else if (tok === '(' && level === 0) open = i;
  }
  if (
    open <= 0 ||
    tokens[tokens.length - 1] !== ')' ||
    ['*', '&', '&&'].includes(tokens[open + 1] ?? '') ||
    NOT_A_RETURN_TYPE.has(tokens[open - 1] ?? '')
  )
    return undefined;
  const inner = tokens.slice(open + 1, -1);
  const params = inner.length ? readTemplateArgs({ tokens: ['<', ...inner, '>'], pos: 0 }) : [];
  const variadic = params[params.length - 1] === '...';
  const named = variadic ? params.slice(0, -1) : params;
  return {
    returnType: joinTokens(tokens.slice(0, open)),
    params: named.length === 1 && named[0] === 'void' ? [] : named,
    variadic,
  };
}
