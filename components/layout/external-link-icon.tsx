/** Marks a link that opens in a new tab; drawn by the `external-link-icon` rule in global.css. */
export function ExternalLinkIcon() {
  return <span className="external-link-icon" aria-hidden="true" />;
}
