import { z } from 'zod';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';

// Every object is strict: a misspelt key is an error with a "did you mean", not a silently ignored setting.

const internalPath = z
  .string()
  .regex(
    /^\/([^\s?#]*\/)?(#[\w-]+)?$/,
    'expected an internal path that starts and ends with "/" (e.g. "/docs/")',
  );
const externalUrl = z.string().url('expected an absolute URL (e.g. "https://github.com/…")');
/** Which end of the navbar an item sits at. */
const position = z.enum(['left', 'right']);

const navbarLink = z
  .strictObject({
    type: z.literal('link'),
    /** Text of the item. */
    label: z.string().min(1),
    /** Internal target, a site path such as "/docs/" (give this or `href`). */
    to: internalPath.optional(),
    /** External target, an absolute URL (give this or `to`). */
    href: externalUrl.optional(),
    position,
    /** Path prefixes on which the item is shown as active; defaults to `to`. */
    activeBasePaths: z.array(internalPath).optional(),
    /** Path prefixes that suppress the active state even when `activeBasePaths` match. */
    inactiveBasePaths: z.array(internalPath).optional(),
  })
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'a navbar link needs exactly one of "to" (internal) or "href" (external)',
  });

/** Items without settings of their own: the search button, theme toggle, locale and version menus. */
const navbarWidget = (type: 'search' | 'themeToggle' | 'localeDropdown' | 'docsVersionDropdown') =>
  z.strictObject({ type: z.literal(type), position });

const navbarItem = z.discriminatedUnion('type', [
  navbarLink,
  navbarWidget('search'),
  navbarWidget('themeToggle'),
  navbarWidget('localeDropdown'),
  navbarWidget('docsVersionDropdown'),
]);

const footerLink = z
  .strictObject({
    /** Text of the link. */
    label: z.string().min(1),
    /** Internal target (give this or `href`). */
    to: internalPath.optional(),
    /** External target (give this or `to`). */
    href: externalUrl.optional(),
  })
  .refine((link) => Boolean(link.to) !== Boolean(link.href), {
    message: 'a footer link needs exactly one of "to" (internal) or "href" (external)',
  });

const siteConfigSchema = z.strictObject({
  /** Product name: the suffix of every page title, the web manifest and the feed titles. */
  title: z.string().min(1),
  /** One-line description: the home page title and description, the default page title. */
  tagline: z.string().min(1),
  /** Origin the site is deployed to, without path (canonical URLs, sitemap, feeds). */
  url: externalUrl,
  /** Sub-path the site is hosted under ("" for the root), from BASE_PATH. */
  basePath: z
    .string()
    .regex(/^(\/[\w.-]+)*$/, 'expected "" or a path like "/celerity" without trailing slash'),
  /** The library's GitHub repository (navbar, footer, "declared at" links). */
  repositoryUrl: externalUrl,
  /** Commit or tag that "declared at" links of the API reference point at. */
  sourceRef: z.string().min(1),
  navbar: z.strictObject({
    /** Items in display order; `position` puts each at the left or right end. */
    items: z.array(navbarItem).min(1),
    /** Slide the navbar away while scrolling down, back on scrolling up. */
    hideOnScroll: z.boolean(),
  }),
  footer: z.strictObject({
    /** Link columns, each with a heading. */
    columns: z.array(z.strictObject({ title: z.string().min(1), items: z.array(footerLink).min(1) })).min(1),
    /** Lines of small print under the columns. */
    copyright: z.array(z.string().min(1)).min(1),
  }),
  /** A dismissible bar above the navbar, or null for none. */
  announcementBar: z
    .strictObject({
      /** Remembered when dismissed: change it to show a new announcement to everyone again. */
      id: z.string().regex(/^[\w-]+$/, 'expected an id of letters, digits, "-" or "_"'),
      /** Text of the bar. */
      content: z.string().min(1),
      /** A link that follows the text (a path of the site or an absolute URL). */
      link: z
        .strictObject({
          label: z.string().min(1),
          href: z.string().regex(/^(\/|https:\/\/)/, 'expected a path starting with "/" or an https:// URL'),
        })
        .optional(),
    })
    .nullable(),
  /** Languages; the site is English only, the structure leaves room for more. */
  i18n: z.strictObject({
    defaultLocale: z.literal('en'),
    locales: z.tuple([z.literal('en')]),
    /** Per-locale label, `lang` attribute, writing direction and calendar. */
    localeConfigs: z.record(
      z.string(),
      z.strictObject({
        label: z.string(),
        htmlLang: z.string(),
        direction: z.enum(['ltr', 'rtl']),
        calendar: z.string(),
      }),
    ),
  }),
  /** Hosted DocSearch credentials (public search key); all null selects the local search index. */
  search: z.strictObject({
    appId: z.string().min(1).nullable(),
    apiKey: z.string().min(1).nullable(),
    indexName: z.string().min(1).nullable(),
  }),
  /** Community links (Discord invite, Stack Overflow tag). */
  social: z.strictObject({ discord: externalUrl, stackOverflowTag: externalUrl }),
});

type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];

/** Validates raw config; a failure lists every bad, missing or unknown field with what was expected. */
export function validateSiteConfig(raw: unknown, source = 'lib/site-config.ts'): SiteConfig {
  return parseOrThrow(siteConfigSchema, raw, { file: source });
}
