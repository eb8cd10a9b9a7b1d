import path from 'node:path';
import type { TemplateParam } from '@/lib/api/model/schema';
import type { RawDecl, RawNamespace, RawRecord } from '@/lib/api/extract/raw-types';
import {
  encodeArg,
  encodeTypeText,
  splitTemplateArgs,
  type ResolvedType,
  type TypeEncodingContext,
} from '@/lib/api/extract/usr-types';
import * as usr from '@/lib/api/extract/usr';

// Every declaration becomes an Entry that knows its parent; USRs are computed lazily because a
// record's USR can depend on other symbols (the enum type of a non-type template parameter).

type TemplateScope = TypeEncodingContext['templateParams'];

export interface Entry {
  raw: RawDecl;
  qualifiedName: string;
  /** Enclosing namespace or record (undefined for the global namespace). */
  parent?: Entry;
  templateScope: TemplateScope;
  templateDepth: number;
  /** True if any enclosing namespace is `detail` (or anonymous). */
  hidden: boolean;
  usrCache?: string;
}

export class SymbolTable {
  readonly entries: Entry[] = [];
  private readonly byName = new Map<string, Entry[]>();
  private readonly enumerators = new Map<string, { enumEntry: Entry; value: string }>();

  add(raw: RawDecl, parent: Entry | undefined): Entry {
    const parentName = parent?.qualifiedName ?? '';
    const qualifiers = raw.kind === 'record' && raw.qualifiers.length ? raw.qualifiers.join('::') : '';
    const scopeName = qualifiers ? qualifiers : parentName;
    const qualifiedName = scopeName ? `${scopeName}::${raw.name}` : raw.name;
    const ownParams = raw.templateParams ?? [];
    const depth = (parent?.templateDepth ?? 0) + (ownParams.length > 0 ? 1 : 0);
    const templateScope: TemplateScope = new Map(parent?.templateScope);
    ownParams.forEach((p, index) =>
      templateScope.set(p.name, { position: `${depth - 1}.${index}`, kind: p.kind }),
    );
    const hidden =
      (parent?.hidden ?? false) || (raw.kind === 'namespace' && (raw.name === 'detail' || raw.anonymous));
    const entry: Entry = {
      raw,
      qualifiedName,
      ...(parent ? { parent } : {}),
      templateScope,
      templateDepth: depth,
      hidden,
    };
    this.entries.push(entry);
    const isPrimary = raw.kind !== 'record' || raw.specArgs === undefined;
    if (isPrimary && raw.kind !== 'function' && raw.kind !== 'deduction-guide') {
      const list = this.byName.get(qualifiedName) ?? [];
      list.push(entry);
      this.byName.set(qualifiedName, list);
    }
    if (raw.kind === 'enum')
      this.addEnumerators(
        entry,
        raw.values.map((v) => ({ name: v.name, ...(v.value !== undefined ? { value: v.value } : {}) })),
        parentName,
        raw.scoped,
      );
    return entry;
  }

  private addEnumerators(
    entry: Entry,
    values: Array<{ name: string; value?: string }>,
    parentName: string,
    scoped: boolean,
  ) {
    let next = 0;
    for (const value of values) {
      const explicit =
        value.value !== undefined && /^-?\d+$/.test(value.value) ? Number(value.value) : undefined;
      const current = explicit ?? next;
      next = current + 1;
      this.enumerators.set(`${entry.qualifiedName}::${value.name}`, {
        enumEntry: entry,
        value: String(current),
      });
      if (!scoped)
        this.enumerators.set(parentName ? `${parentName}::${value.name}` : value.name, {
          enumEntry: entry,
          value: String(current),
        });
    }
  }

  /** C++-like unqualified lookup from `scope` outwards. */
  lookup(name: string, scope: string): Entry | undefined {
    const clean = name.replace(/^::/, '').replace(/<.*$/, '');
    const parts = scope ? scope.split('::') : [];
    for (let i = parts.length; i >= 0; i -= 1) {
      const candidate = [...parts.slice(0, i), clean].join('::');
      const found =
        this.byName.get(candidate)?.find((e) => e.raw.kind === 'record' && e.raw.complete) ??
        this.byName.get(candidate)?.[0];
      if (found) return found;
    }
    return undefined;
  }

  resolve = (name: string, scope: string): ResolvedType | undefined => {
    const parts = scope ? scope.split('::') : [];
    for (let i = parts.length; i >= 0; i -= 1) {
      const enumerator = this.enumerators.get([...parts.slice(0, i), name].join('::'));
      if (enumerator)
        return { kind: 'enumerator', enumUsr: this.usrOf(enumerator.enumEntry), value: enumerator.value };
    }
    const entry = this.lookup(name, scope);
    if (!entry) return undefined;
    if (entry.raw.kind === 'alias' && entry.raw.aliasKind !== 'using-declaration')
      return { kind: 'alias', target: entry.raw.target, scope: entry.parent?.qualifiedName ?? '' };
    if (entry.raw.kind !== 'record' && entry.raw.kind !== 'enum') return undefined;
    const nttpTypes = entry.raw.templateParams?.map((p) =>
      p.kind === 'non-type' && p.type ? encodeTypeText(p.type, this.typeContext(entry)) : undefined,
    );
    return {
      kind: 'tag',
      usr: this.usrOf(entry),
      templateUsr: this.usrOf(entry),
      ...(nttpTypes ? { nttpTypes } : {}),
    };
  };

