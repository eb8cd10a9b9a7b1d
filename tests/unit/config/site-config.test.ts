import { describe, expect, it } from 'vitest';
import { normaliseBasePath } from '@/lib/config/base-path.mjs';
import { validateSiteConfig } from '@/lib/config/site-config-schema';
import { siteConfig } from '@/lib/site-config';

describe('site config', () => {
  it('is valid and holds the product facts', () => {
    expect(siteConfig.title).toBe('Celerity');
    expect(siteConfig.tagline).toBe('High-level C++ for Accelerator Clusters');
    expect(siteConfig.footer.copyright).toEqual([
      'Copyright © 2025 Distributed and Parallel Systems Group, University of Innsbruck.',
      'SYCL and the SYCL logo are trademarks of the Khronos Group Inc.',
    ]);
    expect(siteConfig.i18n).toMatchObject({ defaultLocale: 'en', locales: ['en'] });
  });

  it('names every invalid field', () => {
    const broken = {
      ...siteConfig,
      title: '',
      url: 'not a url',
      navbar: { ...siteConfig.navbar, items: [{ type: 'link', label: 'X', position: 'left' }] },
    };
    let message = '';
    try {
      validateSiteConfig(broken, 'lib/site-config.ts');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'lib/site-config.ts: title: expected a non-empty string',
      'lib/site-config.ts: url: expected an absolute URL (e.g. "https://github.com/…")',
      'lib/site-config.ts: navbar.items[0]: a navbar link needs exactly one of "to" (internal) or "href" (external)',
    ]);
  });

  it('rejects unknown keys at every level with a suggestion', () => {
    const misspelt = {
      ...siteConfig,
      tagLine: 'x',
      footer: { ...siteConfig.footer, columns: [{ title: 'Docs', items: [{ lable: 'A', to: '/docs/' }] }] },
      search: { ...siteConfig.search, indexname: 'x' },
    };
    expect(() => validateSiteConfig(misspelt)).toThrow(
      [
        'lib/site-config.ts: footer.columns[0].items[0].lable: unknown field. Did you mean "label"?',
        'lib/site-config.ts: search.indexname: unknown field. Did you mean "indexName"?',
        'lib/site-config.ts: tagLine: unknown field. Did you mean "tagline"?',
      ].join('\n'),
    );
  });

  it('rejects unknown keys in navbar items of every type', () => {
    const items = [{ type: 'search', position: 'right', label: 'Search' }];
    expect(() => validateSiteConfig({ ...siteConfig, navbar: { ...siteConfig.navbar, items } })).toThrow(
      'lib/site-config.ts: navbar.items[0].label: unknown field.',
    );
  });

  it('rejects an announcement bar id with spaces', () => {
    expect(() => validateSiteConfig({ ...siteConfig, announcementBar: { id: 'a b', content: 'x' } })).toThrow(
      'lib/site-config.ts: announcementBar.id: expected an id of letters',
    );
  });
});

describe('normaliseBasePath', () => {
  it.each([
    [undefined, ''],
    ['/', ''],
    ['', ''],
    ['/celerity/', '/celerity'],
    ['celerity', '/celerity'],
    ['/a/b', '/a/b'],
  ])('turns %j into %j', (raw, expected) => {
    expect(normaliseBasePath(raw)).toBe(expected);
  });

  it('rejects paths with spaces or queries', () => {
    expect(() => normaliseBasePath('/a b/')).toThrow(
      'BASE_PATH: expected a path such as "/celerity/", got "/a b/"',
    );
  });
});
