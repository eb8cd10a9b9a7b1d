import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '@/components/layout/external-link';

// A link to another site: it opens in a new tab, says so to screen readers, and shows the icon as inline
// SVG (no stylesheet image, whose separate document costs the page's first layout).

describe('ExternalLink', () => {
  it('opens in a new tab without giving the new page a handle on this one', () => {
    render(<ExternalLink href="https://discord.gg/k8vWTPB">Celerity Discord</ExternalLink>);
    const link = screen.getByRole('link', { name: /^Celerity Discord/ });
    expect(link.textContent).toBe('Celerity Discord (opens in a new tab)');
    expect(link.getAttribute('href')).toBe('https://discord.gg/k8vWTPB');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('draws its icon inline, hidden from assistive technology and out of the tab order', () => {
    render(<ExternalLink href="https://github.com/celerity/celerity-runtime">GitHub</ExternalLink>);
    const link = screen.getByRole('link', { name: /^GitHub/ });
    const icon = link.querySelector('svg.external-link-icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('focusable')).toBe('false');
    expect(icon?.getAttribute('stroke')).toBe('currentColor');
    expect(icon?.querySelector('path')?.getAttribute('d')).toMatch(/^M14 3h7v7/);
  });
});
