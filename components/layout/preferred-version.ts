/** Per docs plugin, as Docusaurus stores it; we have one plugin, "default". */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

export function writePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice is then not remembered.
  }
}

/** Returns a stored version name only if it names a known version; anything else is discarded. */
export function readPreferredVersion(known: readonly string[]): string | null {
  try {
    const value = localStorage.getItem(PREFERRED_VERSION_KEY);
    if (value && known.includes(value)) return value;
    if (value !== null) localStorage.removeItem(PREFERRED_VERSION_KEY);
  } catch {
    // See writePreferredVersion.
  }
  return null;
}
