import { describe, expect, it } from 'vitest';
import { anchorsIn, expectedAnchors, missingAnchors } from '@/lib/api/xref/external-anchors';
import { EMPTY_EXTERNAL_REFS } from '@/lib/api/xref/external-refs';

// The anchor check behind scripts/check-external-anchors.ts, on small pages.

describe('external anchors', () => {
  it('groups the expected anchors by page', () => {
    const refs = {
      ...EMPTY_EXTERNAL_REFS,
      cpp: {
        'sycl::buffer': { url: 'https://x.org/spec.html#subsec:buffers', source: 'S' },
        'sycl::queue': { url: 'https://x.org/spec.html#sec:queue-class', source: 'S' },
        'std::vector': { url: 'https://y.org/vector', source: 'C' },
      },
    };
    expect(expectedAnchors(refs)).toEqual(
      new Map([
        ['https://x.org/spec.html', new Set(['subsec:buffers', 'sec:queue-class'])],
        ['https://y.org/vector', new Set()],
      ]),
    );
  });

  it('finds ids in any quoting and reports the missing ones', () => {
    const html = `<h2 id="sec:queue-class">Q</h2><a name='old'></a><div id=plain>`;
    expect(anchorsIn(html)).toEqual(new Set(['sec:queue-class', 'old', 'plain']));
    expect(missingAnchors(new Set(['sec:queue-class', 'subsec:buffers', 'old']), html)).toEqual([
      'subsec:buffers',
    ]);
  });

  it('matches ids case-sensitively, as browsers do (section pages of the MPI standard are `NodeN`)', () => {
    const html = `<h2><span id="Node269">12.2.1. Starting MPI Processes</span></h2>`;
    expect(missingAnchors(new Set(['Node269', 'node269']), html)).toEqual(['node269']);
  });
});
