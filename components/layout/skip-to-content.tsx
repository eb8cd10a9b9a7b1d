import styles from './skip-to-content.module.css';

export function SkipToContent() {
  return (
    <a href="#main-content" className={styles.skip}>
      Skip to main content
    </a>
  );
}
