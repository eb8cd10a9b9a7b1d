import { describe, expect, it } from 'vitest';
import { targetInVersion } from '@/components/layout/version-targets';

const latest = { name: '0.7', label: '0.7', path: '/docs/' };
const old = { name: '0.6', label: '0.6', path: '/docs/0.6/' };
const pages = {
  '0.7': new Set(['', 'tutorial/', 'migrating-to-0-7/', 'api/records/', 'api/records/Q/']),
  '0.6': new Set(['', 'tutorial/', 'api/records/', 'api/records/D/']),
};

describe('the version dropdown target', () => {
  it('keeps the reader on the same guide or API page when the target has it', () => {
    expect(targetInVersion('/docs/tutorial/', latest, old, pages)).toEqual({ href: '/docs/0.6/tutorial/' });
    expect(targetInVersion('/docs/0.6/api/records/D/', old, old, pages)).toEqual({
      href: '/docs/0.6/api/records/D/',
    });
  });

  it('opens the API index of the same kind or the docs home, with a notice, when the page is missing', () => {
    expect(targetInVersion('/docs/api/records/Q/', latest, old, pages)).toEqual({
      href: '/docs/0.6/api/records/',
      missing:
        'This API page (/docs/api/records/Q/) does not exist in Celerity 0.6, so this is the API index of 0.6.',
    });
    expect(targetInVersion('/docs/migrating-to-0-7/', latest, old, pages)).toEqual({
      href: '/docs/0.6/',
      missing:
        'This page (/docs/migrating-to-0-7/) does not exist in Celerity 0.6, so this is the docs home of 0.6.',
    });
  });

  it('links to the root before the page lists are loaded, and outside the docs', () => {
    expect(targetInVersion('/docs/api/records/Q/', latest, old, null)).toEqual({ href: '/docs/0.6/' });
    expect(targetInVersion('/blog/', undefined, old, pages)).toEqual({ href: '/docs/0.6/' });
  });
});
