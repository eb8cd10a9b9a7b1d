import path from 'node:path';
import { extractApiModel } from '@/lib/api/extract/extract';

export const FIXTURES = path.join(import.meta.dirname, 'fixtures');

let cached: ReturnType<typeof extractApiModel> | undefined;

/** The fixture model, extracted once per test file. */
export function fixtureModel(includeDetail = false) {
  if (includeDetail)
    return extractApiModel({
      includeDirs: ['include'],
      rootDir: FIXTURES,
      includeDetail,
      sourceUrlBase: 'https://example.org/blob/abc',
    });
  cached ??= extractApiModel({
    includeDirs: ['include'],
    rootDir: FIXTURES,
    sourceUrlBase: 'https://example.org/blob/abc',
  });
  return cached;
}
