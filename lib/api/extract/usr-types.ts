import { tokenizeCpp } from '@/lib/api/extract/cpp-tokens';
import {
  joinTokens,
  peek,
  readTemplateArgs,
  splitFunctionType,
  type Cursor,
} from '@/lib/api/extract/type-tokens';
import { BUILTIN_WORDS, BUILTINS } from '@/lib/api/extract/usr-builtin-types';
import { builtinAliasTemplate, externalTagFragment } from '@/lib/api/extract/usr-external-types';

// Encodes C++ type *text* the way USRGenerator::VisitType encodes canonical types. Without a
// semantic analysis this is best effort: typedefs we do not know, expressions in template
// arguments and dependent names may differ from clang. Record/enum/alias USRs never depend on it
// except for non-type template parameter types (`int`, `size_t`, enums), which are handled exactly.

export type ResolvedType =
  | { kind: 'tag'; usr: string; templateUsr?: string; nttpTypes?: Array<string | undefined> }
  | { kind: 'alias'; target: string; scope: string }
  | { kind: 'enumerator'; enumUsr: string; value: string };

export interface TypeEncodingContext {
  /** Template parameters in scope: name → `depth.index` plus whether it is a type parameter. */
  templateParams: Map<string, { position: string; kind: 'type' | 'non-type' | 'template' }>;
  scope: string;
  resolve: (qualifiedName: string, scope: string) => ResolvedType | undefined;
}

/** Encodes one type; `substitutions` is shared by all types of one USR, as in clang. */
export function encodeTypeText(
  text: string,
  ctx: TypeEncodingContext,
  substitutions = new Map<string, number>(),
  depth = 0,
): string {
  const tokens = tokenizeCpp(text);
  const fn = splitFunctionType(tokens);
  if (fn) {
    // A function type is a substitution candidate itself, recorded before its parts (VisitType).
    const key = `F:${joinTokens(tokens)}`;
    const seen = substitutions.get(key);
    if (seen !== undefined) return `S${seen}_`;
    substitutions.set(key, substitutions.size);
    const encode = (part: string) => encodeTypeText(part, ctx, substitutions, depth + 1);
    const params = fn.params.map((param) => `#${encode(param)}`).join('');
    return `F${encode(fn.returnType)}(${params})${fn.variadic ? '.' : ''}`;
  }
  return encodeType({ tokens, pos: 0 }, ctx, substitutions, depth);
}

function encodeType(c: Cursor, ctx: TypeEncodingContext, subs: Map<string, number>, depth: number): string {
  let quals = 0;
  const words: string[] = [];
  let name = '';
  let args: string[] | undefined;
  for (let tok = peek(c); tok !== undefined; tok = peek(c)) {
    if (tok === 'const') quals |= 1;
    else if (tok === 'volatile') quals |= 2;
    else if (['typename', 'class', 'struct', 'union', 'enum'].includes(tok)) {
      /* elaborated keywords do not change the canonical type */
    } else if (BUILTIN_WORDS.has(tok) && !name) words.push(tok);
    else if (
      (/^[A-Za-z_]\w*$/.test(tok) || tok === '::') &&
      !words.length &&
      (!name || name.endsWith('::') || tok === '::')
    ) {
      name += tok;
      if (peek({ ...c, pos: c.pos + 1 }) === '<') {
        c.pos += 1;
        args = readTemplateArgs(c);
        if (peek(c) === '::') {
          name += `<${args.join(',')}>`;
          args = undefined;
        }
        continue;
      }
    } else break;
    c.pos += 1;
  }
  let base: { key: string; text: string; builtin: boolean };
  const builtinName = words.length ? words.join(' ') : name.replace(/^::/, '');
  const builtin = BUILTINS[builtinName] ?? (words.length ? BUILTINS[normaliseBuiltin(words)] : undefined);
  if (builtin) base = { key: builtin, text: builtin, builtin: true };
  else base = encodeNamed(name, args, ctx, subs, depth);

  // Declarators apply outside-in, but clang prints from the outermost type inwards.
  const layers: Array<{ op: string; quals: number }> = [];
  for (let tok = peek(c); tok !== undefined; tok = peek(c)) {
    if (tok === '*' || tok === '&' || tok === '&&') layers.push({ op: tok, quals: 0 });
    else if ((tok === 'const' || tok === 'volatile') && layers.length)
      layers[layers.length - 1]!.quals |= tok === 'const' ? 1 : 2;
    else if (tok === '...') layers.push({ op: 'P', quals: 0 });
    else break;
    c.pos += 1;
  }
  return emit(layers, base, quals, subs);
}

function normaliseBuiltin(words: string[]): string {
  const filtered = words.filter((w) => w !== 'int' || words.length === 1);
  return filtered.join(' ');
}

