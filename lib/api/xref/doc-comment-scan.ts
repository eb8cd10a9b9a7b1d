import { readFileSync } from 'node:fs';
import { recordDisplayName } from '@/lib/api/kinds/labels';
import { apiMemberUrl, apiSymbolUrl, linkTargets, memberPageOf } from '@/lib/api/kinds/urls';
import { headerPath } from '@/lib/api/model/header-files';
import type { ApiModel, DocComment, SourceLocation } from '@/lib/api/model/schema';
import { scanMarkdown, type ApiNameUse } from '@/lib/api/xref/content-scan';
import { displayPath } from '@/lib/content/paths';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

// The doc comments of the API (synopsis or library headers) as content: their examples link like
// guides do, count as uses for back-references, and their `celerity::…` names are checked, with the
// line of the header they are written on.

interface DocCommentSource {
  /** The documented name: `celerity::queue::submit`. */
  label: string;
  /** Where the documentation is shown (page, member page or anchor). */
  href: string;
  location: SourceLocation;
  doc: DocComment;
}

/** Every doc comment of the model with the place that shows it. */
function docCommentSources(model: ApiModel): DocCommentSource[] {
  const sources: DocCommentSource[] = [];
  const add = (
    label: string,
    href: string,
    location: SourceLocation | undefined,
    doc: DocComment | undefined,
  ) => {
    if (doc && location) sources.push({ label, href, location, doc });
  };
  for (const symbol of linkTargets(model)) {
    const url = apiSymbolUrl(symbol);
    if (symbol.kind === 'function-set') {
      for (const fn of symbol.overloads)
        add(symbol.qualifiedName, apiMemberUrl(symbol, fn.anchor), fn.location, fn.doc);
    } else if (symbol.kind === 'namespace') {
      add(symbol.qualifiedName, url, symbol.locations[0], symbol.doc);
    } else if (symbol.kind === 'record') {
      // A specialisation is named with its arguments: the primary template's name is another page.
      const name = recordDisplayName(symbol);
      add(name, url, symbol.location, symbol.doc);
      const { constructors, destructors, methods, operators, fields } = symbol.members;
      for (const fn of [...constructors, ...destructors, ...methods, ...operators]) {
        const href = memberPageOf(symbol, fn) ?? apiMemberUrl(symbol, fn.anchor);
        add(`${name}::${fn.name}`, href, fn.location, fn.doc);
      }
      for (const field of fields)
        add(`${name}::${field.name}`, apiMemberUrl(symbol, field.anchor), field.location, field.doc);
    } else {
      add(symbol.qualifiedName, url, symbol.location, symbol.doc);
      if (symbol.kind === 'enum')
        for (const value of symbol.values)
          add(`${symbol.qualifiedName}::${value.name}`, `${url}#${value.name}`, symbol.location, value.doc);
    }
  }
  return sources;
}

function docTexts(doc: DocComment): string[] {
  return [
    doc.brief,
    doc.body,
    ...doc.notes,
    ...doc.warnings,
    doc.returns ?? '',
    doc.deprecated ?? '',
    ...doc.params.map((param) => param.description),
    ...doc.tparams.map((param) => param.description),
  ].filter((text) => text.trim() !== '');
}

export interface DocCommentScan {
  source: DocCommentSource;
  /** The header the comment is in (for messages), and its names with lines of that header. */
  file: string;
  names: ApiNameUse[];
  /** Pages the comment's code examples link to. */
  codeHrefs: Set<string>;
  codeLinks: number;
}

const headerLines = new Map<string, string[]>();

/** The line of the comment that mentions `name`: searched upwards from the declaration. */
function lineOfName(file: string | undefined, declarationLine: number, name: string): number {
  if (!file) return declarationLine;
  let lines = headerLines.get(file);
  if (!lines) headerLines.set(file, (lines = readFileSync(file, 'utf8').split('\n')));
  for (
    let line = Math.min(declarationLine, lines.length);
    line >= Math.max(1, declarationLine - 300);
    line -= 1
  )
    if (lines[line - 1]?.includes(name)) return line;
  return declarationLine;
}

/** @param headers where the headers are (tests: a fixture synopsis folder) */
export function scanDocComments(
  model: ApiModel,
  index: XrefIndex,
  headers: Parameters<typeof headerPath>[2] = {},
): DocCommentScan[] {
  return docCommentSources(model).map((source) => {
    const file = headerPath(model, source.location.file, headers);
    const scan: DocCommentScan = {
      source,
      file: file ? displayPath(file) : source.location.file,
      names: [],
      codeHrefs: new Set(),
      codeLinks: 0,
    };
    for (const text of docTexts(source.doc)) {
      const found = scanMarkdown(text, index);
      scan.codeLinks += found.codeLinks;
      for (const section of found.sections) for (const href of section.codeHrefs) scan.codeHrefs.add(href);
      for (const use of found.names)
        scan.names.push({ ...use, line: lineOfName(file, source.location.line, use.name) });
    }
    return scan;
  });
}
