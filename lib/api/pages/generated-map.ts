import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';

/**
 * A reader of a JSON map that prebuild writes (back-references, uses in the library's examples), read
 * once per process and file. Without the file (unit tests of page builders, builds that write none) the
 * map is empty, so pages list nothing.
 */
export function generatedMapReader<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
): (file: string) => Partial<T> {
  let cached: { file: string; map: Partial<T> } | undefined;
  return (file) => {
    if (cached?.file === file) return cached.map;
    const map: Partial<T> = existsSync(file) ? schema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
    cached = { file, map };
    return map;
  };
}
