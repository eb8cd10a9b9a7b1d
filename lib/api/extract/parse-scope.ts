import type { Node } from 'web-tree-sitter';
import { isDocComment, isTrailingDocComment, parseDocComment } from '@/lib/api/extract/doc-comment';
import type { TemplateParam } from '@/lib/api/model/schema';
import {
  attributesOf,
  namedChildren,
  parseTemplateParams,
  unwrapDeclarator,
} from '@/lib/api/extract/parse-declarator';
import { clean } from '@/lib/api/extract/type-text';
import { isFunctionDeclarator, parseFunction, parseVariable } from '@/lib/api/extract/parse-function';
import { parseEnum, parseRecordHead } from '@/lib/api/extract/parse-record';
import { innermostNamespace, namespaceChain } from '@/lib/api/extract/parse-namespace';
import {
  friendDeclaration,
  parseAliasDeclaration,
  parseConcept,
  parseStrayDeductionGuide,
  parseTypedef,
  parseUsingDeclaration,
} from '@/lib/api/extract/parse-simple-decls';
import type { RawDecl, RawLocation, RawNamespace, RawRecord } from '@/lib/api/extract/raw-types';

// Walks namespace and class bodies. Doc comments are attached here because their meaning depends
// on sibling order: a `///` block documents the next declaration, `///<` the previous one.

type Access = 'public' | 'protected' | 'private';

interface ScopeInfo {
  recordName?: string;
  access: Access;
  templateParams?: TemplateParam[];
  requires?: string;
}

export class ScopeWalker {
  constructor(
    private readonly source: string,
    private readonly locate: (node: Node) => RawLocation,
  ) {}

  walkScope(body: Node, recordName?: string, defaultAccess: Access = 'public'): RawDecl[] {
    const out: RawDecl[] = [];
    let pending: { texts: string[]; endRow: number } | undefined;
    let previous: RawDecl[] = [];
    let access = defaultAccess;
    const visit = (child: Node) => {
      if (child.type === 'comment') {
        const text = child.text;
        if (isTrailingDocComment(text)) {
          const target = previous[previous.length - 1];
          if (target) target.doc = parseDocComment([text]);
        } else if (isDocComment(text)) {
          if (pending && pending.endRow >= child.startPosition.row - 1) pending.texts.push(text);
          else pending = { texts: [text], endRow: child.endPosition.row };
          pending.endRow = child.endPosition.row;
        }
        return;
      }
      if (child.type === 'access_specifier') {
        access = (child.text.replace(':', '').trim() as Access) || access;
        return;
      }
      if (child.type === 'ERROR') {
        // Recover what tree-sitter could still read; the warning itself is reported by collectSyntaxWarnings.
        for (const inner of namedChildren(child)) visit(inner);
        return;
      }
      if (!child.isNamed) return;
      const produced = this.handle(child, { access, ...(recordName ? { recordName } : {}) });
      if (produced.length === 0) return;
      const doc = pending ? parseDocComment(pending.texts) : undefined;
      pending = undefined;
      for (const decl of produced) {
        const target = decl.kind === 'namespace' ? innermostNamespace(decl) : decl;
        if (doc && !target.doc) target.doc = doc;
      }
      previous = produced;
      for (const decl of produced) {
        if (!recordName || access !== 'private' || isFriend(decl)) out.push(decl);
        // Private nested classes are kept (marked) because builds of the real library page them.
        else if (decl.kind === 'record') {
          decl.access = 'private';
          out.push(decl);
        }
      }
    };
    for (const child of namedChildren(body)) visit(child);
    return out;
  }

