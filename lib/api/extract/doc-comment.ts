import type { DocComment } from '@/lib/api/model/schema';

// Doxygen-style comments → Markdown strings. The site renders them with its own Markdown pipeline
// (see render-doc-markdown.ts), so we only translate Doxygen commands and never emit HTML.

const COMMAND = /^[@\\](\w+)(?:\[[^\]]*\])?(?:\{[^}]*\})?\s?(.*)$/;
const DOC_PREFIX = /^(\/\/\/<?|\/\/!<?|\/\*\*<?|\/\*!<?)/;

export function isDocComment(text: string): boolean {
  return DOC_PREFIX.test(text) && !text.startsWith('////') && !/^\/\*\*+\/$/.test(text);
}

/**
 * Where the doc comment that ends on the line above `index` starts: a run of `///` (`//!`) lines or one
 * `/** … *\/` block. `index` itself when no doc comment ends there.
 */
export function docCommentStart(lines: readonly string[], index: number): number {
  if (lines[index - 1]?.trim().endsWith('*/')) {
    let start = index - 1;
    while (start > 0 && !lines[start]!.includes('/*')) start -= 1;
    return isDocComment(lines.slice(start, index).join('\n').trim()) ? start : index;
  }
  let start = index;
  while (start > 0 && /^\s*\/\/[/!]/.test(lines[start - 1]!)) start -= 1;
  return start;
}

export function isTrailingDocComment(text: string): boolean {
  return /^(\/\/\/<|\/\/!<|\/\*\*<|\/\*!<)/.test(text);
}

/** Removes comment markers and the decorative `*` column, keeping relative indentation. */
function stripCommentMarkers(raw: string[]): string[] {
  const lines: string[] = [];
  for (const comment of raw) {
    if (comment.startsWith('//')) {
      lines.push(comment.replace(/^\/\/[/!]<?/, ''));
      continue;
    }
    const inner = comment.replace(/^\/\*[*!]<?/, '').replace(/\*+\/$/, '');
    for (const line of inner.split(/\r?\n/)) lines.push(line.replace(/^\s*\*(?!\*)/, ''));
  }
  while (lines.length && !lines[0]!.trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1]!.trim()) lines.pop();
  const indents = lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(common).replace(/\s+$/, ''));
}

/** `@p x`, `@c x` → `x` in backticks; `@a x`/`@e x` → emphasis; `@ref x` → x. */
function convertInlineCommands(text: string): string {
  return text
    .replace(/[@\\][pc]\s+([\w:.<>~()[\]*&]+?)(?=[\s,;:!?)]|\.(?:\s|$)|$)/g, '`$1`')
    .replace(/[@\\][ae]m?\s+(\w+)/g, '*$1*')
    .replace(/[@\\]b\s+(\w+)/g, '**$1**')
    .replace(/[@\\]ref\s+([\w:]+)/g, '`$1`');
}

type Section =
  | { kind: 'body' }
  | { kind: 'brief' }
  | { kind: 'param' | 'tparam'; name: string }
  | { kind: 'returns' | 'note' | 'warning' | 'deprecated' | 'see' };

const SECTION_COMMANDS: Record<string, Section['kind']> = {
  brief: 'brief',
  short: 'brief',
  details: 'body',
  param: 'param',
  tparam: 'tparam',
  return: 'returns',
  returns: 'returns',
  result: 'returns',
  note: 'note',
  remark: 'note',
  remarks: 'note',
  attention: 'warning',
  warning: 'warning',
  deprecated: 'deprecated',
  see: 'see',
  sa: 'see',
};

