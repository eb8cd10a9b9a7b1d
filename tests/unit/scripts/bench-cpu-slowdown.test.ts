import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  REFERENCE_BENCHMARK_INDEX,
  slowMachineWarning,
} from '@/scripts/bench/cpu-slowdown';
import { slowdown } from '@/scripts/bench/format';
import { parseOptions } from '@/scripts/bench/options';

describe('calibratedSlowdown', () => {
  it("scales Lighthouse's own slowdown by the host's index over the reference", () => {
    expect(calibratedSlowdown('mobile', 2900, 2900)).toBe(4);
    expect(calibratedSlowdown('mobile', 1160, 2900)).toBe(1.6);
    expect(calibratedSlowdown('mobile', 4350, 2900)).toBe(6);
    expect(calibratedSlowdown('desktop', 1450, 2900)).toBe(0.5);
  });

  it('rounds to two decimals and never goes below 0.1', () => {
    expect(calibratedSlowdown('mobile', 1000, 3000)).toBe(1.33);
    expect(calibratedSlowdown('desktop', 10, 2900)).toBe(0.1);
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => calibratedSlowdown('mobile', 0, 2900)).toThrow('host 0, reference 2900');
    expect(() => calibratedSlowdown('mobile', Number.NaN, 2900)).toThrow(
      'benchmark indices must be positive',
    );
    expect(() => calibratedSlowdown('mobile', 1200, -1)).toThrow('reference -1');
  });
});

describe('--cpu-reference', () => {
  it('is absent unless given, so Lighthouse keeps its fixed slowdown', () => {
    expect(parseOptions([]).cpuReference).toBeUndefined();
    expect(parseOptions(['--cpu-reference', '2900']).cpuReference).toBe(2900);
  });

  it('wants a positive whole number', () => {
    expect(() => parseOptions(['--cpu-reference', 'fast'])).toThrow(
      '--cpu-reference expects positive whole numbers',
    );
    expect(() => parseOptions(['--cpu-reference'])).toThrow('--cpu-reference expects positive whole numbers');
  });

  it('prints as a multiplier', () => {
    expect(slowdown(4)).toBe('4×');
    expect(slowdown(1.576)).toBe('1.58×');
    expect(slowdown(Number.NaN)).toBe('n/a');
  });
});

describe('slowMachineWarning', () => {
  it('speaks up for fixed-slowdown runs on a machine far slower than the reference', () => {
    expect(slowMachineWarning(1190, false)).toContain('benchmark index in these runs was 1190 (median)');
    expect(slowMachineWarning(1190, false)).toContain(`--cpu-reference ${REFERENCE_BENCHMARK_INDEX}`);
  });

  it('stays quiet when the runs were calibrated, the machine is close to the reference, or nothing ran', () => {
    expect(slowMachineWarning(1190, true)).toBeUndefined();
    expect(slowMachineWarning(REFERENCE_BENCHMARK_INDEX * 0.8, false)).toBeUndefined();
    expect(slowMachineWarning(Number.NaN, false)).toBeUndefined();
  });
});
