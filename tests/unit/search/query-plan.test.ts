import { describe, expect, it } from 'vitest';
import { planQuery } from '@/lib/search/client/query-plan';
import { createTermLayout } from '@/lib/search/client/term-layout';

// Leaves: '' (everything else), 'h' split into 'ho' and 'hu', 's'.
const layout = createTermLayout(['', 'h', 'ho', 'hu', 's']);
const answers = { h: [12, 7, 3, 9] };

describe('planQuery', () => {
  it('lowercases the words, matches the last as a prefix and names the shard of each', () => {
    expect(planQuery('Set_Look  Host_Task', layout, answers)).toEqual({
      kind: 'search',
      words: [
        { text: 'set_look', last: false, leaves: [4] },
        { text: 'host_task', last: true, leaves: [2] },
      ],
      name: 'set_look host_task',
      nameLeaf: 4,
    });
    expect(planQuery('buffer<T>', layout, answers)).toMatchObject({
      words: [
        { text: 'buffer', last: false, leaves: [0] },
        { text: 't', last: true, leaves: [0] },
      ],
    });
  });

  it("adds the shard of a word's stem when another shard holds it", () => {
    // Leaves: '' , 'm', and 'migrati', which holds "migration" but not its stem "migrat".
    const split = createTermLayout(['', 'm', 'migrati']);
    expect(planQuery('migration guide', split, {})).toMatchObject({
      words: [
        { text: 'migration', leaves: [2, 1] },
        { text: 'guide', leaves: [0] },
      ],
    });
  });

  it('answers a single word too short for one shard from the build-time list', () => {
    expect(planQuery('H', layout, answers)).toEqual({
      kind: 'answer',
      word: 'h',
      nbHits: 12,
      ids: [7, 3, 9],
    });
  });

  it('leaves out a short word still being typed when other words can decide', () => {
    expect(planQuery('set h', layout, answers)).toMatchObject({
      kind: 'search',
      words: [{ text: 'set', last: false, leaves: [4] }],
    });
  });

  it('searches every shard under a short word that has no answer', () => {
    expect(planQuery('h', layout, {})).toMatchObject({
      words: [{ text: 'h', last: true, leaves: [1, 2, 3] }],
    });
  });

  it('treats a query without words as a request for everything', () => {
    expect(planQuery(' <> ', layout, answers)).toEqual({ kind: 'all' });
  });
});
