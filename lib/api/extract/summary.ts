import { templateHead } from '@/lib/api/model/format';
import type {
  RawAlias,
  RawConcept,
  RawEnum,
  RawFunction,
  RawRecord,
  RawVariable,
} from '@/lib/api/extract/raw-types';

// One-line signatures as a reader would write them; used for listings, search and overload anchors.

const LEADING = new Set(['static', 'inline', 'constexpr', 'consteval', 'explicit', 'virtual', 'friend']);

function join(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** A parameter as declared: array brackets follow the name (`char** argv[]`), while the parameter's type
 * alone, as the extractor keeps it, is written `char**[]`. */
function parameterDeclaration(p: RawFunction['params'][number]): string {
  const arrays = p.name ? /(?:\s*\[[^\]]*\])+$/.exec(p.type) : null;
  const type = arrays ? p.type.slice(0, arrays.index) : p.type;
  const name = arrays ? `${p.name}${arrays[0].replace(/\s+/g, '')}` : p.name;
  return join(type, name) + (p.default ? ` = ${p.default}` : '');
}

export function functionSignature(fn: RawFunction, displayName = fn.name): string {
  const lead = fn.specifiers.filter((s) => LEADING.has(s) || s.startsWith('explicit('));
  const trail = fn.specifiers.filter((s) => !LEADING.has(s) && !s.startsWith('explicit(') && s !== 'extern');
  const params = fn.params.map(parameterDeclaration);
  if (fn.variadic) params.push('...');
  const quals =
    join(fn.isConst ? 'const' : undefined, fn.isVolatile ? 'volatile' : undefined) + (fn.refQualifier ?? '');
  const name = fn.specArgs !== undefined ? `${displayName}<${fn.specArgs}>` : displayName;
  return join(
    templateHead(fn.templateParams),
    fn.requires ? `requires ${fn.requires}` : undefined,
    ...lead,
    fn.returnType,
    `${name}(${params.join(', ')})`,
    quals,
    ...trail,
  );
}

/** Parameter types only: identifies an overload independently of parameter names and defaults. */
export function overloadKey(fn: RawFunction): string {
  const quals = `${fn.isConst ? ' const' : ''}${fn.isVolatile ? ' volatile' : ''}${fn.refQualifier ?? ''}`;
  const head = fn.templateParams
    ? `template<${fn.templateParams.map((p) => `${p.kind}${p.pack ? '...' : ''}`).join(',')}>`
    : '';
  return `${head}${fn.name}(${fn.params.map((p) => p.type).join(',')}${fn.variadic ? ',...' : ''})${quals}${fn.requires ? ` requires ${fn.requires}` : ''}`;
}

export function recordSummary(record: RawRecord, qualifiedName: string): string {
  const args = record.specArgs !== undefined ? `<${record.specArgs}>` : '';
  const bases = record.bases.length
    ? ` : ${record.bases.map((b) => join(b.access, b.virtual ? 'virtual' : undefined, b.name)).join(', ')}`
    : '';
  return join(
    templateHead(record.templateParams),
    record.requires ? `requires ${record.requires}` : undefined,
    record.tagKind,
    `${qualifiedName}${args}${record.final ? ' final' : ''}${bases}`,
  );
}

export function enumSummary(value: RawEnum, qualifiedName: string): string {
  return join(
    value.scoped ? 'enum class' : 'enum',
    qualifiedName,
    value.underlyingType ? `: ${value.underlyingType}` : undefined,
  );
}

export function aliasSummary(alias: RawAlias, qualifiedName: string): string {
  if (alias.aliasKind === 'typedef') return `typedef ${alias.target} ${qualifiedName}`;
  if (alias.aliasKind === 'using-declaration') return `using ${alias.target}`;
  return join(templateHead(alias.templateParams), `using ${qualifiedName} = ${alias.target}`);
}

export function variableSummary(variable: RawVariable, qualifiedName: string): string {
  return join(
    templateHead(variable.templateParams),
    ...variable.specifiers,
    variable.type,
    qualifiedName,
    variable.value !== undefined ? `= ${variable.value}` : undefined,
  );
}

export function conceptSummary(concept: RawConcept, qualifiedName: string): string {
  return join(templateHead(concept.templateParams), `concept ${qualifiedName} = ${concept.constraint}`);
}
