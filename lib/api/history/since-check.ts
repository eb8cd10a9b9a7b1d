import { getApiHistory } from './load';
import type { HistoryEvent, HistoryFile } from './schema';
import { didYouMean, ValidationError, type Problem } from '@/lib/validation/problem';
import { listPosts } from '@/lib/content/blog';
import { listDocs } from '@/lib/content/docs';
import { getStandalonePage, listStandalonePageIds } from '@/lib/content/pages';
import type { SinceUse } from '@/lib/content/since-use';

// `<Since version="…" />` in guides, posts and pages must name a version of the API history, and with
// `api="celerity::…"` the version that symbol (or member) came in: a wrong badge fails the build.

const lastAdded = (events: HistoryEvent[]) => events.findLast((event) => event.type === 'added')?.version;

/** The version `name` (a symbol, or `symbol::member`) was last added in, or why it cannot be told. */
function addedIn(history: HistoryFile, name: string): { version: string } | { error: string } {
  const symbol = history.symbols.find((entry) => entry.name === name);
  if (symbol) {
    const version = lastAdded(symbol.events);
    return version ? { version } : { error: `the API history has no addition of ${name}` };
  }
  const split = name.lastIndexOf('::');
  const owner = history.symbols.find((entry) => entry.name === name.slice(0, split));
  const member = owner?.members.find((entry) => entry.name === name.slice(split + 2));
  if (owner && split > 0) {
    const version = (member && lastAdded(member.events)) ?? lastAdded(owner.events);
    return version ? { version } : { error: `the API history has no addition of ${name}` };
  }
  const names = history.symbols.map((entry) => entry.name);
  return { error: `${name} is not a public symbol of the API history.${didYouMean(name, names)}` };
}

export function sinceProblem(file: string, use: SinceUse, history: HistoryFile): Problem | null {
  const place = { file, line: use.line, column: use.column };
  const labels = history.versions.map((version) => version.label);
  if (use.version === null)
    return { ...place, message: `<Since> needs a version="…" attribute, one of ${labels.join(', ')}` };
  if (!labels.includes(use.version))
    return {
      ...place,
      message: `<Since version="${use.version}">: no such version in the API history; one of ${labels.join(', ')}`,
    };
  if (use.api === null) return null;
  const added = addedIn(history, use.api);
  if ('error' in added) return { ...place, message: `<Since api="${use.api}">: ${added.error}` };
  if (added.version === labels[0])
    return {
      ...place,
      message: `<Since api="${use.api}">: it is in ${added.version}, the oldest version compared, so the history cannot tell when it came`,
    };
  if (added.version !== use.version)
    return {
      ...place,
      message: `<Since version="${use.version}" api="${use.api}">: the API history says ${use.api} came in ${added.version}`,
    };
  return null;
}

/** Checks every `<Since>` of guides, posts and pages; throws one ValidationError naming each problem. */
export function checkSinceVersions(history: HistoryFile = getApiHistory()): void {
  const pages = [
    ...listDocs(),
    ...listPosts(),
    ...listStandalonePageIds().map((id) => getStandalonePage(id)),
  ];
  const problems = pages.flatMap((page) =>
    page.outline.sinces.flatMap((use) => sinceProblem(page.file, use, history) ?? []),
  );
  if (problems.length > 0) throw new ValidationError(problems);
}
