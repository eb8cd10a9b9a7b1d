import type { ComponentProps } from 'react';

/** Wide tables scroll inside their own box instead of widening the page. */
export function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}
