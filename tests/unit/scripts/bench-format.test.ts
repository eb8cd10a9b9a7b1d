import { describe, expect, it } from 'vitest';
import { millisSpread, spread } from '@/scripts/bench/format';

describe('millisSpread', () => {
  it('gives the median with the lowest and highest run in brackets', () => {
    expect(millisSpread(spread([134, 18, 78]))).toBe('78 ms (18–134 ms)');
    expect(millisSpread(spread([4, 0, 1.5]))).toBe('1.50 ms (0.00–4.00 ms)');
  });

  it('gives the value alone when every run agrees', () => {
    expect(millisSpread(spread([12, 12, 12]))).toBe('12 ms');
  });
});
