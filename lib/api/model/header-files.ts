import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiModel } from '@/lib/api/model/schema';

// Where the header a symbol is declared in lives on disk. Model locations name the library's header
// (`include/queue.h`); a synopsis header says which one it stands for on its first line
// (`// celerity-source: include/queue.h`). With CELERITY_SOURCE the headers are the checkout's own.

const SYNOPSIS_DIR = path.join(process.cwd(), 'content', 'api', 'include');
const SYNOPSIS_MARKER = /^\s*\/\/\s*celerity-source:\s*(\S+)/;

function synopsisFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(h|hpp)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const marker = SYNOPSIS_MARKER.exec(readFileSync(file, 'utf8').split('\n', 1)[0] ?? '');
    if (marker?.[1]) files.set(marker[1], file);
  }
  return files;
}

let cached: { key: string; files: Map<string, string> } | undefined;

/**
 * The absolute path of the header behind a model location's `file`, or undefined when it is not on
 * disk (a model from elsewhere).
 */
export function headerPath(
  model: Pick<ApiModel, 'source'>,
  locationFile: string,
  options: { sourceDir?: string; synopsisDir?: string } = {},
): string | undefined {
  if (model.source.mode === 'source') {
    const dir = options.sourceDir ?? process.env.CELERITY_SOURCE;
    return dir ? path.resolve(dir, locationFile) : undefined;
  }
  const dir = options.synopsisDir ?? SYNOPSIS_DIR;
  if (cached?.key !== dir) cached = { key: dir, files: synopsisFiles(dir) };
  // A header without the marker is named by its path in the repository.
  const own = path.resolve(locationFile);
  return cached.files.get(locationFile) ?? (existsSync(own) ? own : undefined);
}
