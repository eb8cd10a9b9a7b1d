import { AppLink } from '@/components/layout/app-link';
import type { ApiHomePageData } from '@/lib/api/pages/home-page';
import { HeadingLink } from './heading-link';
import lists from './api-lists.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function SectionHeading({ data, index }: { data: ApiHomePageData; index: number }) {
  // The page's table of contents lists its sections in order.
  const section = data.frame.toc[index]!;
  return (
    <h2 id={section.anchor}>
      {section.title}
      <HeadingLink id={section.anchor} label={section.title} />
    </h2>
  );
}

/** The API reference's home: its kinds with counts, the public namespaces, changes and search. */
export function ApiHomeView({ data }: { data: ApiHomePageData }) {
  return (
    <>
      <h1>API reference</h1>
      <p>
        The public C++ API of Celerity {data.version}, read from the library&apos;s headers: every class,
        function, alias, enum and macro has a page with its declaration and documentation, and the namespaces
        page lists variables and concepts in full.
      </p>
      <SectionHeading data={data} index={0} />
      <ul className={lists.entries}>
        {data.kinds.map((kind) => (
          <li key={kind.href}>
            <AppLink href={kind.href}>{kind.title}</AppLink> ({kind.count})
            <span className={lists.entryBrief}>{kind.intro}</span>
          </li>
        ))}
      </ul>
      <SectionHeading data={data} index={1} />
      <ul className={lists.entries}>
        {data.namespaces.map((namespace) => (
          <li key={namespace.href}>
            <AppLink href={namespace.href}>
              <code>{namespace.name}</code>
            </AppLink>{' '}
            <span className={lists.entryBrief}>{count(namespace.members, 'member', 'members')}</span>
          </li>
        ))}
      </ul>
      {data.internalNamespaces > 0 ? (
        <p>
          {count(data.internalNamespaces, 'internal namespace', 'internal namespaces')} (<code>detail</code>){' '}
          {data.internalNamespaces === 1 ? 'is' : 'are'} listed on the namespaces page only: user code does
          not name them.
        </p>
      ) : null}
      <SectionHeading data={data} index={2} />
      <p>
        {data.changes.into ? (
          <>
            What {data.version} added, removed, deprecated and changed:{' '}
            <AppLink href={data.changes.into.href}>{data.changes.into.label}</AppLink>.{' '}
          </>
        ) : null}
        Every step from one release to the next: <AppLink href={data.changes.indexHref}>API changes</AppLink>.
        Symbol pages also say in which version a symbol appeared or was deprecated.
      </p>
      <SectionHeading data={data} index={3} />
      <p>
        When you know a name but not its kind, search is faster than the lists: press <kbd>Ctrl</kbd>{' '}
        <kbd>K</kbd> (<kbd>⌘</kbd> <kbd>K</kbd> on a Mac) or <kbd>/</kbd> and type part of it, such as{' '}
        <code>parallel_for</code> or <code>accessor</code>. Search looks in the docs version you are reading;
        the <AppLink href="/search/">search page</AppLink> lets you pick another.
      </p>
    </>
  );
}
