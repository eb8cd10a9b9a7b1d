import { z } from 'zod';

const internalPath = z
  .string()
  .regex(
    /^\/([^\s?#]*\/)?(#[\w-]+)?$/,
    'expected an internal path that starts and ends with "/" (e.g. "/docs/")',
  );
const externalUrl = z.string().url('expected an absolute URL (e.g. "https://github.com/…")');

const navbarLink = z
  .object({
    type: z.literal('link'),
    label: z.string().min(1),
    to: internalPath.optional(),
    href: externalUrl.optional(),
    position: z.enum(['left', 'right']),
    /** Path prefixes on which the item is shown as active; defaults to `to`. */
    activeBasePaths: z.array(internalPath).optional(),
    /** Path prefixes that suppress the active state even when `activeBasePaths` match. */
    inactiveBasePaths: z.array(internalPath).optional(),
  })
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: 'a navbar link needs exactly one of "to" (internal) or "href" (external)',
  });

const navbarItem = z.discriminatedUnion('type', [
  navbarLink,
  z.object({ type: z.literal('search'), position: z.enum(['left', 'right']) }),
  z.object({ type: z.literal('themeToggle'), position: z.enum(['left', 'right']) }),
  z.object({ type: z.literal('localeDropdown'), position: z.enum(['left', 'right']) }),
  z.object({ type: z.literal('docsVersionDropdown'), position: z.enum(['left', 'right']) }),
]);

const footerLink = z
  .object({ label: z.string().min(1), to: internalPath.optional(), href: externalUrl.optional() })
  .refine((link) => Boolean(link.to) !== Boolean(link.href), {
    message: 'a footer link needs exactly one of "to" (internal) or "href" (external)',
  });

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  url: externalUrl,
  basePath: z
    .string()
    .regex(/^(\/[\w.-]+)*$/, 'expected "" or a path like "/celerity" without trailing slash'),
  repositoryUrl: externalUrl,
  /** Commit or tag that "declared at" links of the API reference point at. */
  sourceRef: z.string().min(1),
  navbar: z.object({ items: z.array(navbarItem).min(1), hideOnScroll: z.boolean() }),
  footer: z.object({
    columns: z.array(z.object({ title: z.string().min(1), items: z.array(footerLink).min(1) })).min(1),
    copyright: z.array(z.string().min(1)).min(1),
  }),
  announcementBar: z
    .object({
      id: z.string().regex(/^[\w-]+$/, 'expected an id of letters, digits, "-" or "_"'),
      content: z.string().min(1),
    })
    .nullable(),
  i18n: z.object({
    defaultLocale: z.literal('en'),
    locales: z.tuple([z.literal('en')]),
    localeConfigs: z.record(
      z.string(),
      z.object({
        label: z.string(),
        htmlLang: z.string(),
        direction: z.enum(['ltr', 'rtl']),
        calendar: z.string(),
      }),
    ),
  }),
  search: z.object({
    appId: z.string().min(1).nullable(),
    apiKey: z.string().min(1).nullable(),
    indexName: z.string().min(1).nullable(),
  }),
  social: z.object({ discord: externalUrl, stackOverflowTag: externalUrl }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
export type FooterColumn = SiteConfig['footer']['columns'][number];

/** Validates raw config and turns failures into one message naming each bad field. */
export function validateSiteConfig(raw: unknown, source = 'lib/site-config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid site configuration in ${source}:\n${problems.join('\n')}`);
}
