import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Module from '@/components/layout/use-after-hydration';

// A value the server's HTML cannot know: the server's value in the HTML and while hydrating, the
// browser's in a render of its own after hydration; at once when there is no server HTML.

let useAfterHydration: typeof Module.useAfterHydration;

beforeEach(async () => {
  // The hook keeps the page's phase (client render, hydrating, settled) in its module: a fresh one per test.
  vi.resetModules();
  ({ useAfterHydration } = await import('@/components/layout/use-after-hydration'));
});

function Probe({
  read,
  subscribe,
}: {
  read: () => string;
  subscribe?: (onChange: () => void) => () => void;
}) {
  const value = useAfterHydration(read, 'server', subscribe);
  return <p data-testid="probe">{value}</p>;
}

describe('useAfterHydration', () => {
  it("reads the browser's value at once in a client render", () => {
    render(<Probe read={() => 'browser'} />);
    expect(screen.getByTestId('probe').textContent).toBe('browser');
  });

  it("keeps the server's value through hydration and its effects, then renders the browser's in a later task", async () => {
    const read = vi.fn(() => 'browser');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe read={read} />);
    document.body.append(container);
    expect(container.textContent).toBe('server');

    render(<Probe read={read} />, { container, hydrate: true });
    expect(container.textContent).toBe('server');
    expect(read).not.toHaveBeenCalled();

    expect((await screen.findByText('browser')).dataset.testid).toBe('probe');
    // A component mounted afterwards (a client-side navigation) reads the browser's value at once.
    render(<Probe read={() => 'later'} />);
    expect(screen.getByText('later').dataset.testid).toBe('probe');
  });

  it('follows the store it subscribes to, and stops when unmounted', () => {
    let value = 'one';
    const listeners = new Set<() => void>();
    const subscribe = (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    };
    const { unmount } = render(<Probe read={() => value} subscribe={subscribe} />);
    expect(screen.getByTestId('probe').textContent).toBe('one');

    value = 'two';
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByTestId('probe').textContent).toBe('two');

    unmount();
    expect(listeners.size).toBe(0);
  });
});
