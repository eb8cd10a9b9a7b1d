import { afterEach, describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { siteOrigin } from '@/lib/site/metadata';

vi.mock('@/lib/site/all-routes', () => ({
  listBuiltRoutes: () => [
    { path: '/', listed: true },
    { path: '/docs/intro/', lastModified: '2023-02-03T04:05:06.000Z', listed: true },
    { path: '/docs/hidden/', listed: false },
  ],
}));

afterEach(() => vi.unstubAllEnvs());

describe('the sitemap', () => {
  it('dates pages without a date of their own with the source date, not the build time', () => {
    vi.stubEnv('SOURCE_DATE_EPOCH', '1714564800');
    expect(sitemap()).toEqual([
      { url: `${siteOrigin}/`, lastModified: '2024-05-01T12:00:00.000Z' },
      { url: `${siteOrigin}/docs/intro/`, lastModified: '2023-02-03T04:05:06.000Z' },
    ]);
  });
});
