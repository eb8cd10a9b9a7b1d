import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseApiModel, type ApiModel } from '@/lib/api/model/schema';
import { refreshApiModelIfStale } from '@/lib/api/model/freshness';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';

// The site reads the model through this module (a file read, memoised), never via `import …json`:
// the bundler would copy the JSON into every page module, which doubles build time.

export const API_MODEL_PATH = apiGeneratedFile('model');

const cached = new Map<string, { modified: number; model: ApiModel }>();

/**
 * Reads and validates the generated model once per version of the file. In the dev server an edited
 * synopsis header is re-extracted first, so it shows on the next request.
 */
export function getApiModel(file: string = API_MODEL_PATH): ApiModel {
  // Every docs version's model is extracted in one run, from the headers it records.
  if (file.startsWith(path.dirname(API_MODEL_PATH) + path.sep)) refreshApiModelIfStale();
  const modified = modifiedAt(file);
  const hit = cached.get(file);
  if (hit?.modified === modified) return hit.model;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`API model not found at ${file}. Run "npm run api:extract" first.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `API model at ${file} is not valid JSON (${(error as Error).message}). Run "npm run api:extract" again.`,
    );
  }
  const model = parseApiModel(json, file);
  cached.set(file, { modified, model });
  return model;
}

const modifiedAt = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/** Forgets the memoised model, so tests start from a fresh read (a changed file is re-read anyway). */
export function resetApiModelCache(): void {
  cached.clear();
}
