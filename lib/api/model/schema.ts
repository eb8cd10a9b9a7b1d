import { z } from 'zod';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';

// The API model is the only contract between the extractor (scripts/api-extract.ts) and the site.
// Every symbol carries its clang-compatible USR; symbols with their own page also carry `id`
// (first 8 bytes of SHA-1(usr), upper-case hex) because today's URLs are built from it.

const locationSchema = z.object({
  file: z.string(),
  line: z.number().int().nonnegative(),
  sourceUrl: z.string(),
});
export type SourceLocation = z.infer<typeof locationSchema>;

const docSchema = z.object({
  brief: z.string(),
  body: z.string(),
  params: z.array(z.object({ name: z.string(), description: z.string() })),
  tparams: z.array(z.object({ name: z.string(), description: z.string() })),
  returns: z.string().optional(),
  notes: z.array(z.string()),
  warnings: z.array(z.string()),
  deprecated: z.string().optional(),
  see: z.array(z.string()),
});
export type DocComment = z.infer<typeof docSchema>;

const templateParamSchema = z.object({
  kind: z.enum(['type', 'non-type', 'template']),
  name: z.string(),
  /** Type of a non-type parameter, or the `template <…> class` head of a template template parameter. */
  type: z.string().optional(),
  default: z.string().optional(),
  pack: z.boolean(),
});
export type TemplateParam = z.infer<typeof templateParamSchema>;

const paramSchema = z.object({
  type: z.string(),
  name: z.string().optional(),
  default: z.string().optional(),
});
export type ApiParam = z.infer<typeof paramSchema>;

/** `private` is only ever set on nested records, which builds of the real library show. */
const accessSchema = z.enum(['public', 'protected', 'private']);

/** `buffer` and `celerity::buffer`. */
const names = { name: z.string(), qualifiedName: z.string() };

const symbolBase = {
  usr: z.string(),
  ...names,
  location: locationSchema,
  doc: docSchema.optional(),
  /** One-line signature, used by search and listings. */
  summary: z.string(),
  attributes: z.array(z.string()),
  deprecated: z.string().optional(),
  /** Set on class members; free symbols leave it out. */
  access: accessSchema.optional(),
  /** Qualified name of the enclosing scope (namespace or record). */
  scope: z.string(),
};

/** A declaration with a page or anchor of its own: the common fields, its kind and its id. */
const declared = <K extends string>(kind: K) => ({ ...symbolBase, kind: z.literal(kind), id: z.string() });

const functionSchema = z.object({
  ...symbolBase,
  kind: z.literal('function'),
  role: z.enum(['function', 'method', 'constructor', 'destructor', 'operator', 'conversion']),
  /** Stable anchor on the function or record page (name slug + short hash of the signature). */
  anchor: z.string(),
  signature: z.string(),
  returnType: z.string().optional(),
  params: z.array(paramSchema),
  templateParams: z.array(templateParamSchema).optional(),
  requires: z.string().optional(),
  specifiers: z.array(z.string()),
  variadic: z.boolean(),
});
export type ApiFunction = z.infer<typeof functionSchema>;

const functionSetSchema = z.object({
  kind: z.literal('function-set'),
  /** `{namespace with :: → _}-{name}`: the page slug under /docs/api/functions/. */
  slug: z.string(),
  ...names,
  namespace: z.string(),
  overloads: z.array(functionSchema).min(1),
});
export type ApiFunctionSet = z.infer<typeof functionSetSchema>;

const variableSchema = z.object({
  ...declared('variable'),
  anchor: z.string(),
  type: z.string(),
  value: z.string().optional(),
  specifiers: z.array(z.string()),
  templateParams: z.array(templateParamSchema).optional(),
});
export type ApiVariable = z.infer<typeof variableSchema>;

const memberRefSchema = z.object({
  kind: z.enum(['record', 'enum', 'alias']),
  id: z.string(),
  name: z.string(),
});

