/**
 * Finding a runtime message from a line pasted out of a terminal. The build compiles each message
 * template ("Refusing to oversubscribe {}{}.") to its literal parts; a pasted line, its log prefix
 * (`[2026-11-28 13:52:01.123] [0] [warning] `) removed, matches a template when its parts appear in
 * order from the start, anything standing between them for a placeholder. A line cut off inside a part
 * still matches up to there, and a line of several words copied from the middle of a message matches
 * from where it starts. The template matching the most literal text wins.
 *
 * The search inputs cut a query at MAX_QUERY_LENGTH, and a log prefix alone takes 40 of those characters:
 * the inputs paste `pastedQuery(text)`, the line without its prefix, so the message's own words fit.
 */

/**
 * The longest query the search inputs take, DocSearch's own limit. A pasted log line is cut there; the
 * matcher takes a line cut off inside a part, so the start of a message still finds it.
 */
export const MAX_QUERY_LENGTH = 64;

/**
 * What stands before a message's text: `[date time] [rank] [level] ` as spdlog prints it with the
 * runtime's pattern, or `[date time] [level] [config.cc:90] ` with spdlog's default one (the configuration
 * is read before the runtime sets its pattern); libenvpp's `Parser error for environment variable 'X': `
 * (or Validation, Range, Option) before a configuration message; `celerity-runtime panic: ` before a
 * panic; and the C++ runtime's report of an uncaught exception (`terminate called after throwing an
 * instance of '…'  what():  `). Each optional.
 */
const LOG_PREFIX = new RegExp(
  [
    /^\s*(?:terminate called after throwing an instance of '[^']*'\s*)?(?:what\(\):\s*)?/,
    /(?:\[\d{4}-\d\d-\d\d[ T][\d:.]+\]\s*)?(?:\[\d+\]\s*)?/,
    /(?:\[(?:trace|debug|info|warning|warn|error|critical|off)\]\s*)?(?:\[[\w.-]+:\d+\]\s*)?/,
    /(?:(?:parser|validation|range|option) error for environment variable '[^']*':\s*)?/,
    /(?:celerity-runtime panic:\s*)?/,
  ]
    .map((part) => part.source)
    .join(''),
  'i',
);

const normalise = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

export function stripLogPrefix(line: string): string {
  return line.replace(LOG_PREFIX, '').trim();
}

/** What a search input takes from pasted text: its prefix removed and its line breaks and tabs made spaces. */
export const pastedQuery = (text: string): string => stripLogPrefix(text).replace(/\s+/g, ' ');

/** A template's literal parts, lower case and whitespace collapsed: placeholder boundaries between them. */
export function templateParts(template: string): string[] {
  return normalise(template.trim()).split(/\{[^{}]*\}/g);
}

/** Literal characters a template needs matched before a pasted line is taken for it. */
const MIN_MATCHED = 16;

/**
 * Literal characters matched when the line from `at` on follows `parts[from]`, `parts[from + 1]`, … in
 * order, anything between two of them standing for a placeholder. `anchored`: `parts[from]` starts at `at`.
 */
function followParts(
  line: string,
  parts: readonly string[],
  from: number,
  at: number,
  anchored: boolean,
): number {
  let matched = 0;
  for (let i = from; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '') continue;
    const first = anchored && i === from;
    const found = first ? (line.startsWith(part, at) ? at : -1) : line.indexOf(part, at);
    if (found >= 0) {
      at = found + part.length;
      matched += part.length;
      continue;
    }
    // Cut off inside this part (the line's end is a beginning of it), or the line diverges here.
    return matched + cutOffTail(line, at, part, first);
  }
  return matched;
}

/** Words a line copied from the middle of a message needs, so that a name a message happens to contain
 * (`experimental::constrain_split`) still finds its own page first. */
const MIN_MIDDLE_WORDS = 4;

/** How many literal characters of `parts` the line matches in order, or 0. */
export function matchedLength(line: string, parts: readonly string[]): number {
  // From the message's start (a template starting with a placeholder takes any text before its first part).
  let best = followParts(line, parts, 0, 0, true);
  if (line.split(' ').length < MIN_MIDDLE_WORDS) return best;
  // From inside a part: the line begins with the rest of that part, or lies wholly within it.
  for (const [i, part] of parts.entries()) {
    for (let offset = 1; offset < part.length; offset++) {
      const rest = part.slice(offset);
      if (line.startsWith(rest)) {
        best = Math.max(best, rest.length + followParts(line, parts, i + 1, rest.length, false));
        break;
      }
      if (rest.startsWith(line)) {
        best = Math.max(best, line.length);
        break;
      }
    }
  }
  return best;
}

function cutOffTail(line: string, from: number, part: string, anchored: boolean): number {
  for (let start = from; start < line.length; start++) {
    if (anchored && start > from) break;
    const rest = line.slice(start);
    if (rest.length > 0 && part.startsWith(rest)) return rest.length;
  }
  return 0;
}

/** Whether a query is long enough to be a pasted message (before the templates are fetched). */
export const looksPasted = (query: string): boolean => stripLogPrefix(query).length >= MIN_MATCHED;

/** The index of the template a pasted line is, or -1: templates given as their parts. */
export function matchMessage(query: string, templates: readonly (readonly string[])[]): number {
  const line = normalise(stripLogPrefix(query));
  if (line.length < MIN_MATCHED) return -1;
  let best = -1;
  let bestLength = MIN_MATCHED - 1;
  templates.forEach((parts, i) => {
    const length = matchedLength(line, parts);
    if (length > bestLength) {
      best = i;
      bestLength = length;
    }
  });
  return best;
}
