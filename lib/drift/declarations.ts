// The comparable facts of one declaration in the API model: what a user of the API depends on (types,
// defaults, template parameters, qualifiers, attributes, enum values), without what does not matter
// (parameter names, whitespace, the names of template parameters, how an alias is spelled).
import type { API_KINDS, ApiKind, SymbolOf } from '@/lib/api/kinds/registry';
import type { ApiRecord, TemplateParam } from '@/lib/api/model/schema';

type DriftOf<K extends ApiKind> = (typeof API_KINDS)[K]['drift'];
type RecordMember = ApiRecord['members'][Exclude<keyof ApiRecord['members'], 'types'>][number];
/** What a kind's drift comparison (`drift` in the kind registry) compares, declaration by declaration. */
type ComparedOf<K extends ApiKind> =
  DriftOf<K> extends { by: 'name' }
    ? never
    : DriftOf<K> extends { by: 'overloads' }
      ? SymbolOf<K> extends { overloads: Array<infer F> }
        ? F
        : never
      : DriftOf<K> extends { by: 'record' }
        ? SymbolOf<K> | RecordMember
        : SymbolOf<K>;

/** Every declaration the drift check compares, derived from the kind registry. */
export type Declaration = { [K in ApiKind]: ComparedOf<K> }[ApiKind];
type DeclarationOf<K extends Declaration['kind']> = Extract<Declaration, { kind: K }>;

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

interface DeclarationKind<D extends Declaration> {
  /** What the report calls it: `class`, `constructor`, `function`, … */
  label(decl: D): string;
  /** Letter of the positional names of its template parameters; kinds without templates have none. */
  templatePrefix?: string;
  facts(decl: D, renames: Renames): Record<string, string>;
}

/** One entry per kind of declaration: a new kind in the registry without one here is a type error. */
const DECLARATION_KINDS: { [K in Declaration['kind']]: DeclarationKind<DeclarationOf<K>> } = {
  function: {
    label: (decl) => (decl.role === 'method' ? 'member function' : decl.role),
    templatePrefix: 'F',
    facts: (decl, renames) => {
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
    },
  },
  record: {
    label: (decl) => decl.tagKind,
    templatePrefix: 'T',
    facts: (decl, renames) => ({
      kind: decl.tagKind === 'union' ? 'union' : 'class',
      specialization: decl.specialization ? normalizeCode(decl.specialization.args, renames) : '',
      'base classes': decl.bases
        .map((b) => `${b.access} ${b.virtual ? 'virtual ' : ''}${normalizeCode(b.name, renames)}`)
        .join(', '),
      constraints: normalizeCode(decl.requires, renames),
    }),
  },
  enum: {
    label: () => 'enum',
    facts: (decl) => ({
      scoped: String(decl.scoped),
      'underlying type': normalizeCode(decl.underlyingType),
      'enum values': decl.values
        .map((v) => `${v.name}${v.value ? `=${normalizeCode(v.value)}` : ''}`)
        .join(', '),
    }),
  },
  alias: {
    label: () => 'alias',
    templatePrefix: 'A',
    facts: (decl, renames) => ({ target: normalizeCode(decl.target, renames) }),
  },
  variable: {
    label: () => 'variable',
    templatePrefix: 'V',
    facts: (decl, renames) => ({
      type: normalizeCode(decl.type, renames),
      qualifiers: specifierFacts(decl.specifiers),
    }),
  },
  concept: {
    label: () => 'concept',
    templatePrefix: 'C',
    facts: (decl, renames) => ({ constraint: normalizeCode(decl.constraint, renames) }),
  },
};

function kindOf<D extends Declaration>(decl: D): DeclarationKind<D> {
  // The table is keyed by `kind`, so the entry of `decl.kind` takes declarations of that kind.
  return DECLARATION_KINDS[decl.kind] as unknown as DeclarationKind<D>;
}

/** What the report calls a declaration. */
export const declarationLabel = (decl: Declaration): string => kindOf(decl).label(decl);

/** The facts of a declaration as named fields; two declarations differ where a field differs. */
export function declarationFacts(decl: Declaration, outer: Renames): Record<string, string> {
  const common = { attributes: attributeFacts(decl.attributes), access: decl.access ?? 'public' };
  const kind = kindOf(decl);
  if (kind.templatePrefix === undefined) return { ...kind.facts(decl, outer), ...common };
  const params = 'templateParams' in decl ? decl.templateParams : undefined;
  const renames = withTemplateParams(outer, params, kind.templatePrefix);
  return {
    'template parameters': templateFacts(params, renames),
    ...kind.facts(decl, renames),
    ...common,
  };
}

/** How a declaration reads in the report: its one-line summary, with attributes and enum values. */
export function displayDeclaration(decl: Declaration): string {
  const attributes = decl.attributes.map((a) => (a.startsWith('[[') ? a : `[[${a}]]`)).join(' ');
  const text = attributes && !decl.summary.includes('[[') ? `${attributes} ${decl.summary}` : decl.summary;
  if (decl.kind !== 'enum') return text;
  return `${text} { ${decl.values.map((v) => (v.value ? `${v.name} = ${v.value}` : v.name)).join(', ')} }`;
}
