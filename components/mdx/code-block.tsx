import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button';
import styles from './code-block.module.css';

/** The <figure data-code-block> produced by our rehype plugin, plus a copy button. */
export function CodeBlock({ children, ...props }: ComponentProps<'figure'>) {
  return (
    <figure {...props} className={styles.block}>
      {children}
      <CopyButton />
    </figure>
  );
}
