import { readFileSync } from 'node:fs';
import { getApiHistory } from '@/lib/api/history/load';
import type { HistoryFile } from '@/lib/api/history/schema';
import { versionLabel } from '@/lib/api/history/versions';
import { docFiles } from '@/lib/content/docs';
import { displayPath } from '@/lib/content/paths';
import { listVersions } from '@/lib/content/versions';
import { ValidationError, type Problem } from '@/lib/validation/problem';
import { getVersionFacts } from './load';
import { pageUnits } from './page-units';
import { apiNames, factNames } from './presence';
import { checkPage, type ReleaseView } from './prose-check';
import type { VersionFactsFile } from './schema';

// Every docs version's pages against its release (content/versions.yaml: `ref` v0.6.0 → release 0.6,
// master → next): runs in prebuild's content validation with the committed facts, and in the deploy
// workflow with facts read fresh from the library's tags (scripts/version-facts-check.ts).

export function releaseView(label: string, facts: VersionFactsFile, history: HistoryFile): ReleaseView {
  return {
    label,
    order: facts.versions.map((version) => version.label),
    names: factNames(facts),
    api: apiNames(history),
    messages: new Map(facts.messages.map((message) => [message.text, message.versions])),
  };
}

/** The findings of every docs page of every version. */
export function releaseFactProblems(
  facts: VersionFactsFile = getVersionFacts(),
  history: HistoryFile = getApiHistory(),
): Problem[] {
  const labels = facts.versions.map((version) => version.label);
  return listVersions().flatMap((version) => {
    const label = versionLabel(version.ref);
    if (!labels.includes(label))
      return [
        {
          file: 'content/versions.yaml',
          message: `docs version ${version.name}: the version facts have no release ${label} (${version.ref}); one of ${labels.join(', ')}`,
        },
      ];
    const view = releaseView(label, facts, history);
    return docFiles(version).flatMap((file) =>
      checkPage(displayPath(file), pageUnits(readFileSync(file, 'utf8')), view),
    );
  });
}

/** Throws one ValidationError naming every finding. */
export function checkReleaseFacts(facts?: VersionFactsFile, history?: HistoryFile): void {
  const problems = releaseFactProblems(facts, history);
  if (problems.length > 0) throw new ValidationError(problems);
}
