// A versions.yaml like the site's: the working copy, the latest release (C++20) and an older one (C++17),
// with their folders below `contentRoot`.
import { parseVersions, type DocsVersion } from '@/lib/content/versions';

export function threeVersions(contentRoot: string): [DocsVersion, DocsVersion, DocsVersion] {
  const [current, latest, older] = parseVersions(
    'versions.yaml',
    [
      '- { name: current, label: Next, ref: master, cppStandard: 20, banner: unreleased }',
      "- { name: '0.7', label: '0.7', ref: v0.7.0, cppStandard: 20, banner: none, isLast: true }",
      "- { name: '0.6', label: '0.6', ref: v0.6.0, cppStandard: 17, banner: unmaintained }",
    ].join('\n'),
    contentRoot,
  );
  return [current!, latest!, older!];
}
