import { describe, expect, it } from 'vitest';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { listVersions } from '@/lib/content/versions';
import { apiRecords } from '@/lib/search/site-records';

// The API hits of each version's search as a reader sees them: a title names one page (a specialisation
// with its arguments, a using-declaration and a function template of one name by their kinds), and the
// text is plain, without the briefs' Markdown.

describe.each(listVersions().map((version) => [version.name, version] as const))(
  'API hits of %s',
  (_, version) => {
    const records = apiRecords(getVersionApiModel(version), version.name);

    it('give every page a title of its own', () => {
      const pages = new Map<string, Set<string>>();
      for (const record of records.filter((r) => r.type === 'lvl1')) {
        const title = record.hierarchy.lvl1 ?? '';
        pages.set(title, (pages.get(title) ?? new Set()).add(record.url));
      }
      const shared = [...pages].filter(([, urls]) => urls.size > 1).map(([title]) => title);
      expect(shared).toEqual([]);
      expect(pages.has('celerity::experimental::host_object<T&>')).toBe(true);
    });

    it('carry no Markdown code marks in their text', () => {
      expect(
        records.filter((record) => record.content?.includes('`')).map((record) => record.content),
      ).toEqual([]);
    });
  },
);
