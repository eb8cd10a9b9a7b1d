// Prints each docs version of content/versions.yaml as `<name> <ref>` (one per line, newest first), for
// shell loops that work per version: the deploy workflow's drift step and the deploy path of npm test.
// With --latest it prints only the latest release's ref (`v0.7.0`): the workflow and scripts/test.sh
// name the release they build and bundle from it, so cutting a release edits neither.
import { latestVersion, listVersions } from '@/lib/content/versions';

if (process.argv.includes('--latest')) console.log(latestVersion().ref);
else for (const version of listVersions()) console.log(version.name, version.ref);
