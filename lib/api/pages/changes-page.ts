import {
  changesIn,
  versionSteps,
  type ApiChange,
  type ChangeType,
  type VersionStep,
} from '@/lib/api/history/changes';
import { deprecationAt } from '@/lib/api/history/deprecation';
import { getApiHistory } from '@/lib/api/history/load';
import { pairDeclarations } from '@/lib/api/history/pairing';
import { API_BASE } from '@/lib/api/kinds/urls';
import { viewedApiVersion } from '@/lib/api/pages/history-refs';
import { historySymbolUrl, lastDocumentedUrl } from '@/lib/api/pages/history-urls';
import type { ApiPageFrame, ApiPageMeta } from '@/lib/api/pages/view-types';
import { getSidebar, type Crumb } from '@/lib/content/route-data';

// The API changes pages: an index of the version steps and, per step (`/docs/api/changes/0-6-to-0-7/`),
// what the later version added, removed, deprecated and changed, read from the API history.

export const CHANGES_URL = `${API_BASE}/changes/`;
const changesTitle = 'API changes';

export const changesStepUrl = (step: VersionStep) => `${CHANGES_URL}${step.slug}/`;

const KIND_LABELS: Record<string, string> = {
  namespace: 'namespace',
  record: 'class',
  enum: 'enum',
  alias: 'alias',
  'function-set': 'function',
  variable: 'variable',
  concept: 'concept',
  macro: 'macro',
};
const MEMBER_LABELS = { function: 'member function', field: 'data member', enumerator: 'enumerator' };

/** `member function`, or `constructor` / `destructor` for the member functions named after their class. */
function memberLabel(change: ApiChange): string {
  const className = change.symbol.replace(/<.*>$/, '').split('::').at(-1);
  if (change.memberKind === 'function' && change.member === className) return 'constructor';
  if (change.memberKind === 'function' && change.member === `~${className}`) return 'destructor';
  return MEMBER_LABELS[change.memberKind!];
}

const SECTIONS: Array<{ type: ChangeType; title: string }> = [
  { type: 'added', title: 'Added' },
  { type: 'removed', title: 'Removed' },
  { type: 'deprecated', title: 'Deprecated' },
  { type: 'changed', title: 'Changed' },
];

export interface ChangeEntryView {
  name: string;
  href?: string;
  kindLabel: string;
  /** Versions from `from` on could not be read, so the change happened in one of them. */
  from?: string;
  message?: string;
  /** The deprecated overloads of a function, each with its message when they differ. */
  overloads?: Array<{ signature: string; message?: string }>;
  /**
   * Changed declarations: each new one with its former self, then those without a partner; a former
   * one that was deprecated says since when.
   */
  pairs?: Array<{ before?: string; after?: string; deprecatedIn?: string }>;
}

export interface ChangesStepPageData {
  frame: ApiPageFrame;
  step: VersionStep;
  /** Parse warnings of either version: what the lists may lack. */
  warnings: string[];
  sections: Array<{ id: ChangeType; title: string; entries: ChangeEntryView[] }>;
}

export interface ChangesIndexPageData {
  frame: ApiPageFrame;
  steps: Array<{ href: string; label: string; counts: Record<ChangeType, number> }>;
}

function changesFrame(crumbs: Crumb[], toc: ApiPageFrame['toc']): ApiPageFrame {
  return {
    sidebar: getSidebar('api'),
    activeHref: CHANGES_URL,
    breadcrumbs: [{ label: 'API', href: `${API_BASE}/` }, ...crumbs],
    toc,
    usedIn: null,
    libraryExamples: null,
    lastUpdate: null,
    viewedVersion: viewedApiVersion(),
  };
}

const stepLabel = (step: VersionStep) => `${step.from} → ${step.to}`;

export function listChangeSteps(): VersionStep[] {
  return versionSteps(getApiHistory());
}

export function changesStepMeta(step: VersionStep): ApiPageMeta {
  return {
    title: `API changes from ${step.from} to ${step.to}`,
    description: `What the public C++ API of Celerity ${step.to} added, removed, deprecated and changed compared with ${step.from}.`,
    path: changesStepUrl(step),
  };
}

export const changesIndexMeta: ApiPageMeta = {
  title: changesTitle,
  description: 'How the public C++ API of Celerity changed from one version to the next.',
  path: CHANGES_URL,
};

