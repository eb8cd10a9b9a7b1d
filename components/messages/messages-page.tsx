import { DocsLayout } from '@/components/docs/docs-layout';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import prose from '@/components/mdx/prose.module.css';
import api from '@/components/api/api.module.css';
import history from '@/components/api/history-badges.module.css';
import type { CatalogMessage, CatalogTopic } from '@/lib/messages/catalog';
import type { TocEntry } from '@/lib/content/route-data';
import type { Sidebar } from '@/lib/content/sidebars';
import type { VersionBannerData } from '@/lib/site/version-pages';
import { MessageText } from './message-text';
import styles from './messages-page.module.css';

function MessageEntry({ message }: { message: CatalogMessage }) {
  return (
    <div id={message.anchor} className={styles.message}>
      <pre tabIndex={0}>
        <code>{message.text}</code>
      </pre>
      <div className={history.history}>
        {message.levels.map((level) => (
          <span key={level} className={api.badge}>
            {level}
          </span>
        ))}
        <span className={api.badge}>{message.since}</span>
        {message.removed ? (
          <span className={`${api.badge} ${history.removed}`}>removed in {message.removed}</span>
        ) : null}
        <span className={history.message}>
          <code>{message.at}</code>
        </span>
      </div>
    </div>
  );
}

export function MessagesPage({
  title,
  topics,
  toc,
  sidebar,
  path,
  banner,
  href,
}: {
  title: string;
  topics: CatalogTopic[];
  toc: TocEntry[];
  sidebar: Sidebar | null;
  path: string;
  banner: VersionBannerData | null;
  href: (path: string) => string;
}) {
  return (
    <DocsLayout sidebar={sidebar} activeHref={path} toc={toc} banner={banner}>
      <Breadcrumbs crumbs={[{ label: 'Docs', href: href('/docs/') }, { label: title }]} />
      <article className={prose.prose}>
        <h1>{title}</h1>
        <p>
          Every message this release of the runtime prints or throws, grouped by what it is about, with what
          it means and what to do. A log line reads <code>[date time] [rank] [level] text</code>; paste a
          whole line, or just its text, into the search and its entry comes first. Each message is shown as
          the source writes it, with <code>{'{}'}</code> where the runtime fills in a value, followed by its
          level, since when it exists and where the source prints it.
        </p>
        {topics.map((topic) => (
          <section key={topic.topic}>
            <h2 id={topic.topic}>{topic.title}</h2>
            {topic.families.map(({ family, messages }) => (
              <section key={family.id}>
                <h3 id={family.id}>{family.title}</h3>
                {messages.map((message) => (
                  <MessageEntry key={message.anchor} message={message} />
                ))}
                <MessageText text={family.text} href={href} />
              </section>
            ))}
          </section>
        ))}
      </article>
    </DocsLayout>
  );
}
