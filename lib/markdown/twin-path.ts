/**
 * Where the Markdown twin of the page at `path` (trailing slash) is published: `/docs/x/` →
 * `/docs/x.md`, `/` → `/index.md`. Kept apart from the converter so pages can link it cheaply.
 */
export function markdownTwinPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
}
