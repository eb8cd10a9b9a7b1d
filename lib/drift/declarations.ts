// The comparable facts of one declaration in the API model: what a user of the API depends on (types,
// defaults, template parameters, qualifiers, attributes, enum values), without what does not matter
// (parameter names, whitespace, the names of template parameters, how an alias is spelled).
import type {
  ApiAlias,
  ApiConcept,
  ApiEnum,
  ApiFunction,
  ApiRecord,
  ApiVariable,
  TemplateParam,
} from '@/lib/api/model/schema';

export type Declaration = ApiRecord | ApiEnum | ApiAlias | ApiFunction | ApiVariable | ApiConcept;

/** Template parameter names of the enclosing scopes, replaced by position so renaming them is no drift. */
export type Renames = ReadonlyMap<string, string>;

const IDENTIFIER_EDGE = /(?<=\w)\s+(?=\w)/g;

/** One spelling per type or expression: no whitespace except between words, `std::size_t` as `size_t`. */
export function normalizeCode(text: string | undefined, renames: Renames = new Map()): string {
  if (text === undefined) return '';
  const words = text
    .replace(IDENTIFIER_EDGE, '\u0000')
    .replace(/\s+/g, '')
    .replace(/\u0000/g, ' ');
  const spelled = words.replace(/\bstd::size_t\b/g, 'size_t').replace(/\bstruct |\bclass /g, '');
  return renames.size
    ? spelled.replace(/\b[A-Za-z_]\w*\b/g, (word, offset: number) =>
        spelled[offset - 1] === ':' ? word : (renames.get(word) ?? word),
      )
    : spelled;
}

/** Extends `outer` with the names of `params`, numbered after the enclosing scope's. */
export function withTemplateParams(
  outer: Renames,
  params: TemplateParam[] | undefined,
  prefix: string,
): Renames {
  if (!params?.length) return outer;
  const renames = new Map(outer);
  params.forEach((param, index) => {
    if (param.name) renames.set(param.name, `${prefix}${index}`);
  });
  return renames;
}

function templateFacts(params: TemplateParam[] | undefined, renames: Renames): string {
  if (!params) return '';
  return `template<${params
    .map(
      (p) =>
        `${p.kind}${p.pack ? '...' : ''}${p.type ? ` ${normalizeCode(p.type, renames)}` : ''}` +
        `${p.default !== undefined ? `=${normalizeCode(p.default, renames)}` : ''}`,
    )
    .join(',')}>`;
}

/** Attributes as written, one spelling (`[[nodiscard]]` and `[[deprecated("…")]]` are what matter). */
function attributeFacts(attributes: string[]): string {
  return attributes
    .map((attribute) => normalizeCode(attribute.replace(/^\[\[|\]\]$/g, '')))
    .sort()
    .join(' ');
}

/** Specifiers that change what a caller may do; `inline` and `friend` only say where code lives. */
function specifierFacts(specifiers: string[]): string {
  return specifiers
    .filter((s) => s !== 'inline' && s !== 'friend')
    .map((s) => normalizeCode(s))
    .sort()
    .join(' ');
}

const TRAILING =
  /\s*(const|volatile|&&|&|noexcept(?:\([^()]*\))?|override|final|=\s*delete|=\s*default|=\s*0)$/;

/** `const`, `noexcept`, `= delete` … after a function's parameter list, read from its signature. */
function trailingQualifiers(signature: string): string[] {
  const found: string[] = [];
  let rest = signature.trim();
  for (let match = TRAILING.exec(rest); match; match = TRAILING.exec(rest)) {
    found.push(match[1]!.replace(/\s+/g, ' '));
    rest = rest.slice(0, match.index);
  }
  return found;
}

/** Letters of the positional names of each kind's template parameters. */
const TEMPLATE_PREFIX = { function: 'F', record: 'T', alias: 'A', variable: 'V', concept: 'C' } as const;

/** The facts of a declaration as named fields; two declarations differ where a field differs. */
export function declarationFacts(decl: Declaration, outer: Renames): Record<string, string> {
  const common = { attributes: attributeFacts(decl.attributes), access: decl.access ?? 'public' };
  if (decl.kind === 'enum') {
    return {
      scoped: String(decl.scoped),
      'underlying type': normalizeCode(decl.underlyingType),
      'enum values': decl.values
        .map((v) => `${v.name}${v.value ? `=${normalizeCode(v.value)}` : ''}`)
        .join(', '),
      ...common,
    };
  }
  const renames = withTemplateParams(outer, decl.templateParams, TEMPLATE_PREFIX[decl.kind]);
  return {
    'template parameters': templateFacts(decl.templateParams, renames),
    ...kindFacts(decl, renames),
    ...common,
  };
}

function kindFacts(decl: Exclude<Declaration, ApiEnum>, renames: Renames): Record<string, string> {
  switch (decl.kind) {
    case 'function': {
      const qualifiers = specifierFacts([
        ...new Set([...decl.specifiers, ...trailingQualifiers(decl.signature)]),
      ]);
      return {
        'return type': normalizeCode(decl.returnType, renames),
        'parameter types': decl.params.map((p) => normalizeCode(p.type, renames)).join(', '),
        'default arguments': decl.params.map((p) => normalizeCode(p.default, renames)).join(', '),
        qualifiers: `${qualifiers}${decl.variadic ? ' ...' : ''}`,
        constraints: normalizeCode(decl.requires, renames),
      };
    }
    case 'record':
      return {
        kind: decl.tagKind === 'union' ? 'union' : 'class',
        specialization: decl.specialization ? normalizeCode(decl.specialization.args, renames) : '',
        'base classes': decl.bases
          .map((b) => `${b.access} ${b.virtual ? 'virtual ' : ''}${normalizeCode(b.name, renames)}`)
          .join(', '),
        constraints: normalizeCode(decl.requires, renames),
      };
    case 'alias':
      return { target: normalizeCode(decl.target, renames) };
    case 'variable':
      return { type: normalizeCode(decl.type, renames), qualifiers: specifierFacts(decl.specifiers) };
    case 'concept':
      return { constraint: normalizeCode(decl.constraint, renames) };
  }
}

/** How a declaration reads in the report: its one-line summary, with attributes and enum values. */
export function displayDeclaration(decl: Declaration): string {
  const attributes = decl.attributes.map((a) => (a.startsWith('[[') ? a : `[[${a}]]`)).join(' ');
  const text = attributes && !decl.summary.includes('[[') ? `${attributes} ${decl.summary}` : decl.summary;
  if (decl.kind !== 'enum') return text;
  return `${text} { ${decl.values.map((v) => (v.value ? `${v.name} = ${v.value}` : v.name)).join(', ')} }`;
}
