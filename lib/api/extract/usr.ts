import { createHash } from 'node:crypto';

// USR strings follow clang/lib/Index/USRGeneration.cpp (USRGenerator) so that ids stay identical to
// the ones the previous, clang-based site published. Only the C++ subset Celerity uses is covered.

export const GLOBAL_USR = 'c:';

/** Page id: the first 8 bytes of SHA-1(usr) as 16 upper-case hex digits. */
export function symbolId(usr: string): string {
  return createHash('sha1').update(usr).digest('hex').slice(0, 16).toUpperCase();
}

/** Short, stable hash used for anchors (not part of any published URL scheme). */
export function shortHash(text: string, length = 8): string {
  return createHash('sha1').update(text).digest('hex').slice(0, length);
}

export function namespaceUsr(parent: string, name: string | undefined): string {
  return name ? `${parent}@N@${name}` : `${parent}@aN`;
}

type TagKind = 'class' | 'struct' | 'union' | 'enum';

interface TagUsrOptions {
  /** Encoded template parameter list (see encodeTemplateParamList) for primary templates. */
  templateParams?: string;
  /** Encoded template parameter list of a partial specialization. */
  partialParams?: string;
  /** Encoded specialization arguments (`#arg#arg`), for partial and explicit specializations. */
  specArgs?: string;
}

/** VisitTagDecl: `@S@` for class/struct (clang does not distinguish them), `@U@`, `@E@`; `@ST`/`@SP` for templates. */
export function tagUsr(parent: string, kind: TagKind, name: string, options: TagUsrOptions = {}): string {
  const letter = kind === 'union' ? 'U' : kind === 'enum' ? 'E' : 'S';
  let head: string;
  if (options.templateParams !== undefined && kind !== 'enum') head = `@${letter}T${options.templateParams}`;
  else if (options.partialParams !== undefined && kind !== 'enum')
    head = `@${letter}P${options.partialParams}`;
  else head = `@${letter}`;
  const args = options.specArgs !== undefined ? `>${options.specArgs}` : '';
  return `${parent}${head}@${name}${args}`;
}

/** VisitTypedefDecl: typedef names have no linkage, so clang prefixes the declaring file's name. */
export function typedefUsr(parent: string, name: string, fileName: string): string {
  return `${GLOBAL_USR}${fileName}${parent.slice(GLOBAL_USR.length)}@T@${name}`;
}

/** `using X = …` and alias templates have no dedicated visitor and fall back to VisitNamedDecl. */
export function typeAliasUsr(parent: string, name: string): string {
  return `${parent}@${name}`;
}

export function usingDeclUsr(parent: string, name: string): string {
  return `${parent}@UD@${name}`;
}

export function enumConstantUsr(enumUsr: string, name: string): string {
  return `${enumUsr}@${name}`;
}

export function fieldUsr(parent: string, name: string): string {
  return `${parent}@FI@${name}`;
}

/** VisitVarDecl; variables with internal linkage (namespace-scope `const`/`constexpr` without `inline`, `static`) get a file prefix. */
export function variableUsr(parent: string, name: string, internalIn?: string): string {
  if (internalIn) return `${GLOBAL_USR}${internalIn}${parent.slice(GLOBAL_USR.length)}@${name}`;
  return `${parent}@${name}`;
}

export function conceptUsr(parent: string, name: string): string {
  return `${parent}@CT@${name}`;
}

interface FunctionUsrParts {
  name: string;
  /** Encoded template parameter list for function templates. */
  templateParams?: string;
  paramTypes: string[];
  variadic: boolean;
  /** Encoded return type, only mangled in for function templates. */
  returnType?: string;
  isStatic?: boolean;
  isConst?: boolean;
  isVolatile?: boolean;
  refQualifier?: '&' | '&&';
}

/** VisitFunctionDecl. */
export function functionUsr(parent: string, parts: FunctionUsrParts): string {
  const isTemplate = parts.templateParams !== undefined;
  let out = `${parent}${isTemplate ? `@FT@${parts.templateParams}` : '@F@'}${parts.name}`;
  for (const type of parts.paramTypes) out += `#${type}`;
  if (parts.variadic) out += '.';
  if (isTemplate) out += `#${parts.returnType ?? ''}`;
  out += '#';
  if (parts.isStatic) out += 'S';
  const quals = (parts.isConst ? 1 : 0) | (parts.isVolatile ? 2 : 0);
  if (quals) out += String(quals);
  if (parts.refQualifier) out += parts.refQualifier;
  return out;
}
