import styles from './signature.module.css';

/** A highlighted, cross-linked C++ declaration; long lines scroll inside the box. */
export function Signature({ html, label }: { html: string; label?: string }) {
  return (
    <pre
      className={styles.signature}
      tabIndex={0}
      data-language="cpp"
      {...(label ? { 'aria-label': label } : {})}
    >
      <code dangerouslySetInnerHTML={{ __html: html }} />
    </pre>
  );
}

/** Inline highlighted type, e.g. in a parameter table. */
export function InlineCode({ html }: { html: string }) {
  return <code className={styles.inline} dangerouslySetInnerHTML={{ __html: html }} />;
}
