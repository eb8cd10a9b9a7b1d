import { markedReleases } from './asides';

// An MDX page cut into the units the release check reads: sentences of prose (a table row, list item or
// heading being one block), and code blocks, each with the lines it spans and the releases it is marked
// as being about (asides.ts). A marked heading marks its section up to the next heading of its level or
// above. Import/export lines and JSX comments are not prose.

export interface Segment {
  line: number;
  text: string;
}

export interface PageUnit {
  kind: 'prose' | 'code';
  /** A code block's info string (`text`, `bash`…). */
  lang?: string;
  segments: Segment[];
  /** Releases the unit is marked as being about. */
  about: string[];
}

const FENCE = /^\s*(```+|~~~+)\s*([^\s`]*)(.*)$/;
const BLOCK_START = /^\s*(?:#{1,6}\s|[-*+]\s|\d+\.\s|\||>)/;
const SENTENCE_END = /(?<=[.!?:])\s+(?=[A-Z<`*_(["])/;

/** `text` cut at its sentence ends, none inside a code span (a quoted message can hold several sentences). */
function splitSentences(text: string): string[] {
  const masked = text.replace(/`[^`]*`/g, (span) => `\`${'x'.repeat(span.length - 2)}\``);
  const parts: string[] = [];
  let start = 0;
  for (const match of masked.matchAll(new RegExp(SENTENCE_END, 'g'))) {
    parts.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start));
  return parts;
}

function sentences(block: Segment[]): Segment[][] {
  const units: Segment[][] = [[]];
  for (const segment of block) {
    const parts = splitSentences(segment.text);
    parts.forEach((part, index) => {
      if (index > 0) units.push([]);
      units.at(-1)!.push({ line: segment.line, text: part });
    });
  }
  return units.filter((unit) => unit.some((segment) => segment.text.trim() !== ''));
}

export function pageUnits(source: string): PageUnit[] {
  const lines = source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n');
  const units: PageUnit[] = [];
  const sections: { level: number; about: string[] }[] = [];
  let block: Segment[] = [];
  const flush = () => {
    const sectionAbout = sections.flatMap((section) => section.about);
    for (const sentence of sentences(block)) {
      const about = markedReleases(sentence.map((segment) => segment.text).join(' '));
      units.push({ kind: 'prose', segments: sentence, about: [...new Set([...about, ...sectionAbout])] });
    }
    block = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const fence = FENCE.exec(text);
    if (fence) {
      flush();
      const lead = units.at(-1);
      const leadAbout =
        lead && lead.kind === 'prose' && /:\s*$/.test(lead.segments.at(-1)!.text) ? lead.about : [];
      const segments: Segment[] = [];
      for (i++; i < lines.length && !lines[i]!.trim().startsWith(fence[1]!); i++)
        segments.push({ line: i + 1, text: lines[i]! });
      const sectionAbout = sections.flatMap((section) => section.about);
      units.push({
        kind: 'code',
        lang: `${fence[2]} ${fence[3]!.trim()}`.trim(),
        segments,
        about: [...new Set([...leadAbout, ...sectionAbout, ...markedReleases(fence[3]!)])],
      });
      continue;
    }
    if (text.trim() === '' || /^(?:import|export)\s/.test(text)) {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s/.exec(text);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      while (sections.length > 0 && sections.at(-1)!.level >= level) sections.pop();
      sections.push({ level, about: markedReleases(text) });
    } else if (BLOCK_START.test(text)) flush();
    block.push({ line: i + 1, text });
  }
  flush();
  return units;
}
