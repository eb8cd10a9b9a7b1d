// Prints each docs version of content/versions.yaml as `<name> <ref>` (one per line, newest first), for
// shell loops that work per version: the deploy workflow's drift step and the deploy path of npm test.
import { listVersions } from '@/lib/content/versions';

for (const version of listVersions()) console.log(version.name, version.ref);
