// A message template (text with `{}` placeholders, as the runtime's source writes it) as an anchor on
// the messages pages. Its search pattern is lib/search/client/message-match.ts.

const PLACEHOLDER = /\{[^{}]*\}/g;

/** The words of a template without its placeholders, kebab-case, at most eight of them. */
export function templateSlug(text: string): string {
  const words = text
    .replace(PLACEHOLDER, ' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.slice(0, 8).join('-') || 'message';
}
