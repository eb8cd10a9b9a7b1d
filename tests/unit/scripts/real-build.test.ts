import { describe, expect, it } from 'vitest';
import { percentile, unknownNameCount } from '@/scripts/bench/real-build';

describe('the real-library row', () => {
  it('reads the count of unlinked API names from the prebuild log', () => {
    const log = [
      'content/docs/a.mdx:3: `celerity::queue`: no such symbol',
      '136 unknown API name(s) left as plain text (CELERITY_UNKNOWN_API_NAMES=warn; not for a published site).',
      'API links: 586 of 647 …',
    ].join('\n');
    expect(unknownNameCount(log)).toBe(136);
    expect(unknownNameCount('API links: 647 of 647 …')).toBe(0);
  });

  it('takes percentiles by nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.95)).toBe(5);
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
