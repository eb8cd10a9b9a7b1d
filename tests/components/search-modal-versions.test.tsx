import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from '@/components/search/search-button';

// The modal searches the docs version of the page it is opened on, and its version select switches the
// index searched. Each version's index is built in memory: a "Buffers" guide at that version's URL.

const page = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => page.pathname,
}));
vi.mock('@/lib/search/client/local-client', async () => {
  const { createLocalSearchClient } = await import('@/lib/search/client/algolia-response');
  const { createSearchEngine } = await import('@/lib/search/build-index');
  const { recordsFromDocPage } = await import('@/lib/search/build-records');
  const { searchTagsFor } = await import('@/lib/search/client/search-versions');
  const folders: Record<string, [string, string]> = {
    '/search-index/0.7/': ['0.7', '/docs/buffers/'],
    '/search-index/0.6/': ['0.6', '/docs/0.6/buffers/'],
  };
  const clients = new Map(
    Object.entries(folders).map(([folder, [name, url]]) => [
      folder,
      createLocalSearchClient(() =>
        createSearchEngine(
          recordsFromDocPage({
            url,
            lvl0: 'Guides',
            title: `Buffers in ${name}`,
            intro: 'Buffers hold data.',
            sections: [],
            tags: searchTagsFor(name),
          }),
        ),
      ),
    ]),
  );
  return {
    getLocalSearchClient: (folder: string) => {
      const client = clients.get(folder);
      if (!client) throw new Error(`no index at ${folder}`);
      return client;
    },
  };
});

const VERSIONS = [
  { name: '0.7', label: '0.7', path: '/docs/' },
  { name: '0.6', label: '0.6', path: '/docs/0.6/' },
];

// The modal is loaded lazily; loading it once up front keeps the first test within findBy's wait.
beforeAll(() => import('@/components/search/search-modal'));
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

async function openAndType(pathname: string, query: string, versions = VERSIONS) {
  page.pathname = pathname;
  const user = userEvent.setup();
  render(<SearchButton versions={versions} />);
  await user.click(screen.getByRole('button', { name: /Search/ }));
  await user.type(await screen.findByRole('searchbox'), query);
  return user;
}

const hitUrls = async () =>
  (await screen.findAllByRole('link', { name: /Buffers in/ })).map((link) => link.getAttribute('href'));

describe('search modal versions', () => {
  it('searches the version of a /docs/0.6/ page and says so in a labelled select', async () => {
    await openAndType('/docs/0.6/buffers/', 'buffers');
    expect(await hitUrls()).toEqual(['/docs/0.6/buffers/']);
    const select = screen.getByRole('combobox', { name: 'Search in version' });
    expect((select as HTMLSelectElement).value).toBe('0.6');
  });

  it('searches the latest release from a page outside the docs', async () => {
    await openAndType('/blog/', 'buffers');
    expect(await hitUrls()).toEqual(['/docs/buffers/']);
    expect((screen.getByRole('combobox', { name: 'Search in version' }) as HTMLSelectElement).value).toBe(
      '0.7',
    );
  });

  it('switches the version from the keyboard, keeping the query and the focus on the select', async () => {
    const user = await openAndType('/docs/0.6/buffers/', 'buffers');
    expect(await hitUrls()).toEqual(['/docs/0.6/buffers/']);
    const select = screen.getByRole('combobox', { name: 'Search in version' });
    select.focus();
    await user.selectOptions(select, '0.7');
    expect((await screen.findByRole('link', { name: /Buffers in 0\.7/ })).getAttribute('href')).toBe(
      '/docs/buffers/',
    );
    expect(screen.queryByRole('link', { name: /Buffers in 0\.6/ })).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('buffers');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search in version' }));
    const footer = within(document.querySelector('.DocSearch-HitsFooter') as HTMLElement).getByRole('link');
    expect(footer.getAttribute('href')).toBe('/search/?q=buffers');
  });

  it('links "See all results" to the version searched', async () => {
    await openAndType('/docs/0.6/buffers/', 'buffers');
    await hitUrls();
    const footer = within(document.querySelector('.DocSearch-HitsFooter') as HTMLElement).getByRole('link');
    expect(footer.getAttribute('href')).toBe('/search/?q=buffers&version=0.6');
  });

  it('shows no select when the site has one version', async () => {
    await openAndType('/docs/', 'buffers', [VERSIONS[0]!]);
    expect(await hitUrls()).toEqual(['/docs/buffers/']);
    expect(screen.queryByRole('combobox', { name: 'Search in version' })).toBeNull();
  });
});
