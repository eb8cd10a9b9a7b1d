// The inputs scripts/explorer-compare.ts feeds to the runtime and to lib/explorer, each as the driver's
// input line and as our own answer in the driver's output format.
import { makeBox, type Box, type Vec3 } from '@/lib/explorer/box';
import { regionDifference, regionIntersection, regionOf, regionUnion } from '@/lib/explorer/region';
import { split1d, split2d } from '@/lib/explorer/split';

export interface Case {
  line: string;
  ours: () => string;
}

const format = (boxes: readonly Box[]) => boxes.map((b) => `${b.min.join(',')}-${b.max.join(',')};`).join('');

function splitCase(kind: '1d' | '2d', offset: number, range: Vec3, granularity: Vec3, count: number): Case {
  const full = makeBox([offset, 0, 0], [offset + range[0], range[1], range[2]]);
  return {
    line: ['split', kind, offset, ...range, ...granularity, count].join(' '),
    ours: () => format((kind === '1d' ? split1d : split2d)(full, granularity, count)),
  };
}

const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 24, 64];

/** Uneven extents, granularities that do and do not divide the share, more chunks than units. */
export function* splitCases(): Generator<Case> {
  for (const r0 of [1, 2, 3, 5, 7, 8, 10, 16, 20, 33, 64, 100, 4096]) {
    for (const g0 of [1, 2, 3, 4, 8]) {
      if (r0 % g0 !== 0) continue;
      for (const count of COUNTS) yield splitCase('1d', 5, [r0, 1, 1], [g0, 1, 1], count);
    }
  }
  const extents = [1, 2, 3, 4, 5, 8, 12, 15, 16, 24, 64, 100, 128];
  const granularities = [
    [1, 1],
    [2, 2],
    [4, 1],
    [1, 4],
    [8, 8],
  ] as const;
  for (const r0 of extents) {
    for (const r1 of extents) {
      for (const r2 of [1, 4]) {
        for (const [g0, g1] of granularities) {
          if (r0 % g0 !== 0 || r1 % g1 !== 0) continue;
          for (const count of COUNTS) yield splitCase('2d', 0, [r0, r1, r2], [g0, g1, 1], count);
        }
      }
    }
  }
}

/** Unions, intersections and differences of random overlapping boxes in 1 to 3 dimensions (seeded). */
export function* regionCases(count: number): Generator<Case> {
  // mulberry32: a small seeded generator with well-mixed bits, so every run compares the same cases.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
  const randomBox = (dims: number): Box => {
    const min: [number, number, number] = [0, 0, 0];
    const max: [number, number, number] = [1, 1, 1];
    for (let d = 0; d < dims; d++) {
      const [a, b] = [random(8), random(8)];
      min[d] = Math.min(a, b);
      max[d] = Math.max(a, b) + 1;
    }
    return makeBox(min, max);
  };
  for (let i = 0; i < count; i++) {
    const dims = 1 + (i % 3);
    const op = (['u', 'i', 'd'] as const)[random(3)]!;
    const left = Array.from({ length: 1 + random(5) }, () => randomBox(dims));
    const right = Array.from({ length: 1 + random(5) }, () => randomBox(dims));
    const numbers = [...left, ...right].flatMap((b) => [...b.min, ...b.max]);
    yield {
      line: ['region', op, left.length, right.length, ...numbers].join(' '),
      ours: () => {
        const [a, b] = [regionOf(...left), regionOf(...right)];
        return format(
          op === 'u' ? regionUnion(a, b) : op === 'i' ? regionIntersection(a, b) : regionDifference(a, b),
        );
      },
    };
  }
}
