import type { ApiMacro, ApiParam, DocComment, TemplateParam } from '@/lib/api/model/schema';

// Intermediate, per-file declarations as read from the syntax tree. USRs and ids need the symbol
// table of *all* headers (e.g. the enum type of a non-type template parameter), so they are
// computed afterwards in build-model.ts.

export interface RawLocation {
  file: string;
  line: number;
  /** Source link for this declaration (with or without `#L<line>`, depending on the mode). */
  sourceUrl: string;
}

interface RawBase {
  name: string;
  location: RawLocation;
  doc?: DocComment;
  attributes: string[];
  deprecated?: string;
  /** Set on class members; `private` only on nested records (the real library's pages show them). */
  access?: 'public' | 'protected' | 'private';
  templateParams?: TemplateParam[];
  requires?: string;
}

export interface RawNamespace extends RawBase {
  kind: 'namespace';
  inline: boolean;
  anonymous: boolean;
  children: RawDecl[];
}

export interface RawRecord extends RawBase {
  kind: 'record';
  tagKind: 'class' | 'struct' | 'union';
  /** Text between `<` and `>` for partial/explicit specializations. */
  specArgs?: string;
  /** Namespace qualifiers written in the name, e.g. `std` for `struct std::hash<…>`. */
  qualifiers: string[];
  bases: Array<{ name: string; access: 'public' | 'protected' | 'private'; virtual: boolean }>;
  /** `class buffer final`: no class may derive from it. */
  final?: boolean;
  children: RawDecl[];
  friends: string[];
  complete: boolean;
}

export interface RawEnum extends RawBase {
  kind: 'enum';
  scoped: boolean;
  underlyingType?: string;
  values: Array<{ name: string; value?: string; doc?: DocComment }>;
}

export interface RawAlias extends RawBase {
  kind: 'alias';
  aliasKind: 'using' | 'typedef' | 'using-declaration';
  target: string;
}

export interface RawFunction extends RawBase {
  kind: 'function';
  role: 'function' | 'method' | 'constructor' | 'destructor' | 'operator' | 'conversion';
  returnType?: string;
  params: ApiParam[];
  variadic: boolean;
  specifiers: string[];
  isStatic: boolean;
  isConst: boolean;
  isVolatile: boolean;
  refQualifier?: '&' | '&&';
  /** Text of explicit template arguments, e.g. `int` for `f<int>(…)`. */
  specArgs?: string;
  isFriend: boolean;
}

export interface RawVariable extends RawBase {
  kind: 'variable';
  type: string;
  value?: string;
  specifiers: string[];
  isField: boolean;
}

export interface RawConcept extends RawBase {
  kind: 'concept';
  constraint: string;
}

interface RawDeductionGuide extends RawBase {
  kind: 'deduction-guide';
  signature: string;
}

export type RawDecl =
  RawNamespace | RawRecord | RawEnum | RawAlias | RawFunction | RawVariable | RawConcept | RawDeductionGuide;

export interface RawFile {
  /** Declared-at path (the real header path in synopsis mode). */
  file: string;
  decls: RawDecl[];
  /** Documented macros (macros.ts); they need no symbol table. */
  macros?: ApiMacro[];
}
