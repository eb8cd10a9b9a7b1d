import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_STORAGE_KEY, headScript } from '@/lib/site/head-script';
import { fakeBrowser, type FakeBrowserOptions } from './fake-browser';

const KEY = ANNOUNCEMENT_STORAGE_KEY;

/** Runs the serialised head script of a site built for `basePath` in a fake page. */
function run(options: FakeBrowserOptions, basePath = '', announcementId: string | null = 'news-1') {
  const page = fakeBrowser(options);
  page.run(headScript({ announcementId, basePath, versions: ['current', '0.6'] }));
  return page;
}

const bannerOf = (page: ReturnType<typeof fakeBrowser>) =>
  page.body.children.find((element) => element.id === 'base-url-issue-banner');

describe('the head script (serialised)', () => {
  it('is the same text on every call, so the CSP hash is stable', () => {
    expect(headScript({ announcementId: 'a', basePath: '/sub', versions: [] })).toBe(
      headScript({ announcementId: 'a', basePath: '/sub', versions: [] }),
    );
  });

  it.each([
    ['https://h.org/docs/tutorial/index.html?q=1#x', '/docs/tutorial/?q=1#x'],
    ['https://h.org/docs/tutorial.html', '/docs/tutorial/'],
    ['https://h.org/index.html', '/'],
  ])('replaces %s by %s before anything paints', (url, clean) => {
    const page = run({ url });
    expect(page.replacedWith).toEqual([clean]);
    expect(page.root.style.visibility).toBe('hidden');
  });

  it('leaves clean URLs alone', () => {
    const page = run({ url: 'https://h.org/docs/tutorial/?q=1' });
    expect(page.replacedWith).toEqual([]);
    expect(page.root.style.visibility).toBeUndefined();
  });

  it('hides the announcement bar dismissed for the current announcement', () => {
    const page = run({ url: 'https://h.org/', storage: { [KEY]: '{"id":"news-1"}' } });
    expect(page.root.hasAttribute('data-announcement-dismissed')).toBe(true);
    expect(page.storage?.has(KEY)).toBe(true);
  });

  it.each([
    ['an earlier announcement', '{"id":"news-0"}'],
    ['a corrupted value', '{"id":'],
  ])('forgets the dismissal of %s and shows the bar', (_, stored) => {
    const page = run({ url: 'https://h.org/', storage: { [KEY]: stored } });
    expect(page.root.hasAttribute('data-announcement-dismissed')).toBe(false);
    expect(page.storage?.has(KEY)).toBe(false);
  });

  it('runs to the end when storage is blocked', () => {
    const page = run({ url: 'https://h.org/docs/', storage: 'blocked' });
    expect(page.root.hasAttribute('data-announcement-dismissed')).toBe(false);
    expect(() => page.load()).not.toThrow();
  });
});

describe('the base URL banner of the head script', () => {
  it.each([
    // [built for, served at, canonical URL of the page, suggested base path]
    ['', 'https://h.org/wrong/docs/tutorial/', 'https://h.org/docs/tutorial/', '/wrong/'],
    ['', 'https://h.org/wrong/research/', 'https://h.org/research/', '/wrong/'],
    ['', 'https://h.org/wrong/', 'https://h.org/', '/wrong/'],
    ['/sub', 'https://h.org/docs/tutorial/', 'https://h.org/sub/docs/tutorial/', '/'],
    ['/sub', 'https://h.org/other/docs/x/', undefined, '/other/'],
  ])('built for "%s/", served at %s: names both bases', (basePath, url, canonical, suggested) => {
    const page = run({ url, canonical }, basePath);
    expect(bannerOf(page)).toBeUndefined();
    page.load();
    const banner = bannerOf(page);
    expect(banner?.attributes.get('role')).toBe('alert');
    expect(banner?.textContent).toBe(
      `The documentation site did not load properly. The base URL configuration is probably wrong: it is set to "${basePath}/", but this page is served at "${new URL(url).pathname}". Try setting BASE_PATH to "${suggested}".`,
    );
    expect(banner?.style.cssText).toContain('background:#b3261e');
  });

  it.each([
    ['', 'https://h.org/docs/tutorial/', 'https://h.org/docs/tutorial/'],
    ['/sub', 'https://h.org/sub/docs/tutorial/', 'https://h.org/sub/docs/tutorial/'],
    ['/sub', 'https://h.org/sub/docs/x/', undefined],
  ])('built for "%s/", served at %s: no banner', (basePath, url, canonical) => {
    const page = run({ url, canonical }, basePath);
    page.load();
    expect(bannerOf(page)).toBeUndefined();
  });

  it('stays away once the app has hydrated, wherever the page is served', () => {
    const page = run({
      url: 'https://h.org/wrong/docs/tutorial/',
      canonical: 'https://h.org/docs/tutorial/',
    });
    page.root.setAttribute('data-hydrated', 'true');
    page.load();
    expect(bannerOf(page)).toBeUndefined();
  });
});
