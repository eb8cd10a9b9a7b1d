import { normaliseText } from './cpp-scan';

// Does a message quoted on a page (a line of output, or an inline code span) match a message of the
// runtime? The runtime's text has placeholders (`{}`, `{:.1f}`); the quote has them filled in, or
// elided with `...`, `…` or `<what>`. Both sides' wildcards may absorb any text, so "Using platform
// "<platform>", device "A100" as D0 (automatically selected)" matches `Using platform "{}", device "{}"
// as D{} ({})`. A log line's prefix (`[time] [rank] [level]`) is not part of the message.

const WILD = '\u0000';
const LOG_PREFIX = /^(?:\s*\[(?:\.\.\.|…|[\d:. -]+|trace|debug|info|warning|warn|error|err|critical)\])+\s*/i;

const templatePattern = (text: string) => normaliseText(text).replace(/\{[^{}]*\}/g, WILD);
const quotePattern = (text: string) =>
  normaliseText(text.replace(LOG_PREFIX, '')).replace(/\.\.\.|…|<[^<>\s][^<>]*>/g, WILD);

/**
 * Edit distance where a WILD on either side absorbs any text for free: 0 when the quote matches the
 * runtime's text, small for a misquote (a typo, a word left out).
 */
function wildDistance(a: string, b: string): number {
  const width = b.length + 1;
  const d = new Uint32Array((a.length + 1) * width);
  for (let i = 0; i <= a.length; i++)
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 && j === 0) continue;
      let best = Infinity;
      const up = i > 0 ? d[(i - 1) * width + j]! : Infinity;
      const left = j > 0 ? d[i * width + j - 1]! : Infinity;
      if ((i > 0 && a[i - 1] === WILD) || (j > 0 && b[j - 1] === WILD)) best = Math.min(up, left);
      if (i > 0 && j > 0)
        best = Math.min(best, d[(i - 1) * width + j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      d[i * width + j] = Math.min(best, up + 1, left + 1);
    }
  return d[a.length * width + b.length]!;
}

const words = (pattern: string) => new Set(pattern.toLowerCase().match(/[a-z]{4,}/g) ?? []);
/** A candidate shares at least half of the runtime text's words (filled-in values add words to a quote). */
const isCandidate = (quote: Set<string>, template: Set<string>) => {
  let shared = 0;
  for (const word of template) if (quote.has(word)) shared++;
  return template.size > 0 && shared >= template.size / 2 && shared >= quote.size / 4;
};

export interface MessageMatch {
  /** The runtime texts the quote matches. */
  matches: string[];
  /** The closest runtime text when it matches none but is close (a misquote), if any. */
  near?: string;
}

/** What the quote matches among `texts`, or the near one when it matches none. */
export function matchMessage(quote: string, texts: readonly string[]): MessageMatch {
  const pattern = quotePattern(quote);
  const quoteWords = words(pattern);
  const candidates = texts.filter((text) => isCandidate(quoteWords, words(templatePattern(text))));
  const distances = candidates.map((text) => ({
    text,
    distance: wildDistance(pattern, templatePattern(text)),
  }));
  const matches = distances.filter((entry) => entry.distance === 0).map((entry) => entry.text);
  if (matches.length > 0 || distances.length === 0) return { matches };
  const nearest = distances.reduce((a, b) => (b.distance < a.distance ? b : a));
  const literal = templatePattern(nearest.text).replaceAll(WILD, '').length;
  return nearest.distance <= Math.max(2, literal / 8) ? { matches, near: nearest.text } : { matches };
}

/** Whether a quote is a log line: it carries the runtime's `[time] [rank] [level]` prefix. */
export const isLogLine = (line: string): boolean => /^\s*\[[^\]]*\]\s*\[\d+\]\s*\[\w+\]/.test(line);
