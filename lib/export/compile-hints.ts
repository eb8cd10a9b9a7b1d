/**
 * V8 compiles a script's functions lazily: on the main thread, the first time each is called. The
 * scripts a page starts with (the framework, the router, our layout's client components) call most of
 * their functions while they start and hydrate, so that compilation made the task that runs them the
 * longest of the page load (≈ 40 ms of CPU on a desktop machine for the tutorial, four times that on a
 * phone). A file that begins with V8's explicit compile hint is compiled whole, on a background thread,
 * while it downloads; the task then only runs it. Browsers without the hint read a comment.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ExportPassError } from './pass';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The route-payload loader names the scripts a page starts with (lib/export/flight-payload.ts). */
const LOADER_SCRIPTS = /<script data-route-payload="[^"]*" data-scripts="([^"]*)">/;

export class CompileHintError extends ExportPassError {}

/** The URLs of the scripts a page starts with, as the loader in its head lists them. */
export function startupScripts(html: string): string[] {
  return (LOADER_SCRIPTS.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
}

/** `source` with the compile hint as its first line (unchanged when it has it already). */
export const withCompileHint = (source: string) =>
  source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;

/** Adds the compile hint to every script a page of `outDir` starts with; returns their URLs. */
export function addCompileHints(outDir: string, basePath: string, files: readonly string[]): string[] {
  const urls = new Set(
    files
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => startupScripts(readFileSync(file, 'utf8'))),
  );
  if (urls.size === 0)
    throw new CompileHintError(
      `${outDir}: no page names the scripts it starts with (expected the route-payload loader's data-scripts in <head>).`,
    );
  for (const url of urls) {
    if (!url.startsWith(`${basePath}/_next/static/`) || !url.endsWith('.js'))
      throw new CompileHintError(`${url}: expected a script under ${basePath}/_next/static/.`);
    const file = path.join(outDir, url.slice(basePath.length));
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(file, hinted);
  }
  return [...urls];
}

/** After the pass: every script a page starts with begins with the compile hint. */
export function compileHintProblems(outDir: string, basePath: string, files: readonly string[]): string[] {
  const urls = new Set(
    files
      .filter((file) => file.endsWith('.html'))
      .flatMap((file) => startupScripts(readFileSync(file, 'utf8'))),
  );
  return [...urls]
    .filter(
      (url) => !readFileSync(path.join(outDir, url.slice(basePath.length)), 'utf8').startsWith(COMPILE_HINT),
    )
    .map((url) => `${url}: a page starts this script, but it does not begin with the compile hint`);
}