  private handle(node: Node, scope: ScopeInfo): RawDecl[] {
    const memberAccess = scope.recordName && scope.access !== 'private' ? { access: scope.access } : {};
    const extra = {
      ...memberAccess,
      ...(scope.templateParams ? { templateParams: scope.templateParams } : {}),
      ...(scope.requires ? { requires: scope.requires } : {}),
    };
    const location = this.locate(node);
    switch (node.type) {
      case 'namespace_definition':
        return [this.namespace(node)];
      case 'template_declaration': {
        const params = parseTemplateParams(node.childForFieldName('parameters'), this.source);
        const requires = namedChildren(node).find((c) => c.type === 'requires_clause');
        const inner = namedChildren(node).find(
          (c) => !['template_parameter_list', 'requires_clause', 'comment'].includes(c.type),
        );
        if (!inner) return [];
        const produced = this.handle(inner, {
          ...scope,
          templateParams: params,
          ...(requires ? { requires: clean(requires.text.replace(/^requires\s*/, '')) } : {}),
        });
        for (const decl of produced) decl.location = location;
        return produced;
      }
      case 'class_specifier':
      case 'struct_specifier':
      case 'union_specifier':
        return this.record(node, extra, location);
      case 'enum_specifier': {
        const parsed = parseEnum(node, location);
        return parsed ? [{ ...parsed, ...extra }] : [];
      }
      case 'declaration':
      case 'field_declaration':
      case 'function_definition':
        return this.declaration(node, scope, extra, location);
      case 'friend_declaration': {
        const inner = namedChildren(node).find((c) =>
          ['declaration', 'function_definition', 'template_declaration'].includes(c.type),
        );
        if (inner)
          return this.handle(inner, { ...scope, access: 'public' })
            .filter((d) => d.kind === 'function')
            .map((d) => ({ ...d, ...(d.kind === 'function' ? { isFriend: true } : {}) }));
        return [friendDeclaration(node, location)];
      }
      case 'alias_declaration':
        return [parseAliasDeclaration(node, location, extra)];
      case 'type_definition':
        return parseTypedef(node, location, extra);
      case 'using_declaration':
        return scope.recordName ? [] : parseUsingDeclaration(node, location, extra);
      case 'concept_definition':
        return [parseConcept(node, location, extra)];
      case 'linkage_specification': {
        const body = node.childForFieldName('body');
        return body
          ? body.type === 'declaration_list'
            ? this.walkScope(body)
            : this.handle(body, scope)
          : [];
      }
      case 'function_declarator':
        return scope.recordName ? [] : parseStrayDeductionGuide(node, location, extra);
      default:
        return [];
    }
  }

  private namespace(node: Node): RawNamespace {
    const body = node.childForFieldName('body');
    return namespaceChain(node, this.locate(node), body ? this.walkScope(body) : []);
  }

  private record(node: Node, extra: object, location: RawLocation): RawDecl[] {
    const head = parseRecordHead(node);
    if (!head) return [];
    const body = node.childForFieldName('body');
    const children = body
      ? this.walkScope(body, head.name, head.tagKind === 'class' ? 'private' : 'public')
      : [];
    const record: RawRecord = {
      ...head,
      children,
      complete: !!body,
      location,
      ...attributesOf(node),
      ...extra,
    };
    record.friends = children
      .filter((c) => c.kind === 'variable' && c.type === 'friend')
      .map((c) => c.name.replace(/^friend /, ''));
    record.children = children.filter((c) => !(c.kind === 'variable' && c.type === 'friend'));
    return [record];
  }

  private declaration(node: Node, scope: ScopeInfo, extra: object, location: RawLocation): RawDecl[] {
    const out: RawDecl[] = [];
    const type = node.childForFieldName('type');
    if (type && /^(class|struct|union|enum)_specifier$/.test(type.type) && type.childForFieldName('body')) {
      out.push(...this.handle(type, { ...scope, templateParams: undefined, requires: undefined }));
    }
    for (const declarator of node.childrenForFieldName('declarator')) {
      if (!declarator) continue;
      if (isFunctionDeclarator(declarator)) {
        const fn = parseFunction(node, declarator, {
          source: this.source,
          ...(scope.recordName ? { recordName: scope.recordName } : {}),
        });
        if (!fn) continue;
        if (
          !type &&
          !scope.recordName &&
          fn.role === 'function' &&
          namedChildren(unwrapDeclarator(declarator).inner).some((c) => c.type === 'trailing_return_type')
        ) {
          out.push({
            kind: 'deduction-guide',
            name: fn.name,
            signature: clean(node.text.replace(/;$/, '')),
            location,
            attributes: [],
            ...extra,
          });
          continue;
        }
        out.push({ ...fn, location, ...extra });
      } else {
        const variable = parseVariable(node, declarator, node.type === 'field_declaration');
        if (variable) out.push({ ...variable, location, ...extra });
      }
    }
    return out;
  }
}

/** Friend declarations are not affected by access specifiers. */
function isFriend(decl: RawDecl): boolean {
  return (decl.kind === 'function' && decl.isFriend) || (decl.kind === 'variable' && decl.type === 'friend');
}