function entryOf(change: ApiChange, version: string, order: readonly string[]): ChangeEntryView {
  const { event } = change;
  // What a version removed is documented last by an older version's pages.
  const href =
    event.type === 'removed'
      ? lastDocumentedUrl(change.symbol, version, order, change.member)
      : historySymbolUrl(change.symbol, version, change.member);
  const from = 'from' in event ? event.from : undefined;
  const entry: ChangeEntryView = {
    name: change.member === undefined ? change.symbol : `${change.symbol}::${change.member}`,
    kindLabel: change.memberKind ? memberLabel(change) : (KIND_LABELS[change.kind] ?? change.kind),
    ...(href ? { href } : {}),
    ...(from ? { from } : {}),
  };
  if (event.type === 'deprecated') {
    entry.message = event.message;
    if (event.signature) entry.overloads = [{ signature: event.signature, message: event.message }];
  }
  if (event.type === 'changed') {
    const pairs = pairDeclarations(event.before, event.after);
    const formers = new Set(pairs.values());
    // A former declaration that was deprecated says since when: a deprecated overload replaced or removed.
    const former = (before: string) => {
      const deprecated = deprecationAt(change.events, before, order.indexOf(version) - 1, order);
      return deprecated ? { before, deprecatedIn: deprecated.version } : { before };
    };
    // Pairs first, then what went and what came in their places, so that the list reads from before
    // to now throughout.
    entry.pairs = [
      ...event.after
        .filter((after) => pairs.has(after))
        .map((after) => ({ ...former(pairs.get(after)!), after })),
      ...event.before.filter((before) => !formers.has(before)).map(former),
      ...event.after.filter((after) => !pairs.has(after)).map((after) => ({ after })),
    ];
  }
  return entry;
}

/**
 * One entry per symbol: a function whose overloads were deprecated one by one has an event per
 * overload; they become one entry listing them (with one message when they share it).
 */
function mergeOverloads(entries: ChangeEntryView[]): ChangeEntryView[] {
  const merged: ChangeEntryView[] = [];
  const byName = new Map<string, ChangeEntryView>();
  for (const entry of entries) {
    const first = entry.overloads ? byName.get(entry.name) : undefined;
    if (first) first.overloads = [...(first.overloads ?? []), ...(entry.overloads ?? [])];
    else {
      const copy = { ...entry };
      merged.push(copy);
      if (copy.overloads) byName.set(copy.name, copy);
    }
  }
  return merged.map((entry) => {
    if (!entry.overloads) return entry;
    const messages = new Set(entry.overloads.map((overload) => overload.message));
    if (messages.size > 1) return { ...entry, message: undefined };
    return { ...entry, overloads: entry.overloads.map(({ signature }) => ({ signature })) };
  });
}

export function getChangesStepPageData(step: VersionStep): ChangesStepPageData {
  const history = getApiHistory();
  const changes = changesIn(history, step.to);
  const order = history.versions.map((version) => version.label);
  const sections = SECTIONS.map(({ type, title }) => ({
    id: type,
    title,
    entries: mergeOverloads(
      changes.filter((change) => change.type === type).map((change) => entryOf(change, step.to, order)),
    ),
  }));
  const warnings = history.versions
    .filter((version) => version.label === step.from || version.label === step.to)
    .flatMap((version) => version.warnings.map((warning) => `${version.label}: ${warning}`));
  const toc = sections.map((section) => ({ depth: 2 as const, title: section.title, anchor: section.id }));
  const frame = changesFrame([{ label: changesTitle, href: CHANGES_URL }, { label: stepLabel(step) }], toc);
  return { frame, step, warnings, sections };
}

export function getChangesIndexPageData(): ChangesIndexPageData {
  const steps = listChangeSteps().map((step) => ({
    href: changesStepUrl(step),
    label: stepLabel(step),
    // The entries its page lists: a symbol whose overloads were deprecated one by one is one entry.
    counts: Object.fromEntries(
      getChangesStepPageData(step).sections.map((section) => [section.id, section.entries.length]),
    ) as Record<ChangeType, number>,
  }));
  return { frame: changesFrame([{ label: changesTitle }], []), steps: steps.reverse() };
}
