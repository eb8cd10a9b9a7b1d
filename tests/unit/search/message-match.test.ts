import { describe, expect, it } from 'vitest';
import { matchMessage, pastedQuery, stripLogPrefix, templateParts } from '@/lib/search/client/message-match';

const templates = [
  '[executor] {}',
  '[executor] retired I{} after {:.2f}',
  '{} declares a {} access on uninitialized {} {}.{}',
  'Refusing to oversubscribe {}{}.',
  'asynchronous SYCL errors:\n\t{}',
  'Device selection failed: No eligible devices found',
];
const parts = templates.map(templateParts);
const match = (line: string) => templates[matchMessage(line, parts)];

describe('pasted runtime messages', () => {
  it('strips the log prefix, a panic prefix and an uncaught exception report', () => {
    expect(stripLogPrefix('[2026-11-28 13:52:01.123] [03] [warning] Refusing to')).toBe('Refusing to');
    expect(stripLogPrefix('celerity-runtime panic: asynchronous SYCL errors:')).toBe(
      'asynchronous SYCL errors:',
    );
    expect(
      stripLogPrefix(
        "terminate called after throwing an instance of 'std::runtime_error'\n  what():  Runtime x",
      ),
    ).toBe('Runtime x');
    expect(
      stripLogPrefix(
        "[2026-11-28 13:52:01.123] [error] [config.cc:90] Validation error for environment variable 'CELERITY_DEVICES': Support for",
      ),
    ).toBe('Support for');
  });

  it('fills placeholders with anything, with or without the prefix', () => {
    const line =
      'Device kernel T3 "init" declares a consuming access on uninitialized B1 "grid" {[0,0,0] - [512,512,1]}. Make sure…';
    expect(match(line)).toBe(templates[2]);
    expect(match(`[2026-11-28 13:52:01.123] [0] [warning] ${line}`)).toBe(templates[2]);
  });

  it('prefers the template with more literal text', () => {
    expect(match('[executor] retired I42 after 1.25 ms')).toBe(templates[1]);
    expect(match('[executor] some exception text from a kernel')).toBe(undefined);
  });

  it('matches a line cut off inside a literal part, across line breaks', () => {
    expect(match('[1] [warning] Refusing to oversubscribe device kernel T4 "sum" because it perf')).toBe(
      templates[3],
    );
    expect(match('celerity-runtime panic: asynchronous SYCL errors:\n\tOUT_OF_DEVICE_MEMORY')).toBe(
      templates[4],
    );
  });

  it('finds nothing for short queries and lines that diverge from every template', () => {
    expect(matchMessage('Refusing', parts)).toBe(-1);
    expect(matchMessage('Refusing to buy anything else today', parts)).toBe(-1);
  });

  it('matches a line of four or more words copied from the middle of a message', () => {
    expect(match('No eligible devices found')).toBe(templates[5]);
    expect(match('declares a consuming access on uninitialized B1 "grid"')).toBe(templates[2]);
    // Fewer words: an ordinary search that a message happens to contain.
    expect(matchMessage('eligible devices found', parts)).toBe(-1);
  });

  it('pastes a log line as its text on one line', () => {
    expect(pastedQuery('celerity-runtime panic: asynchronous SYCL errors:\n\tE1')).toBe(
      'asynchronous SYCL errors: E1',
    );
    expect(pastedQuery('buffer')).toBe('buffer');
  });
});
