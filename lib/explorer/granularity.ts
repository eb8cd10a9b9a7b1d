/**
 * The split granularity of a kernel: the work-group size of an nd_range kernel (1 for a plain
 * parallel_for or a host task), combined per dimension with `experimental::constrain_split` through the
 * least common multiple (include/handler.h, get_constrained_granularity). Chunks are always whole
 * multiples of it, so it must divide the global size.
 */
import { formatVec, toVec3, type Dims, type Vec3 } from './box';
import { ND_RANGE_NOT_DIVISIBLE, SPLIT_CONSTRAINT_ZERO, splitConstraintNotDividing } from './diagnostics';

export class GranularityError extends Error {
  override name = 'GranularityError';
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

function lcm(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : (a / gcd(a, b)) * b;
}

export interface GranularityInput {
  globalSize: readonly number[];
  /** The work-group size of an nd_range kernel. */
  localSize?: readonly number[];
  /** The range passed to experimental::constrain_split. */
  constraint?: readonly number[];
}

function components(name: string, values: readonly number[], dims: number): void {
  if (values.length !== dims) {
    throw new GranularityError(`${name} needs ${dims} components like the global size, got ${values.length}`);
  }
  for (const v of values) {
    if (!Number.isSafeInteger(v) || v < 0) {
      throw new GranularityError(
        `${name} must hold non-negative integers, got ${formatVec(toVec3(values, 0))}`,
      );
    }
  }
}

/** The effective granularity, padded to three dimensions with 1; throws what the runtime would throw. */
export function effectiveGranularity({ globalSize, localSize, constraint }: GranularityInput): Vec3 {
  const dims = globalSize.length;
  if (dims < 1 || dims > 3) throw new GranularityError(`a kernel has 1 to 3 dimensions, got ${dims}`);
  components('the global size', globalSize, dims);
  const local = localSize ?? globalSize.map(() => 1);
  components('the local size', local, dims);
  const split = constraint ?? globalSize.map(() => 1);
  components('the split constraint', split, dims);
  // The nd_range constructor refuses a local size that does not tile the global size (include/ranges.h).
  if (localSize && local.some((l, d) => l === 0 || globalSize[d]! % l !== 0)) {
    throw new GranularityError(ND_RANGE_NOT_DIVISIBLE);
  }
  const result = local.map((l, d) => lcm(l, split[d]!));
  if (result.some((g) => g === 0)) throw new GranularityError(SPLIT_CONSTRAINT_ZERO);
  if (result.some((g, d) => globalSize[d]! % g !== 0)) {
    const groupSize = local.reduce((product, l) => product * l, 1);
    throw new GranularityError(
      splitConstraintNotDividing(
        groupSize > 1,
        formatVec(toVec3(result, 1), dims as Dims),
        formatVec(toVec3(globalSize, 1), dims as Dims),
      ),
    );
  }
  return toVec3(result, 1);
}
