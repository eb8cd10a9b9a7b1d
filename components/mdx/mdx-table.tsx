import type { ComponentProps } from 'react';

/**
 * Wide tables scroll inside their own box instead of widening the page. The box is a focusable region (so
 * the keyboard can scroll it) named after the table's section by lib/mdx/rehype-table-labels.mjs.
 */
export function MdxTable({
  'data-region-label': label,
  ...props
}: ComponentProps<'table'> & { 'data-region-label'?: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  );
}
