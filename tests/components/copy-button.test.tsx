import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyPageButton } from '@/components/docs/copy-page-button';
import { CodeBlock } from '@/components/mdx/code-block';

// The copy buttons: the code block's (copies its <pre>) and the page bar's (copies the Markdown twin).

const SAMPLE = 'celerity::queue q;\nq.submit([&](celerity::handler& cgh) {});';

function renderCodeBlock() {
  render(
    <CodeBlock data-code-block="">
      <pre>
        <code>{SAMPLE}</code>
      </pre>
    </CodeBlock>,
  );
  return screen.getByRole('button', { name: 'Copy code to clipboard' });
}

describe('code block copy button', () => {
  it('copies the text of its code block and says so, then returns to "Copy"', async () => {
    // shouldAdvanceTime: Testing Library waits on a zero-delay setTimeout after every user event.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(renderCodeBlock());
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SAMPLE);
    const button = await screen.findByRole('button', { name: 'Copied' });
    expect(button).toHaveProperty('textContent', 'Copied');
    // A changed button name is not announced by every screen reader; the status region is.
    expect(screen.getByRole('status').textContent).toBe('Code copied to the clipboard.');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' }).textContent).toBe('Copy');
  });

  it('stays "Copy" and says why when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Document is not focused', 'NotAllowedError'));
    const button = renderCodeBlock();
    await user.click(button);
    expect(writeText).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-label')).toBe('Copy code to clipboard');
    expect(button.textContent).toBe('Copy');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Could not copy: the browser did not allow access to the clipboard.',
    );
  });
});

describe('copy page button', () => {
  it('fetches the Markdown twin, copies it and announces it', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response('# Queue\n\nText.', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<CopyPageButton markdownPath="/docs/queue.md" />);
    const button = screen.getByRole('button', { name: 'Copy page' });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Page copied to the clipboard as Markdown.',
    );
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/docs/queue.md');
    expect(writeText).toHaveBeenCalledExactlyOnceWith('# Queue\n\nText.');
    expect(button).toMatchObject({ textContent: 'Copied', disabled: false });
  });

  it('announces the failure and points to the Markdown link when the twin is missing', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<CopyPageButton markdownPath="/docs/queue.md" />);
    await user.click(screen.getByRole('button', { name: 'Copy page' }));
    expect(await screen.findByText('Could not copy the page. Open the Markdown version instead.')).toBe(
      screen.getByRole('status'),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Copy page failed:', new Error('/docs/queue.md: HTTP 404'));
    expect(screen.getByRole('link', { name: 'Markdown' }).getAttribute('href')).toBe('/docs/queue.md');
    // The button says so too, and can be pressed again.
    expect(screen.getByRole('button', { name: 'Copy failed' })).toHaveProperty('disabled', false);
  });
});