  typeContext(entry: Entry, scopeOverride?: string): TypeEncodingContext {
    const scope =
      scopeOverride ??
      (entry.raw.kind === 'namespace' || entry.raw.kind === 'record'
        ? entry.qualifiedName
        : (entry.parent?.qualifiedName ?? ''));
    return { templateParams: entry.templateScope, scope, resolve: this.resolve };
  }

  encodeTemplateParams(params: TemplateParam[], ctx: TypeEncodingContext, subs: Map<string, number>): string {
    return `>${params.length}${params.map((p) => `#${p.pack ? 'p' : ''}${encodeParamKind(p, ctx, subs)}`).join('')}`;
  }

  usrOf(entry: Entry): string {
    if (entry.usrCache === undefined) {
      entry.usrCache = ''; // guards against cycles through malformed input
      entry.usrCache = this.computeUsr(entry);
    }
    return entry.usrCache;
  }

  /** USR of the declaration context: records and namespaces nest, linkage specs are transparent. */
  parentUsr(entry: Entry): string {
    if (entry.raw.kind === 'record' && entry.raw.qualifiers.length) {
      return usr.GLOBAL_USR + entry.raw.qualifiers.map((q) => `@N@${q}`).join('');
    }
    const parent =
      entry.raw.kind === 'function' && entry.raw.isFriend ? enclosingNamespace(entry) : entry.parent;
    return parent ? this.usrOf(parent) : usr.GLOBAL_USR;
  }

  private computeUsr(entry: Entry): string {
    const raw = entry.raw;
    const parent = this.parentUsr(entry);
    const file = path.basename(raw.location.file);
    const ctx = this.typeContext(entry);
    const subs = new Map<string, number>();
    switch (raw.kind) {
      case 'namespace':
        return usr.namespaceUsr(parent, raw.anonymous ? undefined : raw.name);
      case 'record':
        return this.recordUsr(entry, raw, parent, ctx, subs);
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
        const template = raw.templateParams
          ? `@VT${this.encodeTemplateParams(raw.templateParams, ctx, subs)}`
          : '';
        return usr.variableUsr(parent + template, raw.name, hasInternalLinkage(entry) ? file : undefined);
      }
      case 'function': {
        const templateParams = raw.templateParams
          ? this.encodeTemplateParams(raw.templateParams, ctx, subs)
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

  private recordUsr(
    entry: Entry,
    raw: RawRecord,
    parent: string,
    ctx: TypeEncodingContext,
    subs: Map<string, number>,
  ): string {
    if (raw.specArgs === undefined) {
      const templateParams = raw.templateParams
        ? this.encodeTemplateParams(raw.templateParams, ctx, subs)
        : undefined;
      return usr.tagUsr(
        parent,
        raw.tagKind,
        raw.name,
        templateParams !== undefined ? { templateParams } : {},
      );
    }
    const primary = this.lookup(
      raw.qualifiers.length ? `${raw.qualifiers.join('::')}::${raw.name}` : raw.name,
      entry.parent?.qualifiedName ?? '',
    );
    const primaryParams = primary?.raw.templateParams ?? [];
    const args = splitTemplateArgs(raw.specArgs);
    const specArgs = args
      .map((arg, i) => {
        const param = primaryParams[i];
        const nttp =
          param?.kind === 'non-type' && param.type && primary
            ? encodeTypeText(param.type, this.typeContext(primary))
            : undefined;
        return `#${encodeArg(arg, nttp, ctx, subs, 0)}`;
      })
      .join('');
    const partial =
      raw.templateParams && raw.templateParams.length
        ? this.encodeTemplateParams(raw.templateParams, ctx, subs)
        : undefined;
    return usr.tagUsr(parent, raw.tagKind, raw.name, {
      ...(partial !== undefined ? { partialParams: partial } : {}),
      specArgs,
    });
  }
}

function encodeParamKind(p: TemplateParam, ctx: TypeEncodingContext, subs: Map<string, number>): string {
  if (p.kind === 'type') return 'T';
  if (p.kind === 'non-type') return `N${encodeTypeText(p.type ?? 'int', ctx, subs)}`;
  const inner = splitTemplateArgs(/<(.*)>/.exec(p.type ?? '')?.[1] ?? '');
  return `t>${inner.length}${inner.map((a) => `#${/\.\.\./.test(a) ? 'p' : ''}${/^(typename|class)\b/.test(a) ? 'T' : `N${encodeTypeText(a.replace(/\.\.\./, ''), ctx, subs)}`}`).join('')}`;
}

export function enclosingNamespace(entry: Entry): Entry | undefined {
  let current = entry.parent;
  while (current && current.raw.kind !== 'namespace') current = current.parent;
  return current;
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

export type { RawNamespace };
