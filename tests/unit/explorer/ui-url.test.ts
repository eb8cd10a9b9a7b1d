import { describe, expect, it } from 'vitest';
import { PRESETS } from '@/lib/explorer/ui-presets';
import { stateToQuery } from '@/lib/explorer/ui-state';
import { explorerQuery, searchWithState, stateFromUrl, urlNamesExplorer } from '@/lib/explorer/ui-url';

const rm = { ...PRESETS['range-mappers'], nodes: 4 };
const sh = { ...PRESETS['split-hints'], nodes: 3 };

describe('explorer states in the URL', () => {
  it('keeps the states of two explorers side by side', () => {
    const one = searchWithState('?q=x', 'explorer-range-mappers', rm);
    const both = searchWithState(one, 'explorer-split-hints', sh);
    expect(both).toMatch(/^\?q=x&range-mappers\.dims=2&/);
    expect(both).toContain('&split-hints.nodes=3&');
    expect(stateFromUrl('explorer-range-mappers', both)).toEqual(rm);
    expect(stateFromUrl('explorer-split-hints', both)).toEqual(sh);
    const again = searchWithState(both, 'explorer-range-mappers', { ...rm, nodes: 5 });
    expect(stateFromUrl('explorer-range-mappers', again)?.nodes).toBe(5);
    expect(stateFromUrl('explorer-split-hints', again)).toEqual(sh);
    expect(urlNamesExplorer('explorer-work-groups', again)).toBe(false);
  });

  it('reads a link of the earlier form and rewrites it in the prefixed one', () => {
    const legacy = `?explorer=explorer-range-mappers&${stateToQuery(rm)}`;
    expect(urlNamesExplorer('explorer-range-mappers', legacy)).toBe(true);
    expect(stateFromUrl('explorer-range-mappers', legacy)).toEqual(rm);
    expect(searchWithState(legacy, 'explorer-range-mappers', rm)).toBe(
      explorerQuery('explorer-range-mappers', rm),
    );
  });

  it('names the bad parameter of a broken state', () => {
    expect(() => stateFromUrl('explorer-range-mappers', '?range-mappers.dims=3')).toThrow(
      'dims: expected an integer from 1 to 2, got "3"',
    );
  });
});
