import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentDir, displayPath } from '@/lib/content/paths';
import { parseYamlSource } from '@/lib/content/yaml-file';

// The URLs of the production site before this one (content/api/production-urls.json, written by
// `npm run urls:production`): facts only, so that old links keep working where our synopsis gives a
// symbol another id than the published page had. JSON is YAML, so errors name their line.

const apiUrlSchema = z.strictObject({
  path: z.string().regex(/^\/docs\/api\/[a-z]+\/[^/]+\/$/, 'expected /docs/api/<kind>/<id or slug>/'),
  kind: z.enum(['records', 'enums', 'aliases', 'functions']),
  /** The id (records, enums, aliases) or slug (functions) in the path. */
  key: z.string().min(1),
  /** The qualified name, without template arguments. */
  name: z.string().regex(/^[\w:~]+$/, 'expected a qualified C++ name'),
  /** The declaration's keyword as the page's title shows it: class, struct, enum class, alias, function. */
  tag: z.string().min(1),
  /** Arguments of a class template specialisation, as the title shows them. */
  args: z.string().min(1).optional(),
  /** The headers (or sources) it was declared in, relative to the library's root. */
  declaredIn: z.array(z.string()),
});

const fileSchema = z
  .strictObject({
    source: z.strictObject({ repository: z.string(), branch: z.string(), commit: z.string() }),
    /** Every other page of the site: guides, API indexes, the home page. */
    pages: z.array(z.string().regex(/^\/([^/]+\/)*$/, 'expected a path ending in /')),
    api: z.array(apiUrlSchema),
  })
  .refine((list) => list.api.every((entry) => entry.path === `/docs/api/${entry.kind}/${entry.key}/`), {
    message: 'every api entry\'s path must be "/docs/api/<kind>/<key>/"',
  });

export type ProductionApiUrl = z.infer<typeof apiUrlSchema>;
export type ProductionUrls = z.infer<typeof fileSchema>;

export const productionUrlsFile = (root: string = contentDir()) =>
  path.join(root, 'api', 'production-urls.json');

/** The production site's URLs; none when the file is absent (small test sites). */
export function readProductionUrls(file: string = productionUrlsFile()): ProductionUrls {
  if (!existsSync(file)) return { source: { repository: '', branch: '', commit: '' }, pages: [], api: [] };
  return parseYamlSource(displayPath(file), readFileSync(file, 'utf8'), fileSchema);
}
