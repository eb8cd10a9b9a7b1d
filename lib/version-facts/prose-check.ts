import { didYouMean, type Problem } from '@/lib/validation/problem';
import { EARLIER } from './asides';
import { isLogLine, matchMessage } from './message-match';
import type { PageUnit } from './page-units';
import type { NamedFact } from './presence';

// The release check of one docs page: every `CELERITY_*` name (environment variable, CMake variable,
// macro), every qualified API name in inline code and every quoted runtime message must exist in the
// page's release, unless the sentence is marked as being about another release (asides.ts). A finding
// names the place, the fact, the releases that have it and the nearest fact of that kind in the release.

export interface ReleaseView {
  /** The page's release label (`0.6`, `next`). */
  label: string;
  /** Every release label, oldest first. */
  order: string[];
  /** `CELERITY_*` names → their kinds and releases. */
  names: Map<string, NamedFact[]>;
  /** Qualified API names → the releases that have them. */
  api: Map<string, string[]>;
  /** Every message text → the releases that print it. */
  messages: Map<string, string[]>;
}

const NAME = /(?<=^|[^A-Za-z0-9_]|-D)CELERITY_[A-Z0-9_]*[A-Z0-9](?![A-Za-z0-9_])/g;
const CODE_SPAN = /`([^`\n]+)`/g;
const OUTPUT_LANG = /^(?:text|console|log|output|shell-session)\b|\boutput\b/;

/** Whether `unit` is marked as being about another release that has the fact (any, for a message). */
function markedOther(unit: PageUnit, view: ReleaseView, versions: readonly string[]): boolean {
  const page = view.order.indexOf(view.label);
  return unit.about.some((label) =>
    label === EARLIER
      ? versions.some((version) => view.order.indexOf(version) < page)
      : label !== view.label && versions.length > 0,
  );
}

const releasesText = (versions: readonly string[]) => (versions.length > 0 ? versions.join(', ') : 'none');
const MARK_HINT =
  'mark the sentence as being about that release ("In 0.7, …", <Since version="…" />) or correct it';

function nameProblems(
  unit: PageUnit,
  view: ReleaseView,
  place: (line: number, column: number) => Omit<Problem, 'message'>,
): Problem[] {
  const problems: Problem[] = [];
  for (const segment of unit.segments)
    for (const match of segment.text.matchAll(NAME)) {
      const name = match[0];
      const facts = view.names.get(name) ?? [];
      const versions = [...new Set(facts.flatMap((fact) => fact.versions))];
      if (versions.includes(view.label) || markedOther(unit, view, versions)) continue;
      const kinds = facts.length > 0 ? [...new Set(facts.map((fact) => fact.kind))] : undefined;
      const known = [...view.names]
        .filter(([, entries]) =>
          entries.some(
            (entry) => entry.versions.includes(view.label) && (!kinds || kinds.includes(entry.kind)),
          ),
        )
        .map(([known]) => known);
      problems.push({
        ...place(segment.line, match.index + 1),
        message:
          `${kinds ? kinds.join('/') : 'name'} ${name}: ${view.label} does not have it; releases that have it: ` +
          `${releasesText(versions)}.${didYouMean(name, known)} ${kinds ? MARK_HINT : 'no release of the library has this name'}`,
      });
    }
  return problems;
}

/** `celerity::queue::wait()` → `celerity::queue::wait`; template arguments dropped. */
const apiKey = (span: string) =>
  span
    .replace(/\(.*\)$/, '')
    .replace(/<[^<>]*>/g, '')
    .trim();

function apiProblems(
  unit: PageUnit,
  view: ReleaseView,
  place: (line: number, column: number) => Omit<Problem, 'message'>,
): Problem[] {
  if (unit.kind !== 'prose') return [];
  return unit.segments.flatMap((segment) =>
    [...segment.text.matchAll(CODE_SPAN)].flatMap((match) => {
      const key = apiKey(match[1]!);
      if (!/^[A-Za-z_][\w]*(?:::[A-Za-z_~][\w]*)+$/.test(key)) return [];
      const name = [key, `celerity::${key}`].find((candidate) => view.api.has(candidate));
      const versions = name ? view.api.get(name)! : undefined;
      if (!name || !versions || versions.includes(view.label) || markedOther(unit, view, versions)) return [];
      const known = [...view.api].filter(([, entry]) => entry.includes(view.label)).map(([known]) => known);
      return [
        {
          ...place(segment.line, match.index + 1),
          message: `API name ${name}: ${view.label} does not have it; releases that have it: ${releasesText(versions)}.${didYouMean(name, known)} ${MARK_HINT}`,
        },
      ];
    }),
  );
}

/** Quoted messages: log lines of output blocks, and inline code spans of four words or more. */
function quotes(unit: PageUnit): { line: number; column: number; text: string }[] {
  if (unit.kind === 'code')
    return OUTPUT_LANG.test(unit.lang ?? '')
      ? unit.segments
          .filter((segment) => isLogLine(segment.text))
          .map((segment) => ({ line: segment.line, column: 1, text: segment.text }))
      : [];
  return unit.segments.flatMap((segment) =>
    [...segment.text.matchAll(CODE_SPAN)]
      .filter((match) => /^[A-Z[]/.test(match[1]!) && match[1]!.trim().split(/\s+/).length >= 4)
      .map((match) => ({ line: segment.line, column: match.index + 1, text: match[1]! })),
  );
}

function messageProblems(
  unit: PageUnit,
  view: ReleaseView,
  place: (line: number, column: number) => Omit<Problem, 'message'>,
): Problem[] {
  const texts = [...view.messages.keys()];
  return quotes(unit).flatMap((quote) => {
    const { matches, near } = matchMessage(quote.text, texts);
    const releases = [...new Set(matches.flatMap((text) => view.messages.get(text)!))];
    if (releases.includes(view.label) || markedOther(unit, view, releases)) return [];
    if (matches.length === 0 && !near) return [];
    const ownTexts = texts.filter((text) => view.messages.get(text)!.includes(view.label));
    const own = matchMessage(quote.text, ownTexts).near;
    const shown = quote.text.length > 80 ? `${quote.text.slice(0, 77)}…` : quote.text;
    const message =
      matches.length > 0
        ? `runtime message "${shown}": ${view.label} does not print it; releases that do: ${releasesText(releases)}.` +
          `${own ? ` Did you mean "${own}"?` : ''} ${MARK_HINT}`
        : `runtime message "${shown}": no release prints it. Did you mean "${near}" (${releasesText(view.messages.get(near!)!)})?`;
    return [{ ...place(quote.line, quote.column), message }];
  });
}

/** The findings of one page. */
export function checkPage(file: string, units: readonly PageUnit[], view: ReleaseView): Problem[] {
  const place = (line: number, column: number) => ({ file, line, column });
  return units.flatMap((unit) => [
    ...nameProblems(unit, view, place),
    ...apiProblems(unit, view, place),
    ...messageProblems(unit, view, place),
  ]);
}
