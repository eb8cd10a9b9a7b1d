import path from 'node:path';
import type { TemplateParam } from '@/lib/api/model/schema';
import type { RawRecord } from '@/lib/api/extract/raw-types';
import { enclosingNamespace, type Entry } from '@/lib/api/extract/symbol-entry';
import { splitTemplateArgs } from '@/lib/api/extract/type-tokens';
import { encodeArg, encodeTypeText, type TypeEncodingContext } from '@/lib/api/extract/usr-types';
import * as usr from '@/lib/api/extract/usr';

// The USR of each kind of declaration, as clang's USRGenerator writes it. A USR can depend on other
// declarations (a specialisation names its primary template), hence the look-ups through the table.

/** What computing a USR needs from the symbol table. */
interface UsrTable {
  usrOf(entry: Entry): string;
  lookup(name: string, scope: string): Entry | undefined;
  typeContext(entry: Entry): TypeEncodingContext;
}

export function declarationUsr(entry: Entry, table: UsrTable): string {
  const raw = entry.raw;
  const parent = parentUsr(entry, table);
  const file = path.basename(raw.location.file);
  const ctx = table.typeContext(entry);
  const subs = new Map<string, number>();
  switch (raw.kind) {
    case 'namespace':
      return usr.namespaceUsr(parent, raw.anonymous ? undefined : raw.name);
    case 'record':
      return recordUsr(entry, raw, parent, ctx, subs, table);
    case 'enum':
      return raw.name ? usr.tagUsr(parent, 'enum', raw.name) : `${parent}@Ea@${raw.values[0]?.name ?? ''}`;
    case 'alias':
      if (raw.aliasKind === 'typedef') return usr.typedefUsr(parent, raw.name, file);
      if (raw.aliasKind === 'using-declaration') return usr.usingDeclUsr(parent, raw.name);
      return usr.typeAliasUsr(parent, raw.name);
    case 'concept':
      return usr.conceptUsr(parent, raw.name);
    case 'variable': {
      if (raw.isField && !raw.specifiers.includes('static')) return usr.fieldUsr(parent, raw.name);
      const template = raw.templateParams ? `@VT${encodeTemplateParams(raw.templateParams, ctx, subs)}` : '';
      return usr.variableUsr(parent + template, raw.name, hasInternalLinkage(entry) ? file : undefined);
    }
    case 'function': {
      const templateParams = raw.templateParams
        ? encodeTemplateParams(raw.templateParams, ctx, subs)
        : undefined;
      const paramTypes = raw.params.map((p) => encodeTypeText(p.type, ctx, subs));
      const returnType =
        templateParams !== undefined ? encodeTypeText(raw.returnType ?? 'void', ctx, subs) : undefined;
      return usr.functionUsr(parent, {
        name: raw.name,
        ...(templateParams !== undefined ? { templateParams } : {}),
        paramTypes,
        variadic: raw.variadic,
        ...(returnType !== undefined ? { returnType } : {}),
        isStatic: raw.isStatic && entry.parent?.raw.kind === 'record',
        isConst: raw.isConst,
        isVolatile: raw.isVolatile,
        ...(raw.refQualifier ? { refQualifier: raw.refQualifier } : {}),
      });
    }
    case 'deduction-guide':
      return `${parent}@DG@${raw.name}`;
  }
}

/** USR of the declaration context: records and namespaces nest, linkage specs are transparent. */
function parentUsr(entry: Entry, table: UsrTable): string {
  if (entry.raw.kind === 'record' && entry.raw.qualifiers.length) {
    // The namespace its qualified name resolved to (symbol-table.ts), when the headers declare it.
    const scope = entry.qualifiedName.split('::').slice(0, -1).join('::');
    const namespace = table.lookup(scope, '');
    if (namespace?.raw.kind === 'namespace' && namespace.qualifiedName === scope)
      return table.usrOf(namespace);
    return (
      usr.GLOBAL_USR +
      scope
        .split('::')
        .map((q) => `@N@${q}`)
        .join('')
    );
  }
  const parent =
    entry.raw.kind === 'function' && entry.raw.isFriend ? enclosingNamespace(entry) : entry.parent;
  return parent ? table.usrOf(parent) : usr.GLOBAL_USR;
}

