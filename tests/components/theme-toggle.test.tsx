import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/components/layout/theme-provider';
import { ThemeToggle } from '@/components/layout/theme-toggle';

// The navbar's theme button: light by default, flips between light and dark, remembers the choice.

const themed = (
  <ThemeProvider>
    <ThemeToggle />
  </ThemeProvider>
);
const theme = () => document.documentElement.getAttribute('data-theme');

describe('theme toggle', () => {
  it('switches light → dark → light, naming the current and the next mode, and stores the theme', async () => {
    const user = userEvent.setup();
    render(themed);
    const button = screen.getByRole('button', { name: 'Switch to dark mode (currently light mode)' });
    expect(theme()).toBe('light');

    await user.click(button);
    expect(button.getAttribute('aria-label')).toBe('Switch to light mode (currently dark mode)');
    expect(button.title).toBe('Switch to light mode');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-label')).toBe('Switch to dark mode (currently light mode)');
    expect(theme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the stored theme', () => {
    localStorage.setItem('theme', 'dark');
    render(themed);
    expect(screen.getByTestId('theme-toggle')).toMatchObject({
      title: 'Switch to light mode',
      disabled: false,
    });
    expect(screen.getByTestId('theme-toggle').getAttribute('aria-label')).toBe(
      'Switch to light mode (currently dark mode)',
    );
    expect(theme()).toBe('dark');
  });

  it('renders disabled and neutral on the server, and turns into the working button in a task after hydration', async () => {
    localStorage.setItem('theme', 'dark');
    const container = document.createElement('div');
    container.innerHTML = renderToString(themed);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton?.disabled).toBe(true);
    expect(serverButton?.getAttribute('aria-label')).toBe('Switch between dark and light mode');

    const errors = vi.spyOn(console, 'error');
    render(themed, { container, hydrate: true });
    // Hydration and its effects keep the server's button; the stored theme comes in a render of its own.
    expect(serverButton?.disabled).toBe(true);
    expect(await screen.findByRole('button', { name: 'Switch to light mode (currently dark mode)' })).toBe(
      serverButton,
    );
    expect(serverButton?.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
