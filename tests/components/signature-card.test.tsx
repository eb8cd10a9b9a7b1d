import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SymbolCard } from '@/lib/api/pages/cards';
import { XrefCards } from '@/components/xref/xref-cards';

// Signature cards: hovering or focusing a link to an API page written as code shows the symbol's
// card, fetched from its card file. Card files are cached per page view, so each test links its own.

const SUBMIT: SymbolCard = {
  kind: 'member function',
  name: 'celerity::queue::submit',
  declaration: '<span class="tok-type">void</span> submit(CGF cgf)',
  brief: 'Submits a command group to the queue.',
  more: 2,
};

function servedCards(cards: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) =>
    url in cards ? new Response(JSON.stringify(cards[url])) : new Response('', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(href: string) {
  render(
    <>
      <p>
        Call{' '}
        <a href={href}>
          <code>submit</code>
        </a>{' '}
        or read <a href="/docs/queue/">the guide</a>.
      </p>
      <pre data-links="" tabIndex={0}>
        <code>
          <a href="/docs/api/records/buffer/">buffer</a> b; <a href="/docs/api/records/queue/">queue</a> q;
        </code>
      </pre>
      <XrefCards />
    </>,
  );
  return screen.getByRole('link', { name: 'submit' });
}

const findCard = () => screen.findByRole('complementary', { name: 'Signature card' });
const queryCard = () => screen.queryByRole('complementary', { name: 'Signature card' });

describe('signature cards', () => {
  it('show on keyboard focus with the fetched card, described by it until Escape', async () => {
    const fetchMock = servedCards({ '/api-cards/records/queue/~submit.json': SUBMIT });
    const user = userEvent.setup();
    const link = renderPage('/docs/api/records/queue/#submit');
    await user.tab();
    expect(document.activeElement).toBe(link);

    const card = await findCard();
    expect(link.getAttribute('aria-describedby')).toBe(card.id);
    await within(card).findByText('celerity::queue::submit');
    // In reading order: kind and name, the overload count, the brief.
    expect([...card.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'member function celerity::queue::submit',
      'and 2 more overloads',
      'Submits a command group to the queue.',
    ]);
    expect(card.querySelector('pre')?.textContent).toBe('void submit(CGF cgf)');
    expect(within(card).getByRole('link', { name: 'Go to page' }).getAttribute('href')).toBe(
      `${location.origin}/docs/api/records/queue/#submit`,
    );
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api-cards/records/queue/~submit.json');

    await user.keyboard('{Escape}');
    expect(queryCard()).toBeNull();
    expect(link.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('show on hover and hide once the pointer has left', async () => {
    servedCards({ '/api-cards/records/queue/~hover.json': { ...SUBMIT, more: undefined } });
    const user = userEvent.setup();
    const link = renderPage('/docs/api/records/queue/#hover');
    await user.hover(link);
    const card = await findCard();
    await within(card).findByText('celerity::queue::submit');
    expect(within(card).queryByText(/more overload/)).toBeNull();
    expect(link.getAttribute('aria-describedby')).toBe(card.id);

    await user.unhover(link);
    await vi.waitFor(() => expect(queryCard()).toBeNull());
    expect(link.hasAttribute('aria-describedby')).toBe(false);
  });

  it('say so when a card file is missing or malformed', async () => {
    servedCards({ '/api-cards/records/queue/~bad.json': { kind: 'member function', name: 42 } });
    const user = userEvent.setup();
    renderPage('/docs/api/records/queue/#bad');
    await user.tab();
    const card = await findCard();
    await within(card).findByText('No details for this name.');
    // Only the notice: no kind, no declaration, no link to a page.
    expect(card.textContent).toBe('No details for this name.');
  });

  it('leave other links alone: focus moving on to one closes the card', async () => {
    const fetchMock = servedCards({});
    const user = userEvent.setup();
    const link = renderPage('/docs/api/records/queue/#plain');
    await user.tab();
    await findCard();
    await user.tab();
    const guide = screen.getByRole('link', { name: 'the guide' });
    expect(document.activeElement).toBe(guide);
    expect(queryCard()).toBeNull();
    expect(guide.hasAttribute('aria-describedby')).toBe(false);
    expect(link.hasAttribute('aria-describedby')).toBe(false);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api-cards/records/queue/~plain.json');
  });

  it('make a code sample one tab stop: Enter moves into its links, arrows between them, Escape back', async () => {
    servedCards({});
    const user = userEvent.setup();
    renderPage('/docs/api/records/queue/#sample');
    const sample = document.querySelector('pre')!;
    const [buffer, queue] = within(sample).getAllByRole('link');
    expect([buffer?.tabIndex, queue?.tabIndex]).toEqual([-1, -1]);

    sample.focus();
    expect(sample.getAttribute('aria-describedby')).toBe('code-links-hint');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(buffer);
    expect(buffer?.getAttribute('aria-describedby')).toBe((await findCard()).id);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(queue);
    expect(queue?.getAttribute('aria-describedby')).toBe('signature-card');
    expect(buffer?.hasAttribute('aria-describedby')).toBe(false);
    await user.keyboard('{Escape}{Escape}');
    expect(document.activeElement).toBe(sample);
  });
});
