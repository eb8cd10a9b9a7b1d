import { AppLink } from './app-link';
import { siteConfig } from '@/lib/site-config';
import { ExternalLink } from './external-link';
import { Logo } from './logo';
import styles from './footer.module.css';

export function Footer() {
  const { columns, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {columns.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className={styles.title}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.label}>
                  {item.href ? (
                    <ExternalLink href={item.href}>{item.label}</ExternalLink>
                  ) : (
                    <AppLink href={item.to ?? '/'}>{item.label}</AppLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <span className={styles.logo}>
          <Logo size={36} />
          <span>{siteConfig.title}</span>
        </span>
        {copyright.map((line) => (
          <p key={line} className={styles.copyright}>
            {line}
          </p>
        ))}
      </div>
    </footer>
  );
}
