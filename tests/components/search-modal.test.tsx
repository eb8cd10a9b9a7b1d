import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchButton } from '@/components/search/search-button';

// The navbar search: the button opens DocSearch's modal (loaded on first use), which answers from the
// local engine. The engine here is built in memory from the unit tests' fixture records, so no index
// file is fetched.

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));
vi.mock('@/lib/search/client/local-client', async () => {
  const { createLocalSearchClient } = await import('@/lib/search/client/algolia-response');
  const { engine } = await import('../unit/search/local-client-helpers');
  const client = createLocalSearchClient(async () => engine);
  return { getLocalSearchClient: () => client };
});

const ONE_VERSION = [{ name: 'current', label: 'Next', path: '/docs/' }];

const fetchMock = vi.fn();
beforeEach(() => {
  router.push.mockClear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  // DocSearch scrolls the page back to where it was when the modal closes.
  vi.stubGlobal('scrollTo', vi.fn());
});

function renderButton() {
  render(<SearchButton versions={ONE_VERSION} />);
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: /Search/ }) };
}

// The first opening in a file imports DocSearch, which takes longer than findBy's one second on a busy machine.
const findSearchBox = () => screen.findByRole('searchbox', {}, { timeout: 5000 });

describe('search modal', () => {
  it('opens from the button, finds what is typed, and Escape closes it with focus back on the button', async () => {
    const { user, button } = renderButton();
    await user.click(button);
    const input = await findSearchBox();
    expect(document.activeElement).toBe(input);
    await user.type(input, 'reduction');
    const hit = await screen.findByRole('link', { name: /celerity::reduction/ });
    expect(hit.getAttribute('href')).toBe('/docs/api/celerity/reduction/');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles with Ctrl+K from anywhere on the page', async () => {
    const { user } = renderButton();
    await user.keyboard('{Control>}k{/Control}');
    const input = await findSearchBox();
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('opens with "/" outside form fields, and not while typing in one', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label>
          Name <input />
        </label>
        <SearchButton versions={ONE_VERSION} />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '/');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(document.body);
    await user.keyboard('/');
    const input = await findSearchBox();
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    // The key that opened the modal is not typed into it.
    expect(input).toHaveProperty('value', '');
  });

  it('opens with the text typed while the button has focus as the query', async () => {
    const { user, button } = renderButton();
    button.focus();
    await user.keyboard('b');
    const input = await findSearchBox();
    await vi.waitFor(() => expect(input).toHaveProperty('value', 'b'));
  });

  it('goes to the chosen hit through the router on Enter', async () => {
    const { user, button } = renderButton();
    await user.click(button);
    await user.type(await findSearchBox(), 'reduction');
    await screen.findByRole('link', { name: /celerity::reduction/ });
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/docs/api/celerity/reduction/');
  });

  it('drops corrupted recent searches before opening instead of crashing', async () => {
    const key = '__DOCSEARCH_RECENT_SEARCHES__celerity-local';
    localStorage.setItem(key, '{"not": "a list"');
    const { user, button } = renderButton();
    await user.click(button);
    const input = await findSearchBox();
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(localStorage.getItem(key)).toBeNull();
  });
});
