import { declarationUsr } from '@/lib/api/extract/declaration-usr';
import type { RawDecl } from '@/lib/api/extract/raw-types';
import type { Entry, NamespaceEntry, TemplateScope } from '@/lib/api/extract/symbol-entry';
import { encodeTypeText, type ResolvedType, type TypeEncodingContext } from '@/lib/api/extract/usr-types';

// Every declaration becomes an Entry that knows its parent; USRs are computed lazily because a
// record's USR can depend on other symbols (the enum type of a non-type template parameter).

export class SymbolTable {
  readonly entries: Entry[] = [];
  private readonly byName = new Map<string, Entry[]>();
  private readonly enumerators = new Map<string, { enumEntry: Entry; value: string }>();

  add(raw: RawDecl, parent: Entry | undefined): Entry {
    const parentName = parent?.qualifiedName ?? '';
    const qualifiers =
      raw.kind === 'record' && raw.qualifiers.length ? this.qualifiedScope(raw.qualifiers, parentName) : '';
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

  /**
   * The namespace a qualified class name (`class experimental::collective_partition {…}` inside
   * `celerity`) declares into: its first qualifier is looked up from `scope` outwards, like any name;
   * one no namespace matches is taken as written, from the global namespace (`struct std::hash<…>`).
   */
  private qualifiedScope(qualifiers: readonly string[], scope: string): string {
    const [first, ...rest] = qualifiers;
    const parts = scope ? scope.split('::') : [];
    for (let i = parts.length; i >= 0; i -= 1) {
      const candidate = [...parts.slice(0, i), first].join('::');
      if (this.byName.get(candidate)?.some((e) => e.raw.kind === 'namespace'))
        return [candidate, ...rest].join('::');
    }
    return qualifiers.join('::');
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

  usrOf(entry: Entry): string {
    if (entry.usrCache === undefined) {
      entry.usrCache = ''; // guards against cycles through malformed input
      entry.usrCache = declarationUsr(entry, this);
    }
    return entry.usrCache;
  }
}

/** Adds declarations and their children; a namespace reopened in another header is one entry. */
export function registerDeclarations(
  table: SymbolTable,
  decls: RawDecl[],
  parent: Entry | undefined,
  namespaces: Map<string, NamespaceEntry>,
) {
  for (const raw of decls) {
    if (raw.kind === 'namespace') {
      const name = parent ? `${parent.qualifiedName}::${raw.name}` : raw.name;
      const existing = raw.anonymous ? undefined : namespaces.get(name);
      const entry: NamespaceEntry = existing ?? table.add({ ...raw, children: [] }, parent);
      if (!existing && !raw.anonymous) namespaces.set(name, entry);
      if (existing && raw.doc && !existing.raw.doc) existing.raw.doc = raw.doc;
      (entry.locations ??= []).push(raw.location);
      registerDeclarations(table, raw.children, entry, namespaces);
      continue;
    }
    const entry = table.add(raw, parent);
    if (raw.kind === 'record') registerDeclarations(table, raw.children, entry, namespaces);
  }
}
