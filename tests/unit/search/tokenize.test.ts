import { describe, expect, it } from 'vitest';
import {
  expandHeadingTerm,
  expandIndexTerm,
  expandNamePartTerm,
  expandNameTerm,
  headingStems,
  findRuns,
  runSegments,
  singular,
  stemOf,
  tokenizeText,
} from '@/lib/search/client/tokenize';

describe('C++-aware tokenisation', () => {
  it('keeps qualified names together and stops at template and operator punctuation', () => {
    expect(tokenizeText('celerity::buffer<T, Dims> and operator<<(os)')).toEqual([
      'celerity::buffer',
      'T',
      'Dims',
      'and',
      'operator',
      'os',
    ]);
  });

  it('indexes a qualified name whole, by its :: suffixes and by its parts', () => {
    expect(expandIndexTerm('celerity::reduction')).toEqual(['celerity::reduction', 'reduction', 'celerity']);
    expect(expandIndexTerm('celerity::experimental::set_lookahead').sort()).toEqual(
      [
        'celerity',
        'celerity::experimental::set_lookahead',
        'experimental',
        'experimental::set_lookahead',
        'lookahead',
        'set',
        'set_lookahead',
      ].sort(),
    );
  });

  it('indexes snake_case by its words and lowercases everything', () => {
    expect(expandIndexTerm('set_lookahead')).toEqual(['set_lookahead', 'set', 'lookahead']);
    expect(expandIndexTerm('CELERITY_LOG_LEVEL')).toEqual([
      'celerity_log_level',
      'celerity',
      'log',
      'level',
      'log_level',
    ]);
    expect(expandIndexTerm('__init')).toEqual(['__init', 'init']);
  });

  it('gives the segments a highlight may cover, with offsets', () => {
    const [, run] = findRuns('x celerity::set_lookahead');
    expect(run).toEqual({ start: 2, end: 25, value: 'celerity::set_lookahead' });
    expect(runSegments(run!).map((s) => `${s.start}:${s.value}`)).toEqual([
      '2:celerity::set_lookahead',
      '2:celerity',
      '12:set_lookahead',
      '12:set',
      '16:lookahead',
    ]);
    // A run of last words is a segment too: "num_nodes" highlights in get_num_nodes.
    const [nodes] = findRuns('get_num_nodes');
    expect(runSegments(nodes!).map((s) => `${s.start}:${s.value}`)).toEqual([
      '0:get_num_nodes',
      '0:get',
      '4:num',
      '4:num_nodes',
      '8:nodes',
    ]);
  });
});

describe('names and headings', () => {
  it('indexes a symbol by its qualified name and suffixes, and apart by the words of its own name', () => {
    const name = 'celerity::experimental::collective_partition::get_num_nodes';
    expect(expandNameTerm(name)).toEqual([
      'celerity::experimental::collective_partition::get_num_nodes',
      'experimental::collective_partition::get_num_nodes',
      'collective_partition::get_num_nodes',
      'get_num_nodes',
    ]);
    // Not its scopes' words ("collective"), and not the name itself, which is a name term above.
    expect(expandNamePartTerm(name).sort()).toEqual(['get', 'nodes', 'num', 'num_nodes']);
    expect(expandNamePartTerm('celerity::buffer')).toEqual([]);
  });

  it('stems plain words, and indexes a heading by the stems that differ from its words', () => {
    expect(['migrate', 'migration', 'migrating'].map(stemOf)).toEqual(['migrat', 'migrat', 'migrat']);
    expect(stemOf('build')).toBe('build');
    // Names, short words and words with capitals (not lower-cased yet) have no stem.
    expect(['set_lookahead', 'celerity::buffer', 'go', 'Devices'].map(stemOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(headingStems('Choosing devices')).toBe('choos devic');
    expect(headingStems('Build the set_lookahead example')).toBe('exampl');
  });

  it('adds the singular of heading words, and leaves words that only end in s alone', () => {
    expect(expandHeadingTerm('Tasks')).toEqual(['tasks', 'task']);
    expect(expandHeadingTerm('Dependencies')).toEqual(['dependencies', 'dependency']);
    expect(['process', 'status', 'is', 'its', 'access'].map(singular)).toEqual([
      'process',
      'status',
      'is',
      'its',
      'access',
    ]);
  });
});
