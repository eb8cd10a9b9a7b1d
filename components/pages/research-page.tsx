import { CodeBlock } from '@/components/mdx/code-block';
import prose from '@/components/mdx/prose.module.css';
import type { Research } from '@/lib/content/research';
import styles from './research-page.module.css';

export function ResearchPage({ research }: { research: Research }) {
  return (
    <main className={styles.page}>
      <article className={prose.prose}>
        <h1>Research</h1>
        <p>
          Celerity grew out of research on programming models and runtime systems for accelerator clusters.
          This page lists the publications and talks about it, explains how to cite it, and names the groups
          and grants behind it.
        </p>
        <h2 id="publications">Publications</h2>
        <ol className={styles.list}>
          {research.publications.map((publication) => (
            <li key={publication.title} className={styles.entry}>
              <cite className={styles.title}>{publication.title}</cite>
              <span>{publication.authors.join(', ')}</span>
              <span className={styles.venue}>
                {publication.venue}, {publication.year}
              </span>
              {publication.presented ? <span>First presented at {publication.presented}</span> : null}
              {publication.doi ? (
                <a href={`https://doi.org/${publication.doi}`} target="_blank" rel="noopener noreferrer">
                  DOI {publication.doi}
                </a>
              ) : publication.url ? (
                <a href={publication.url} target="_blank" rel="noopener noreferrer">
                  Read the paper
                </a>
              ) : null}
            </li>
          ))}
        </ol>
        {research.talks.length > 0 ? (
          <>
            <h2 id="talks">Talks</h2>
            <ul className={styles.list}>
              {research.talks.map((talk) => (
                <li key={talk.title} className={styles.entry}>
                  <cite className={styles.title}>{talk.title}</cite>
                  <span>{talk.speakers.join(', ')}</span>
                  <span className={styles.venue}>
                    {talk.event}, {talk.year}
                  </span>
                  {talk.url ? (
                    <a href={talk.url} target="_blank" rel="noopener noreferrer">
                      Watch or read
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h2 id="institutions">Institutions</h2>
        <ul>
          {research.institutions.map((institution) => (
            <li key={institution.name}>
              {institution.url ? (
                <a href={institution.url} target="_blank" rel="noopener noreferrer">
                  {institution.name}
                </a>
              ) : (
                institution.name
              )}
              {institution.unit ? `, ${institution.unit}` : ''}
            </li>
          ))}
        </ul>
        <h2 id="how-to-cite">How to cite</h2>
        <p>
          When you use Celerity in published work, please cite <cite>{research.citation.title}</cite>:
        </p>
        <CodeBlock data-code-block="">
          <div data-code-title="">celerity.bib</div>
          <div dangerouslySetInnerHTML={{ __html: research.bibtexHtml }} />
        </CodeBlock>
        <h2 id="collaboration">Research collaboration</h2>
        <p>{research.contact}</p>
        <ul>
          {research.contacts.map((person) => (
            <li key={person.name}>
              <a href={person.url} target="_blank" rel="noopener noreferrer">
                {person.name}
              </a>
              , {person.institution}
            </li>
          ))}
        </ul>
        <h2 id="funding">Funding</h2>
        <p>Work on Celerity has been supported by these grants:</p>
        <ul>
          {research.funding.map((grant) => (
            <li key={grant.grant}>
              <strong>{grant.funder}</strong>: {grant.grant}
              {grant.note ? ` (${grant.note})` : ''}
            </li>
          ))}
        </ul>
      </article>
    </main>
  );
}