export function parseDocComment(raw: string[]): DocComment | undefined {
  const lines = stripCommentMarkers(raw);
  if (!lines.some((l) => l.trim())) return undefined;
  const chunks: Array<{ section: Section; lines: string[] }> = [{ section: { kind: 'body' }, lines: [] }];
  let inCode = false;
  const current = () => chunks[chunks.length - 1]!;
  for (const line of lines) {
    const trimmed = line.trim();
    if (inCode) {
      if (/^[@\\]endcode\b/.test(trimmed)) {
        current().lines.push('```');
        inCode = false;
      } else current().lines.push(line);
      continue;
    }
    if (/^[@\\]code\b/.test(trimmed)) {
      current().lines.push('```cpp');
      inCode = true;
      continue;
    }
    const command = COMMAND.exec(trimmed);
    const kind = command ? SECTION_COMMANDS[command[1]!] : undefined;
    if (command && kind) {
      let rest = command[2] ?? '';
      let section: Section;
      if (kind === 'param' || kind === 'tparam') {
        const name = /^(\S+)\s*(.*)$/.exec(rest);
        section = { kind, name: name?.[1] ?? '' };
        rest = name?.[2] ?? '';
      } else section = { kind } as Section;
      chunks.push({ section, lines: rest ? [rest] : [] });
      continue;
    }
    // A blank line ends a command paragraph; following text belongs to the description again.
    if (!trimmed && current().section.kind !== 'body') {
      chunks.push({ section: { kind: 'body' }, lines: [] });
      continue;
    }
    current().lines.push(line);
  }
  if (inCode) current().lines.push('```');
  return assemble(chunks);
}

function toMarkdown(lines: string[]): string {
  let inFence = false;
  return lines
    .map((line) => {
      if (line.startsWith('```')) inFence = !inFence;
      return inFence || line.startsWith('```') ? line : convertInlineCommands(line);
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function assemble(chunks: Array<{ section: Section; lines: string[] }>): DocComment {
  const doc: DocComment = { brief: '', body: '', params: [], tparams: [], notes: [], warnings: [], see: [] };
  const bodyParts: string[] = [];
  for (const { section, lines } of chunks) {
    const text = toMarkdown(lines);
    switch (section.kind) {
      case 'body':
        if (text) bodyParts.push(text);
        break;
      case 'brief':
        doc.brief = [doc.brief, text].filter(Boolean).join(' ');
        break;
      case 'param':
        doc.params.push({ name: section.name, description: text });
        break;
      case 'tparam':
        doc.tparams.push({ name: section.name, description: text });
        break;
      case 'returns':
        doc.returns = text;
        break;
      case 'note':
        doc.notes.push(text);
        break;
      case 'warning':
        doc.warnings.push(text);
        break;
      case 'deprecated':
        doc.deprecated = text;
        break;
      case 'see':
        doc.see.push(...splitSeeAlso(text));
        break;
    }
  }
  let body = bodyParts.join('\n\n');
  if (!doc.brief && body) {
    const split = splitFirstSentence(body);
    doc.brief = split.brief;
    body = split.rest;
  }
  doc.body = body;
  return doc;
}

/** Javadoc-style autobrief: the first sentence of the first paragraph, unless it starts with code. */
export function splitFirstSentence(text: string): { brief: string; rest: string } {
  if (text.startsWith('```')) return { brief: '', rest: text };
  const paragraphEnd = text.search(/\n\s*\n|\n```/);
  const paragraph = paragraphEnd === -1 ? text : text.slice(0, paragraphEnd);
  const after = paragraphEnd === -1 ? '' : text.slice(paragraphEnd);
  const sentence = /^([\s\S]*?(?<!\be\.g|\bi\.e|\betc|\bvs)[.!?])(?=\s|$)/.exec(paragraph);
  const inCode = (s: string) => (s.match(/`/g)?.length ?? 0) % 2 === 1;
  if (!sentence?.[1] || inCode(sentence[1]))
    return { brief: paragraph.replace(/\s*\n\s*/g, ' ').trim(), rest: after.trim() };
  const brief = sentence[1].replace(/\s*\n\s*/g, ' ').trim();
  const rest = (paragraph.slice(sentence[1].length).trim() + after).trim();
  return { brief, rest };
}

/** `a, b<T, U>::c d` → `a`, `b<T, U>::c`, `d`: commas and spaces separate names except inside `<>`/`()`. */
export function splitSeeAlso(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '<' || ch === '(') depth += 1;
    if ((ch === '>' || ch === ')') && depth > 0) depth -= 1;
    if (depth === 0 && (ch === ',' || /\s/.test(ch))) {
      if (current) names.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (current) names.push(current);
  return names.map((n) => n.replace(/\s+/g, ' '));
}
