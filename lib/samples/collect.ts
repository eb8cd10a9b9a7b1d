// Finds every C++ sample of the site: code blocks in the MDX content (guides, blog, pages), the
// C++ files the home page shows, and the examples in the API synopsis's doc comments.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPLORER_PRESETS_FILE, explorerSampleBlocks } from './explorer-blocks';
import { headerSampleBlocks } from './header-blocks';
import { mdxSampleBlocks } from './mdx-blocks';
import { parseFenceMeta, type SampleBlock } from './sample-block';

/** Content files that can hold C++ samples, repository-relative and sorted. */
export async function listSampleFiles(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, 'content'), { recursive: true, withFileTypes: true });
  const content = entries
    .filter((entry) => entry.isFile() && /\.(mdx|cpp|h|hpp)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  return [...content, EXPLORER_PRESETS_FILE].sort();
}

/** The blocks of one file: MDX fences, doc-comment examples of a header, the explorer's preset samples,
 * or a whole .cpp file. */
export function sampleBlocksOf(file: string, source: string): SampleBlock[] {
  if (file === EXPLORER_PRESETS_FILE) return explorerSampleBlocks(source);
  if (file.endsWith('.mdx')) return mdxSampleBlocks(file, source);
  if (/\.(h|hpp)$/.test(file)) return headerSampleBlocks(file, source);
  const lines = source.replace(/\n$/, '').split('\n');
  return [{ file, line: 1, lines, options: parseFenceMeta('', file, 1) }];
}

export async function collectSampleBlocks(root: string, files?: string[]): Promise<SampleBlock[]> {
  const chosen = files ?? (await listSampleFiles(root));
  const perFile = await Promise.all(
    chosen.map(async (file) => sampleBlocksOf(file, await readFile(path.resolve(root, file), 'utf8'))),
  );
  return perFile.flat();
}
