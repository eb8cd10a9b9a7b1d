import { MAIN_DOC_ID, listDocs } from './docs';
import { latestVersion, otherVersions, versionSegment, type DocsVersion } from './versions';

// The docs routes of the versions other than the latest: /docs/<segment>/ (its docs home),
// /docs/<segment>/<guide>/ and /docs/<segment>/api/…. The latest version keeps today's routes.

/** The version served below /docs/<segment>/, if any. */
export function versionBySegment(segment: string): DocsVersion | undefined {
  return otherVersions().find((version) => versionSegment(version.name) === segment);
}

/** A version's guides other than its docs home, by id. */
export const guideIds = (version: DocsVersion = latestVersion()): string[] =>
  listDocs(version)
    .filter((doc) => doc.id !== MAIN_DOC_ID)
    .map((doc) => doc.id);
