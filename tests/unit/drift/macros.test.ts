import { describe, expect, it } from 'vitest';
import { formatDriftReport } from '@/lib/drift/report';
import { driftOnFixture } from './drift-fixture';

// Macros are compared by name only: their values depend on how the library was configured.

describe('API drift of macros', async () => {
  const result = await driftOnFixture('macros');

  it('reports a macro only the library has, and not one whose value differs', () => {
    expect(result.drift.map((f) => [f.kind, f.qualifiedName, f.label])).toEqual([
      ['missing', 'CELERITY_FIXTURE_ADDED', 'macro'],
    ]);
  });

  it('shows the macro as a #define with its place in the library', () => {
    const report = formatDriftReport(result, { library: 'fixture', synopsisPath: result.synopsisPath });
    expect(report).toContain('library `include/config.h:7`: `#define CELERITY_FIXTURE_ADDED`');
  });
});
