import { describe, expect, it } from 'vitest';
import { inlineCall } from '@/lib/site/inline-script';
import { fakeBrowser } from './fake-browser';

describe('inlineCall', () => {
  it('calls the function with the argument expression at once', () => {
    const record = (value: { n: number }) => {
      (self as unknown as { seen: number }).seen = value.n * 2;
    };
    const page = fakeBrowser({ url: 'https://h.org/' });
    page.run(inlineCall(record, '{"n":21}'));
    expect(page.globals.seen).toBe(42);
  });

  it('rejects a function that uses the __name helper of a bundler', () => {
    const helped = new Function('a', '__name(function inner() {}, "inner");') as (a: unknown) => void;
    expect(() => inlineCall(helped, '1')).toThrow(
      /inline script anonymous: its source refers to the bundler helper __name/,
    );
  });
});
