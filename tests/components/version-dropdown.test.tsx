import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionOption } from '@/components/layout/use-version-switch';
import { VersionDropdown } from '@/components/layout/version-dropdown';

// The navbar's docs version menu: a disclosure button with a list of links, the current one marked.

const pathname = vi.hoisted(() => ({ current: '/docs/0.6/queue/' }));
const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => ({ prefetch: vi.fn(), push }),
}));

const VERSIONS: VersionOption[] = [
  { name: 'current', label: '0.7', path: '/docs/' },
  { name: '0.6', label: '0.6', path: '/docs/0.6/' },
  { name: '0.5', label: '0.5', path: '/docs/0.5/' },
];
const PREFERENCE_KEY = 'docs-preferred-version-default';

beforeEach(() => {
  pathname.current = '/docs/0.6/queue/';
});

const menu = () => screen.getByRole('list', { hidden: true });

describe('version dropdown', () => {
  it('names the version of the page and opens with Enter to list every version, the current marked', async () => {
    const user = userEvent.setup();
    render(<VersionDropdown versions={VERSIONS} />);
    const button = screen.getByRole('button', { name: 'Docs version: 0.6' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu().hidden).toBe(true);

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['0.7', '/docs/'],
      ['0.6', '/docs/0.6/'],
      ['0.5', '/docs/0.5/'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });

  it('takes the longest matching version path, so the latest docs are not mistaken for a prefix', () => {
    pathname.current = '/docs/queue/';
    render(<VersionDropdown versions={VERSIONS} />);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Docs version: 0.7');
    const links = within(menu()).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('moves through the versions with the arrow keys and closes with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    render(<VersionDropdown versions={VERSIONS} />);
    const button = screen.getByRole('button', { name: 'Docs version: 0.6' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('0.7'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('0.5'));
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('0.7'));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with ArrowUp on the last version', async () => {
    const user = userEvent.setup();
    render(<VersionDropdown versions={VERSIONS} />);
    screen.getByRole('button', { name: 'Docs version: 0.6' }).focus();
    await user.keyboard('{ArrowUp}');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('0.5'));
  });

  it('remembers the chosen version and closes', async () => {
    const user = userEvent.setup();
    render(<VersionDropdown versions={VERSIONS} />);
    const button = screen.getByRole('button', { name: 'Docs version: 0.6' });
    await user.click(button);
    await user.click(within(menu()).getByRole('link', { name: '0.5' }));
    expect(localStorage.getItem(PREFERENCE_KEY)).toBe('0.5');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('still follows the choice when storage refuses to keep it', async () => {
    const user = userEvent.setup();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<VersionDropdown versions={VERSIONS} />);
    const button = screen.getByRole('button', { name: 'Docs version: 0.6' });
    await user.click(button);
    await user.click(within(menu()).getByRole('link', { name: '0.7' }));
    expect(setItem).toHaveBeenCalledWith(PREFERENCE_KEY, 'current');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the reader clicks elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <VersionDropdown versions={VERSIONS} />
        <p>Elsewhere</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Docs version: 0.6' });
    await user.click(button);
    await user.click(screen.getByText('Elsewhere'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is not shown with a single version', () => {
    const { container } = render(<VersionDropdown versions={VERSIONS.slice(0, 1)} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('version dropdown with the page lists', () => {
  const lists: Record<string, string[]> = {
    current: ['', 'queue/'],
    '0.6': ['', 'queue/'],
    '0.5': [''],
  };

  it('links each version to the same page once the lists are loaded, else to its root with a notice', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      const name = decodeURIComponent(/version-pages\/(.+)\.json$/.exec(url)?.[1] ?? '');
      return new Response(JSON.stringify({ pages: lists[name] }), { status: 200 });
    });
    const user = userEvent.setup();
    render(<VersionDropdown versions={VERSIONS} />);
    expect(requested).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Docs version: 0.6' }));
    await vi.waitFor(() =>
      expect(within(menu()).getByRole('link', { name: '0.7' }).getAttribute('href')).toBe('/docs/queue/'),
    );
    expect(requested).toHaveLength(3);
    expect(within(menu()).getByRole('link', { name: '0.5' }).getAttribute('href')).toBe('/docs/0.5/');
    await user.click(within(menu()).getByRole('link', { name: '0.5' }));
    expect(sessionStorage.getItem('celerity-version-notice')).toBe(
      'This page (/docs/0.6/queue/) does not exist in Celerity 0.5, so this is the docs home of 0.5.',
    );
    expect(localStorage.getItem(PREFERENCE_KEY)).toBe('0.5');
    vi.unstubAllGlobals();
  });

  it('waits for the lists when a version is chosen before they arrived, then goes there with the notice', async () => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (url: string) => {
      await arrived;
      const name = decodeURIComponent(/version-pages\/(.+)\.json$/.exec(url)?.[1] ?? '');
      return new Response(JSON.stringify({ pages: lists[name] }), { status: 200 });
    });
    push.mockClear();
    sessionStorage.clear();
    const user = userEvent.setup();
    render(<VersionDropdown versions={VERSIONS} />);
    await user.click(screen.getByRole('button', { name: 'Docs version: 0.6' }));
    await user.click(within(menu()).getByRole('link', { name: '0.5' }));
    expect(push).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/docs/0.5/'));
    expect(sessionStorage.getItem('celerity-version-notice')).toBe(
      'This page (/docs/0.6/queue/) does not exist in Celerity 0.5, so this is the docs home of 0.5.',
    );
    vi.unstubAllGlobals();
  });
});
