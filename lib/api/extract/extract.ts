import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildModel } from '@/lib/api/extract/build-model';
import { configureFile, type ConfigureVariables } from '@/lib/api/extract/configure-file';
import { apiModelSchema, type ApiModel, type ExtractWarning } from '@/lib/api/model/schema';
import type { MacroDefinition } from '@/lib/api/extract/macro-expand';
import {
  collectMacros,
  createMacroTable,
  DEFAULT_KNOWN_MACROS,
  preprocess,
} from '@/lib/api/extract/preprocess';
import { extractMacros, type MacroSource } from '@/lib/api/extract/macros';
import { parseHeader } from '@/lib/api/extract/parse-header';
import type { RawFile } from '@/lib/api/extract/raw-types';
import { getCppParser } from '@/lib/api/extract/ts-parser';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';

export interface ExtractOptions {
  /** Directories searched recursively for `*.h`/`*.hpp` headers. */
  includeDirs: string[];
  /** Declared-at paths are relative to this directory (unless a synopsis names its real header). */
  rootDir: string;
  /** Document `detail` namespaces too (source mode); default false. */
  includeDetail?: boolean;
  /** Prefix of source links, e.g. `https://github.com/celerity/celerity-runtime/blob/<commit>/`. */
  sourceUrlBase: string;
  /** Replaces the default list of macros expanded regardless of the headers' own definitions. */
  knownMacros?: MacroDefinition[];
  excludeNamespaces?: string[];
  source?: ApiModel['source'];
  /**
   * Source checkouts: also read header templates (`version.h.in`) that have no generated header
   * beside them, configured with these variables as CMake would; they keep the template's name.
   */
  configure?: ConfigureVariables;
}

/** Synopsis headers start with `// celerity-source: include/<name>.h`, naming the header they summarise. */
const SYNOPSIS_MARKER = /^\s*\/\/\s*celerity-source:\s*(\S+)/;

const HEADER = /\.(h|hpp)$/;
const HEADER_TEMPLATE = /\.(h|hpp)\.in$/;

/**
 * How to read the macros of one file: a template of a source checkout (read before configuring, with
 * the configured values) documents all its macros; a synopsis of a template leaves the values out.
 */
function macroSource(
  source: { path: string; original: string; text: string },
  file: string,
  sourceUrl: (line: number) => string,
): MacroSource {
  const template = HEADER_TEMPLATE.test(source.path);
  return {
    text: source.original,
    ...(template ? { configured: source.text } : {}),
    file,
    sourceUrl,
    all: template,
    valuesVary: !template && HEADER_TEMPLATE.test(file),
  };
}

/** Headers, and with `templates` the header templates whose generated header is absent. */
async function listHeaders(dirs: string[], templates: boolean): Promise<string[]> {
  const found = new Set<string>();
  for (const dir of dirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      const file = path.join(entry.parentPath, entry.name);
      if (entry.isFile() && (HEADER.test(entry.name) || (templates && HEADER_TEMPLATE.test(entry.name))))
        found.add(file);
    }
  }
  return [...found].filter((file) => !(HEADER_TEMPLATE.test(file) && found.has(file.slice(0, -3)))).sort();
}

export async function extractApiModel(
  options: ExtractOptions,
): Promise<{ model: ApiModel; warnings: ExtractWarning[] }> {
  const parser = await getCppParser();
  const { configure } = options;
  const paths = await listHeaders(
    options.includeDirs.map((d) => path.resolve(options.rootDir, d)),
    configure !== undefined,
  );
  const relative = (file: string) => path.relative(options.rootDir, file).split(path.sep).join('/');
  const sources = await Promise.all(
    paths.map(async (p) => {
      const text = await readFile(p, 'utf8');
      const template = configure !== undefined && HEADER_TEMPLATE.test(p);
      return { path: p, original: text, text: template ? configureFile(text, relative(p), configure) : text };
    }),
  );
  const macros = createMacroTable(
    sources.flatMap((s) => collectMacros(s.text)),
    options.knownMacros ?? DEFAULT_KNOWN_MACROS,
  );
  const warnings: ExtractWarning[] = [];
  const files: RawFile[] = [];
  // Warnings carry line numbers of the file we read, so they name that file, not the real header
  // a synopsis stands for (which has other line numbers).
  const readPaths = new Map<string, string>();
  const inReadFile = (w: ExtractWarning): ExtractWarning => ({ ...w, file: readPaths.get(w.file) ?? w.file });
  for (const source of sources) {
    const marker = SYNOPSIS_MARKER.exec(source.text.split('\n', 1)[0] ?? '');
    const readPath = relative(source.path);
    const file = marker?.[1] ?? readPath;
    readPaths.set(file, readPath);
    const base = options.sourceUrlBase.endsWith('/') ? options.sourceUrlBase : `${options.sourceUrlBase}/`;
    // Synopsis line numbers do not match the real header, so those links point at the file only.
    const sourceUrl = (line: number) => (marker ? `${base}${file}` : `${base}${file}#L${line}`);
    const pre = preprocess(source.text, macros);
    warnings.push(...pre.warnings.map((w) => ({ file: readPath, ...w })));
    const parsed = parseHeader(parser, pre.code, { file, sourceUrl });
    warnings.push(...parsed.warnings.map(inReadFile));
    files.push({ file, decls: parsed.decls, macros: extractMacros(macroSource(source, file, sourceUrl)) });
  }
  const built = buildModel(files, {
    includeDetail: options.includeDetail ?? false,
    ...(options.excludeNamespaces ? { excludeNamespaces: options.excludeNamespaces } : {}),
    source: options.source ?? { mode: 'custom' },
  });
  warnings.push(...built.warnings.map(inReadFile));
  const model = parseOrThrow(apiModelSchema, built.model, {
    file: 'the extracted API model',
    hint: 'The extractor produced a model its own schema rejects: a bug in lib/api, not in the headers.',
  });
  return { model, warnings };
}
