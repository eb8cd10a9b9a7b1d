import { describe, expect, it } from 'vitest';
import {
  DOCSEARCH_DEFAULT_PARAMETERS,
  docSearchParameters,
  hostedSearchConfigFrom,
} from '@/lib/search/client/hosted-config';

const complete = {
  NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APPID123',
  NEXT_PUBLIC_DOCSEARCH_API_KEY: 'search-only-key',
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'celerity',
};

describe('hostedSearchConfigFrom', () => {
  it('returns null without any variable: the site uses its local index', () => {
    expect(hostedSearchConfigFrom({})).toBeNull();
    expect(hostedSearchConfigFrom({ NEXT_PUBLIC_DOCSEARCH_APP_ID: '  ' })).toBeNull();
  });

  it('returns the trimmed credentials when all three are set', () => {
    expect(hostedSearchConfigFrom({ ...complete, NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: ' celerity\n' })).toEqual({
      appId: 'APPID123',
      apiKey: 'search-only-key',
      indexName: 'celerity',
    });
  });

  it('names the missing variables of a partial configuration', () => {
    expect(() => hostedSearchConfigFrom({ ...complete, NEXT_PUBLIC_DOCSEARCH_API_KEY: undefined })).toThrow(
      'Hosted search is half configured: NEXT_PUBLIC_DOCSEARCH_APP_ID, NEXT_PUBLIC_DOCSEARCH_INDEX_NAME are set but NEXT_PUBLIC_DOCSEARCH_API_KEY is missing. Set all three NEXT_PUBLIC_DOCSEARCH_* variables for Algolia DocSearch, or none for the local index.',
    );
    expect(() => hostedSearchConfigFrom({ NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'celerity' })).toThrow(
      'NEXT_PUBLIC_DOCSEARCH_INDEX_NAME is set but NEXT_PUBLIC_DOCSEARCH_APP_ID, NEXT_PUBLIC_DOCSEARCH_API_KEY are missing',
    );
  });

  it('does not repeat what DocSearch sends itself, which would pin the snippet length', () => {
    for (const key of Object.keys(DOCSEARCH_DEFAULT_PARAMETERS))
      expect(docSearchParameters('0.6')).not.toHaveProperty(key);
  });

  it('filters on the version searched, plus the records of no version', () => {
    expect(docSearchParameters('0.6')).toEqual({
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.6']],
    });
    expect(docSearchParameters('current').facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });
});
