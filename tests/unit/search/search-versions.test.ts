import { describe, expect, it } from 'vitest';
import {
  chooseSearchVersion,
  searchParametersFor,
  searchTagsFor,
  searchVersionOfPath,
  versionParam,
} from '@/lib/search/client/search-versions';

// The versions as the layout passes them: the latest release at /docs/, the others below it.
const VERSIONS = [
  { name: 'current', label: 'Next (unreleased)', path: '/docs/next/' },
  { name: '0.7', label: '0.7', path: '/docs/' },
  { name: '0.6', label: '0.6', path: '/docs/0.6/' },
];
const nameOf = (pathname: string) => searchVersionOfPath(VERSIONS, pathname).name;

describe('searchVersionOfPath', () => {
  it('searches the version of a docs page', () => {
    expect(nameOf('/docs/next/buffers/')).toBe('current');
    expect(nameOf('/docs/0.6/api/celerity/buffer/')).toBe('0.6');
    expect(nameOf('/docs/buffers/')).toBe('0.7');
  });

  it('searches the latest release everywhere else', () => {
    expect(nameOf('/')).toBe('0.7');
    expect(nameOf('/blog/2024/release/')).toBe('0.7');
    expect(nameOf('/search/')).toBe('0.7');
  });
});

describe('chooseSearchVersion (the version of /search/?version=)', () => {
  const choose = (requested: string | null) => {
    const { version, unknown } = chooseSearchVersion(VERSIONS, requested);
    return { name: version.name, unknown };
  };

  it('takes the URL segment or the name, and the latest when none is given', () => {
    expect(choose('next')).toEqual({ name: 'current', unknown: null });
    expect(choose('current')).toEqual({ name: 'current', unknown: null });
    expect(choose('0.6')).toEqual({ name: '0.6', unknown: null });
    expect(choose(null)).toEqual({ name: '0.7', unknown: null });
    expect(choose(' ')).toEqual({ name: '0.7', unknown: null });
  });

  it('falls back to the latest for an unknown version and reports what was asked', () => {
    expect(choose('0.5')).toEqual({ name: '0.7', unknown: '0.5' });
  });

  it('names versions in URLs by their segment', () => {
    expect(VERSIONS.map(versionParam)).toEqual(['next', '0.7', '0.6']);
  });

  it('refuses an empty version list', () => {
    expect(() => chooseSearchVersion([], '0.6')).toThrow(
      'Search needs at least one docs version; the layout passed none',
    );
  });
});

describe('version tags and facet filters', () => {
  it('tags versioned records with docs-default-<name> only and the rest with default only', () => {
    expect(searchTagsFor('0.6')).toEqual(['docs-default-0.6']);
    expect(searchTagsFor()).toEqual(['default']);
  });

  it('filters a search on its version plus the records of no version', () => {
    expect(searchParametersFor('current').facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });
});
