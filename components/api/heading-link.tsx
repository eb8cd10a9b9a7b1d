/** The "#" link after a heading, like the guides' headings (rehype-autolink-headings). */
export function HeadingLink({ id, label }: { id: string; label: string }) {
  return (
    <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${label}`}>
      #
    </a>
  );
}
