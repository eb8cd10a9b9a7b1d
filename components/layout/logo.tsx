/** Our mark: three linked nodes on an arc, for work spread across a cluster. Inherits currentColor. */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {/* Shared attributes on groups: the mark is on every page twice (navbar and footer). */}
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <path d="M25.5 8.5A12 12 0 1 0 25.5 23.5" strokeWidth="3" />
        <path d="M11 16h10M21 16l-4.5-4.5M21 16l-4.5 4.5" strokeWidth="2" />
      </g>
      <g fill="currentColor">
        <circle cx="25.5" cy="8.5" r="2.6" />
        <circle cx="25.5" cy="23.5" r="2.6" />
        <circle cx="9" cy="16" r="2.6" />
      </g>
    </svg>
  );
}
