/**
 * The range mappers the explorer knows, as data: the built-in ones of include/range_mapper.h
 * (namespaces celerity::access and celerity::experimental::access) and one custom mapper as an example,
 * with the check that a mapper fits the kernel and buffer it is used with.
 */
import { type Dims, type Vec3 } from './box';
import { invalidRangeMapperDims } from './diagnostics';

/** `neighborhood_shape` exists from v0.7.0; older versions always extend into a bounding box. */
export type NeighborhoodShape = 'bounding_box' | 'along_axes';
export const NEIGHBORHOOD_SHAPE_SINCE = 'v0.7.0';

export type RangeMapper =
  | { kind: 'one_to_one' }
  | { kind: 'fixed'; offset: readonly number[]; range: readonly number[] }
  | { kind: 'all' }
  | { kind: 'slice'; dim: number }
  | { kind: 'neighborhood'; extent: readonly number[]; shape?: NeighborhoodShape }
  /** A user-written mapper for a 2D kernel that reads the mirrored chunk of a 2D buffer: (i, j) ↦ (j, i). */
  | { kind: 'transposed' }
  /** experimental::access::even_split, for 1D host tasks: a contiguous share of dimension 0 per chunk. */
  | { kind: 'even_split'; granularity?: readonly number[] };

/** What a range mapper sees: a chunk of a kernel with `dims` dimensions, as celerity::chunk. */
export interface MapperChunk {
  dims: Dims;
  offset: Vec3;
  range: Vec3;
  globalSize: Vec3;
}

export interface BufferShape {
  dims: Dims;
  range: Vec3;
}

export class RangeMapperError extends Error {
  override name = 'RangeMapperError';
}

/** `same`: kernel and buffer of equal dimensionality; otherwise the kernel's required dimensionality.
 * A mismatch is the runtime's error at submission; the part in parentheses says what the mapper needs. */
function requireDims(mapper: RangeMapper, kernelDims: Dims, bufferDims: Dims, want: 'same' | Dims): void {
  const ok = want === 'same' ? kernelDims === bufferDims : kernelDims === want;
  if (ok && !(mapper.kind === 'transposed' && bufferDims !== 2)) return;
  const wanted =
    want === 'same'
      ? 'a kernel and a buffer of the same dimensionality'
      : mapper.kind === 'transposed'
        ? 'a 2D kernel and a 2D buffer'
        : `a ${want}D kernel`;
  throw new RangeMapperError(
    `${invalidRangeMapperDims(kernelDims, bufferDims)} (${mapper.kind} needs ${wanted}, got a ${kernelDims}D kernel and a ${bufferDims}D buffer)`,
  );
}

function requireCounts(
  mapper: RangeMapper,
  name: string,
  values: readonly number[],
  dims: Dims,
  least: 0 | 1,
): void {
  if (values.length !== dims || values.some((v) => !Number.isSafeInteger(v) || v < least)) {
    const kind = least === 0 ? 'non-negative' : 'positive';
    throw new RangeMapperError(
      `${mapper.kind} needs ${dims} ${kind} integers as its ${name}, got [${values.join(',')}]`,
    );
  }
}

/** Refuses a mapper that would not compile or run for this kernel and buffer, naming what is expected. */
export function checkRangeMapper(mapper: RangeMapper, kernelDims: Dims, bufferDims: Dims): void {
  switch (mapper.kind) {
    case 'all':
      return;
    case 'one_to_one':
      return requireDims(mapper, kernelDims, bufferDims, 'same');
    case 'fixed':
      requireCounts(mapper, 'offset', mapper.offset, bufferDims, 0);
      return requireCounts(mapper, 'range', mapper.range, bufferDims, 0);
    case 'slice':
      requireDims(mapper, kernelDims, bufferDims, 'same');
      if (!Number.isInteger(mapper.dim) || mapper.dim < 0 || mapper.dim >= bufferDims) {
        throw new RangeMapperError(
          `slice needs a dimension index from 0 to ${bufferDims - 1}, got ${mapper.dim}`,
        );
      }
      return;
    case 'neighborhood':
      requireDims(mapper, kernelDims, bufferDims, 'same');
      return requireCounts(mapper, 'extent', mapper.extent, bufferDims, 0);
    case 'transposed':
      return requireDims(mapper, kernelDims, bufferDims, 2);
    case 'even_split':
      requireDims(mapper, kernelDims, bufferDims, 1);
      if (mapper.granularity) requireCounts(mapper, 'granularity', mapper.granularity, bufferDims, 1);
      return;
  }
}