function recordUsr(
  entry: Entry,
  raw: RawRecord,
  parent: string,
  ctx: TypeEncodingContext,
  subs: Map<string, number>,
  table: UsrTable,
): string {
  if (raw.specArgs === undefined) {
    const templateParams = raw.templateParams
      ? encodeTemplateParams(raw.templateParams, ctx, subs)
      : undefined;
    return usr.tagUsr(parent, raw.tagKind, raw.name, templateParams !== undefined ? { templateParams } : {});
  }
  const primary = table.lookup(
    raw.qualifiers.length ? `${raw.qualifiers.join('::')}::${raw.name}` : raw.name,
    entry.parent?.qualifiedName ?? '',
  );
  // The partial specialisation's own parameters come first in the USR, and in the substitutions.
  const partial =
    raw.templateParams && raw.templateParams.length
      ? encodeTemplateParams(raw.templateParams, ctx, subs)
      : undefined;
  const primaryParams = primary?.raw.templateParams ?? [];
  const encodeAt = (arg: string, i: number) => {
    const param = primaryParams[i];
    const nttp =
      param?.kind === 'non-type' && param.type && primary
        ? encodeTypeText(param.type, table.typeContext(primary))
        : undefined;
    return encodeArg(arg, nttp, ctx, subs, 0);
  };
  const args = splitTemplateArgs(raw.specArgs);
  // The arguments of a parameter pack form one pack argument: `p<count>` and its elements, unseparated.
  const packAt = primaryParams.findIndex((param) => param.pack);
  const single = packAt >= 0 ? args.slice(0, packAt) : args;
  let specArgs = single.map((arg, i) => `#${encodeAt(arg, i)}`).join('');
  if (packAt >= 0 && args.length >= packAt) {
    const pack = args.slice(packAt);
    specArgs += `#p${pack.length}${pack.map((arg) => encodeAt(arg, packAt)).join('')}`;
  }
  return usr.tagUsr(parent, raw.tagKind, raw.name, {
    ...(partial !== undefined ? { partialParams: partial } : {}),
    specArgs,
  });
}

function encodeTemplateParams(
  params: TemplateParam[],
  ctx: TypeEncodingContext,
  subs: Map<string, number>,
): string {
  return `>${params.length}${params.map((p) => `#${p.pack ? 'p' : ''}${encodeParamKind(p, ctx, subs)}`).join('')}`;
}

function encodeParamKind(p: TemplateParam, ctx: TypeEncodingContext, subs: Map<string, number>): string {
  if (p.kind === 'type') return 'T';
  if (p.kind === 'non-type') return `N${encodeTypeText(p.type ?? 'int', ctx, subs)}`;
  const inner = splitTemplateArgs(/<(.*)>/.exec(p.type ?? '')?.[1] ?? '');
  return `t>${inner.length}${inner.map((a) => `#${/\.\.\./.test(a) ? 'p' : ''}${/^(typename|class)\b/.test(a) ? 'T' : `N${encodeTypeText(a.replace(/\.\.\./, ''), ctx, subs)}`}`).join('')}`;
}

/** Namespace-scope `static`, or `const`/`constexpr` without `inline`/`extern`, have internal linkage. */
function hasInternalLinkage(entry: Entry): boolean {
  const raw = entry.raw;
  if (raw.kind !== 'variable' || entry.parent?.raw.kind === 'record') return false;
  if (raw.specifiers.includes('static')) return true;
  if (raw.specifiers.includes('inline') || raw.specifiers.includes('extern') || raw.templateParams)
    return false;
  return raw.specifiers.includes('constexpr') || /^const\b|\bconst$/.test(raw.type);
}
