import { describe, expect, it } from 'vitest';
import { unknownNamePolicy } from '@/scripts/connect-docs';

describe('CELERITY_UNKNOWN_API_NAMES', () => {
  it('fails the build unless it says warn', () => {
    expect(unknownNamePolicy(undefined)).toBe('error');
    expect(unknownNamePolicy('')).toBe('error');
    expect(unknownNamePolicy('error')).toBe('error');
    expect(unknownNamePolicy('warn')).toBe('warn');
  });

  it('names the accepted values for anything else', () => {
    expect(() => unknownNamePolicy('off')).toThrow(
      'CELERITY_UNKNOWN_API_NAMES is "off": expected "error" (the default) or "warn".',
    );
  });
});
