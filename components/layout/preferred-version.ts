/** Per docs plugin, as Docusaurus stores it; we have one plugin, "default". */
const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function writePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice is then not remembered.
  }
}
