import { AppLink } from '@/components/layout/app-link';
import { Logo } from '@/components/layout/logo';
import type { HomeContent } from '@/lib/content/home';
import styles from './home-page.module.css';

export function HomePage({ home }: { home: HomeContent }) {
  return (
    <main>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroText}>
          <span className={styles.mark}>
            <Logo size={72} />
          </span>
          <h1 id="hero-title" className={styles.title}>
            {home.hero.title}
          </h1>
          <p className={styles.tagline}>{home.hero.tagline}</p>
          <p className={styles.pitch}>{home.hero.pitch}</p>
          <div className={styles.actions}>
            <AppLink href={home.hero.primary.href} className={styles.primary}>
              {home.hero.primary.label}
            </AppLink>
            <AppLink href={home.hero.secondary.href} className={styles.secondary}>
              {home.hero.secondary.label}
            </AppLink>
          </div>
        </div>
        <figure className={styles.window} aria-label={`Example program ${home.example.title}`}>
          <figcaption className={styles.windowBar}>
            <span aria-hidden="true" className={styles.dots}>
              <i />
              <i />
              <i />
            </span>
            {home.example.title}
          </figcaption>
          <div className={styles.code} dangerouslySetInnerHTML={{ __html: home.exampleHtml }} />
        </figure>
      </section>
      <section className={styles.features} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          What Celerity does for you
        </h2>
        <ul className={styles.grid}>
          {home.features.map((feature) => (
            <li key={feature.title} className={styles.card}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.team} aria-labelledby="team-title">
        <h2 id="team-title" className={styles.sectionTitle}>
          Who develops it
        </h2>
        <p>{home.team}</p>
        <p>
          <AppLink href="/research/">Publications and how to cite</AppLink> ·{' '}
          <AppLink href="/contribute/">How to contribute</AppLink>
        </p>
      </section>
    </main>
  );
}