const recordSchema = z.object({
  ...declared('record'),
  tagKind: z.enum(['class', 'struct', 'union']),
  templateParams: z.array(templateParamSchema).optional(),
  specialization: z
    .object({ kind: z.enum(['partial', 'explicit']), args: z.string(), primaryId: z.string().optional() })
    .optional(),
  requires: z.string().optional(),
  bases: z.array(
    z.object({ name: z.string(), access: z.enum(['public', 'protected', 'private']), virtual: z.boolean() }),
  ),
  /** Id of the enclosing record for nested records. */
  parentId: z.string().optional(),
  members: z.object({
    types: z.array(memberRefSchema),
    constructors: z.array(functionSchema),
    destructors: z.array(functionSchema),
    methods: z.array(functionSchema),
    operators: z.array(functionSchema),
    fields: z.array(variableSchema),
  }),
  deductionGuides: z.array(z.object({ signature: z.string(), location: locationSchema })),
  friends: z.array(z.string()),
  /** True for forward declarations we never saw a definition of. */
  incomplete: z.boolean(),
});
export type ApiRecord = z.infer<typeof recordSchema>;

const enumSchema = z.object({
  ...declared('enum'),
  scoped: z.boolean(),
  underlyingType: z.string().optional(),
  parentId: z.string().optional(),
  values: z.array(
    z.object({ name: z.string(), usr: z.string(), value: z.string().optional(), doc: docSchema.optional() }),
  ),
});
export type ApiEnum = z.infer<typeof enumSchema>;

const aliasSchema = z.object({
  ...declared('alias'),
  aliasKind: z.enum(['using', 'typedef', 'alias-template', 'using-declaration']),
  /** Aliased type, or for a using-declaration the re-exported qualified name. */
  target: z.string(),
  templateParams: z.array(templateParamSchema).optional(),
  parentId: z.string().optional(),
});
export type ApiAlias = z.infer<typeof aliasSchema>;

const conceptSchema = z.object({
  ...declared('concept'),
  templateParams: z.array(templateParamSchema),
  constraint: z.string(),
});
export type ApiConcept = z.infer<typeof conceptSchema>;

/**
 * An object-like macro. Macros have no scope, so the id is the name; the USR is clang's form without
 * the file offset (`c:@macro@NAME`), so it stays put when the header's lines move.
 */
const macroSchema = z.object({
  kind: z.literal('macro'),
  id: z.string(),
  usr: z.string(),
  ...names,
  location: locationSchema,
  doc: docSchema.optional(),
  deprecated: z.string().optional(),
  summary: z.string(),
  /** The value as written, or what a template's `#cmakedefine01` stands for; absent where it varies. */
  value: z.string().optional(),
});
export type ApiMacro = z.infer<typeof macroSchema>;

const namespaceSchema = z.object({
  kind: z.literal('namespace'),
  id: z.string(),
  usr: z.string(),
  ...names,
  inline: z.boolean(),
  doc: docSchema.optional(),
  locations: z.array(locationSchema),
  members: z.object({
    namespaces: z.array(z.string()),
    records: z.array(z.string()),
    enums: z.array(z.string()),
    aliases: z.array(z.string()),
    /** Function-set slugs. */
    functions: z.array(z.string()),
    variables: z.array(z.string()),
    concepts: z.array(z.string()),
  }),
});
export type ApiNamespace = z.infer<typeof namespaceSchema>;

export const apiModelSchema = z.object({
  version: z.literal(1),
  source: z.object({ mode: z.enum(['synopsis', 'source', 'custom']), ref: z.string().optional() }),
  namespaces: z.array(namespaceSchema),
  records: z.array(recordSchema),
  enums: z.array(enumSchema),
  aliases: z.array(aliasSchema),
  functions: z.array(functionSetSchema),
  variables: z.array(variableSchema),
  concepts: z.array(conceptSchema),
  /** Macros are global: no namespace lists them. */
  macros: z.array(macroSchema),
});
export type ApiModel = z.infer<typeof apiModelSchema>;

export type ApiSymbol =
  ApiNamespace | ApiRecord | ApiEnum | ApiAlias | ApiFunctionSet | ApiVariable | ApiConcept | ApiMacro;

/** The model's lists of symbols, one per kind: a namespace's member lists and the global ones. */
export type ModelListKey = keyof ApiNamespace['members'] | 'macros';

export interface ExtractWarning {
  file: string;
  line: number;
  message: string;
  /** For unreadable code: the declarations in it, which the model lacks or has in the wrong scope. */
  lost?: string[];
}

/** Validates untrusted JSON; the error names the offending path so a stale or hand-edited file is easy to fix. */
export function parseApiModel(json: unknown, origin: string): ApiModel {
  return parseOrThrow(apiModelSchema, json, {
    file: origin,
    limit: 5,
    hint: 'Re-generate it with "npm run api:extract".',
  });
}
