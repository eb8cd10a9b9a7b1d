import { docCommentStart, isDocComment, parseDocComment } from '@/lib/api/extract/doc-comment';
import type { ApiMacro } from '@/lib/api/model/schema';

// Object-like macros worth a page: those with a doc comment directly above them and, in a header
// template (`version.h.in`) of a source checkout, every public macro, since the configured header
// exists to define them. Macros of `CELERITY_DETAIL_*` are implementation, function-like macros and
// include guards are never documented. Macros have no scope, so their id is their name.

/** What a `#cmakedefine01` line stands for: CMake writes 0 or 1 into the configured header. */
export const CONFIGURED_BIT = '0 or 1, set when the library is configured';

const DEFINE = /^\s*#\s*define\s+([A-Za-z_]\w*)(?![\w(])\s*(.*)$/;
const CMAKEDEFINE01 = /^\s*#\s*cmakedefine01\s+([A-Za-z_]\w*)\s*$/;
const INTERNAL = /^CELERITY_DETAIL_/;

export interface MacroSource {
  /** The file as read: for a template, before configuring. */
  text: string;
  /** For a template of a source checkout: the configured text (same lines), which gives the values. */
  configured?: string;
  /** Declared-at path (the real header a synopsis stands for). */
  file: string;
  sourceUrl(line: number): string;
  /** Take undocumented macros too (header templates of source checkouts). */
  all: boolean;
  /** The values depend on the configuration (a synopsis of a template): leave them out. */
  valuesVary: boolean;
}

/** The doc comment ending on the line above `index`, if any (`///` lines or one `/** … *\/` block). */
function commentAbove(lines: string[], index: number): string[] {
  const comment = lines.slice(docCommentStart(lines, index), index);
  if (comment.length === 0) return [];
  return lines[index - 1]!.trim().endsWith('*/')
    ? [comment.join('\n').trim()]
    : comment.map((line) => line.trim()).filter(isDocComment);
}

function stripComments(value: string): string {
  return value
    .replace(/\/\*.*?\*\//g, ' ')
    .replace(/\/\/.*$/, '')
    .trim();
}

export function extractMacros(source: MacroSource): ApiMacro[] {
  const lines = source.text.split(/\r?\n/);
  const configured = source.configured?.split(/\r?\n/);
  const found: ApiMacro[] = [];
  lines.forEach((line, index) => {
    const bit = CMAKEDEFINE01.exec(line);
    const define = bit ? undefined : DEFINE.exec(line);
    const name = bit?.[1] ?? define?.[1];
    if (!name || INTERNAL.test(name)) return;
    const doc = parseDocComment(commentAbove(lines, index));
    if (!doc && !source.all) return;
    const written = configured ? DEFINE.exec(configured[index] ?? '')?.[2] : define?.[2];
    const value = bit ? CONFIGURED_BIT : source.valuesVary ? undefined : stripComments(written ?? '');
    found.push({
      kind: 'macro',
      id: name,
      usr: `c:@macro@${name}`,
      name,
      qualifiedName: name,
      location: { file: source.file, line: index + 1, sourceUrl: source.sourceUrl(index + 1) },
      ...(doc ? { doc } : {}),
      ...(doc?.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
      summary: `#define ${name}${value && value !== CONFIGURED_BIT ? ` ${value}` : ''}`,
      ...(value ? { value } : {}),
    });
  });
  return found;
}
