import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { MobileSidebarProvider, RegisterMobileSidebar } from '@/components/layout/mobile-sidebar-context';
import type { SidebarItem } from '@/lib/content/sidebars';

// The navigation drawer under 996 px: a modal dialog with the main links, or the page's sidebar.
// Moving focus in on open and back on close is the browser's part (see dialog-stub.ts); keeping Tab
// inside, closing on Escape, on a link and on navigation is the component's.

const pathname = vi.hoisted(() => ({ current: '/docs/queue/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => ({ prefetch: vi.fn() }),
}));

const LINKS = [
  { label: 'Docs', href: '/docs/', external: false },
  { label: 'Blog', href: '/blog/', external: false },
  { label: 'GitHub', href: 'https://github.com/celerity/celerity-runtime', external: true },
];
const VERSIONS = [
  { name: '0.7', label: '0.7', path: '/docs/' },
  { name: '0.6', label: '0.6', path: '/docs/0.6/' },
];
const SIDEBAR: SidebarItem[] = [
  { type: 'link', label: 'Queue', href: '/docs/queue/', unlisted: false },
  { type: 'link', label: 'Buffers', href: '/docs/buffers/', unlisted: false },
];

beforeEach(() => {
  pathname.current = '/docs/queue/';
});

// A closed <dialog> has no role for Testing Library; its label finds it open or closed.
const drawer = () => screen.getByLabelText<HTMLDialogElement>('Navigation menu', { selector: 'dialog' });

/** The drawer shows one menu at a time: the labels of its navigation landmarks. */
const navigations = () =>
  within(drawer())
    .getAllByRole('navigation')
    .map((nav) => nav.getAttribute('aria-label'));

async function openDrawer() {
  const user = userEvent.setup();
  const view = render(<MobileDrawer title="Celerity" links={LINKS} versions={VERSIONS} />);
  const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
  await user.click(menuButton);
  return { user, view, menuButton };
}

describe('mobile drawer', () => {
  it('links the docs in the version being read, other links as they are', async () => {
    pathname.current = '/docs/0.6/queue/';
    await openDrawer();
    const nav = within(drawer()).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Docs' }).getAttribute('href')).toBe('/docs/0.6/');
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog/');
  });

  it('opens as a modal dialog with the main links and renders nothing while closed', async () => {
    const user = userEvent.setup();
    render(<MobileDrawer title="Celerity" links={LINKS} versions={VERSIONS} />);
    expect(drawer().open).toBe(false);
    expect(drawer().childElementCount).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    expect(drawer().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBe(drawer());
    const nav = within(drawer()).getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Docs', 'Blog', 'GitHub (opens in a new tab)']);
    expect(
      within(nav)
        .getByRole('link', { name: /^GitHub/ })
        .getAttribute('target'),
    ).toBe('_blank');
  });

  it('keeps Tab inside: from the last link to the close button and back with Shift+Tab', async () => {
    const { user } = await openDrawer();
    const close = within(drawer()).getByRole('button', { name: 'Close navigation menu' });
    const last = within(drawer()).getByRole('link', { name: /^GitHub/ });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and on the close button, focus back on the menu button', async () => {
    const { user, menuButton } = await openDrawer();
    await user.keyboard('{Escape}');
    expect(drawer().open).toBe(false);
    expect(drawer().childElementCount).toBe(0);
    expect(document.activeElement).toBe(menuButton);

    await user.click(menuButton);
    await user.click(within(drawer()).getByRole('button', { name: 'Close navigation menu' }));
    expect(drawer().open).toBe(false);
    expect(document.activeElement).toBe(menuButton);
  });

  it('closes when a link is followed, and when the page changes under it', async () => {
    const { user, view, menuButton } = await openDrawer();
    await user.click(within(drawer()).getByRole('link', { name: 'Blog' }));
    expect(drawer().open).toBe(false);

    await user.click(menuButton);
    expect(drawer().open).toBe(true);
    pathname.current = '/blog/';
    view.rerender(<MobileDrawer title="Celerity" links={LINKS} versions={VERSIONS} />);
    expect(drawer().open).toBe(false);
  });

  it('shows the page sidebar first on a docs page, with a way back to the main menu', async () => {
    const user = userEvent.setup();
    render(
      <MobileSidebarProvider>
        <MobileDrawer title="Celerity" links={LINKS} versions={VERSIONS} />
        <RegisterMobileSidebar items={SIDEBAR} activeHref="/docs/queue/" />
      </MobileSidebarProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const sidebar = within(drawer()).getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Queue' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(sidebar).getByRole('button', { name: '← Back to main menu' }));
    expect(navigations()).toEqual(['Main menu']);
    await user.click(within(drawer()).getByRole('button', { name: 'Show page menu →' }));
    expect(navigations()).toEqual(['Docs sidebar']);
  });
});