function emit(
  layers: Array<{ op: string; quals: number }>,
  base: { key: string; text: string; builtin: boolean },
  baseQuals: number,
  subs: Map<string, number>,
): string {
  let out = '';
  const keyOf = (from: number): string => {
    let key = base.key;
    for (let i = 0; i < from; i += 1)
      key = `${layers[i]!.op}${layers[i]!.quals || ''}(${i === 0 && baseQuals ? baseQuals : ''}${key})`;
    return key;
  };
  for (let i = layers.length - 1; i >= 0; i -= 1) {
    const layer = layers[i]!;
    if (layer.quals) out += String(layer.quals);
    if (layer.op === 'P') {
      out += 'P';
      continue;
    }
    const key = `${layer.op}${keyOf(i)}`;
    const seen = subs.get(key);
    if (seen !== undefined) return `${out}S${seen}_`;
    subs.set(key, subs.size);
    out += layer.op;
  }
  if (baseQuals) out += String(baseQuals);
  if (base.builtin) return out + base.text;
  const seen = subs.get(base.key);
  if (seen !== undefined) return `${out}S${seen}_`;
  subs.set(base.key, subs.size);
  return out + base.text;
}

function encodeNamed(
  name: string,
  args: string[] | undefined,
  ctx: TypeEncodingContext,
  subs: Map<string, number>,
  depth: number,
): { key: string; text: string; builtin: boolean } {
  const param = ctx.templateParams.get(name);
  if (param && !args) return { key: `t${param.position}`, text: `t${param.position}`, builtin: false };
  const dependent = name
    .split('::')
    .slice(0, -1)
    .find((part) => ctx.templateParams.has(part));
  if (dependent) return { key: `^${name}`, text: `^${name.replace(/::([^:]*)$/, ':$1')}`, builtin: false };
  const resolved = name ? ctx.resolve(name.replace(/^::/, ''), ctx.scope) : undefined;
  if (resolved?.kind === 'alias' && depth < 8) {
    // An alias is its target's canonical type: the target's encoding registers the substitution.
    const text = encodeTypeText(resolved.target, { ...ctx, scope: resolved.scope }, subs, depth + 1);
    return { key: `alias:${name}`, text, builtin: true };
  }
  const builtinAlias = args ? builtinAliasTemplate(name) : undefined;
  if (builtinAlias) return { key: builtinAlias, text: builtinAlias, builtin: true };
  if (resolved?.kind !== 'tag') {
    // Declared outside our headers (SYCL, std): see usr-external-types.ts.
    const guess = externalTagFragment(name);
    return {
      key: guess + (args ? `<${args.join(',')}>` : ''),
      text: `$${guess}${args ? `>#${args.map((a) => encodeArg(a, undefined, ctx, subs, depth)).join('#')}` : ''}`,
      builtin: false,
    };
  }
  const fragment = resolved.usr.replace(/^c:/, '');
  if (!args) return { key: fragment, text: `$${fragment}`, builtin: false };
  const templateFragment = (resolved.templateUsr ?? resolved.usr).replace(/^c:/, '');
  const isDependent = args.some((a) => mentionsTemplateParam(a, ctx));
  const encodedArgs = args.map((a, i) => encodeArg(a, resolved.nttpTypes?.[i], ctx, subs, depth));
  if (isDependent) {
    return {
      key: `${templateFragment}<${args.join(',')}>`,
      text: `>${templateFragment}${args.length}${encodedArgs.join('')}`,
      builtin: false,
    };
  }
  const specFragment = templateFragment.replace(/@([SU])T>[^@]*(@[^@]*)$/, '@$1$2');
  return {
    key: `${specFragment}<${args.join(',')}>`,
    text: `$${specFragment}>${encodedArgs.map((a) => `#${a}`).join('')}`,
    builtin: false,
  };
}

function mentionsTemplateParam(text: string, ctx: TypeEncodingContext): boolean {
  return tokenizeCpp(text).some((tok) => ctx.templateParams.has(tok));
}

/** VisitTemplateArgument: types, integral values (`V` + type + value); expressions print nothing. */
export function encodeArg(
  text: string,
  nttpType: string | undefined,
  ctx: TypeEncodingContext,
  subs: Map<string, number>,
  depth: number,
): string {
  const trimmed = text.trim();
  // The value's type is visited like any type: a tag seen before in this USR is a substitution.
  const valueType = (encoded: string) => {
    if (!encoded.startsWith('$')) return encoded;
    const seen = subs.get(encoded.slice(1));
    if (seen !== undefined) return `S${seen}_`;
    subs.set(encoded.slice(1), subs.size);
    return encoded;
  };
  if (/^-?\d+[uUlL]*$/.test(trimmed))
    return `V${valueType(nttpType ?? 'I')}${trimmed.replace(/[uUlL]+$/, '')}`;
  if (trimmed === 'true' || trimmed === 'false') return `Vb${trimmed === 'true' ? 1 : 0}`;
  const param = ctx.templateParams.get(trimmed);
  if (param && param.kind !== 'type') return param.kind === 'template' ? `t${param.position}` : '';
  const resolved = /^[\w:]+$/.test(trimmed) ? ctx.resolve(trimmed, ctx.scope) : undefined;
  if (resolved?.kind === 'enumerator')
    return `V${valueType(`$${resolved.enumUsr.replace(/^c:/, '')}`)}${resolved.value}`;
  if (nttpType !== undefined && !resolved) return '';
  return encodeTypeText(trimmed, ctx, subs, depth + 1);
}
