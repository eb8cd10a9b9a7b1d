/**
 * Range mappers: which buffer elements a chunk of work items accesses. The built-in mappers of
 * include/range_mapper.h (namespaces celerity::access and celerity::experimental::access), one custom
 * mapper as an example, and the clamping the runtime applies to every result (clamp_region_to_buffer_size).
 */
import { boxFromSubrange, makeBox, toVec3, type Box, type Dims, type Vec3 } from './box';
import { clampToBuffer, regionOf, EMPTY_REGION, type Region } from './region';

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

/** `same`: kernel and buffer of equal dimensionality; otherwise the kernel's required dimensionality. */
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
    `${mapper.kind} needs ${wanted}, got a ${kernelDims}D kernel and a ${bufferDims}D buffer`,
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

/** Grows `box` by `extent` along dimension `d`, stopping at 0 below (the runtime's extend_axis). */
function extendAxis(box: Box, extent: Vec3, d: number): Box {
  const min: [number, number, number] = [...box.min];
  const max: [number, number, number] = [...box.max];
  min[d] = min[d]! - Math.min(extent[d]!, min[d]!);
  max[d] = max[d]! + extent[d]!;
  return makeBox(min, max);
}

function neighborhood(chunkBox: Box, dims: Dims, extent: Vec3, shape: NeighborhoodShape): Region {
  if (shape === 'along_axes') {
    // The chunk plus one arm per axis: a "+" in 2D, without the diagonal corners.
    const arms = [0, 1, 2].slice(0, dims).map((d) => extendAxis(chunkBox, extent, d));
    return regionOf(chunkBox, ...arms);
  }
  let grown = chunkBox;
  for (let d = 0; d < dims; d++) grown = extendAxis(grown, extent, d);
  return regionOf(grown);
}

/** The runtime's even_split: each chunk gets ⌊size / items⌋ rounded down to the granularity; the first
 * chunks get one granularity unit more each, and the last chunk also what is left below one unit. */
function evenSplit(chunk: MapperChunk, buffer: BufferShape, granularity: number): Region {
  const items = chunk.globalSize[0];
  if (items === 0) return EMPTY_REGION;
  const size = buffer.range[0];
  const step = Math.floor(size / (items * granularity)) * granularity;
  const remainder = size - items * step;
  const remainderBefore = Math.min(
    Math.floor(remainder / granularity) * granularity,
    chunk.offset[0] * granularity,
  );
  let length = chunk.range[0] * step;
  if (remainder > remainderBefore) {
    length += Math.min(chunk.range[0], Math.floor((remainder - remainderBefore) / granularity)) * granularity;
    if (chunk.offset[0] + chunk.range[0] === items) length += remainder % granularity;
  }
  const start = chunk.offset[0] * step + remainderBefore;
  return regionOf(boxFromSubrange([start, 0, 0], [length, buffer.range[1], buffer.range[2]]));
}

function unclamped(mapper: RangeMapper, chunk: MapperChunk, buffer: BufferShape): Region {
  const chunkBox = boxFromSubrange(chunk.offset, chunk.range);
  switch (mapper.kind) {
    case 'one_to_one':
      return regionOf(chunkBox);
    case 'fixed':
      return regionOf(boxFromSubrange(toVec3(mapper.offset, 0), toVec3(mapper.range, 1)));
    case 'all':
      return regionOf(boxFromSubrange([0, 0, 0], buffer.range));
    case 'slice': {
      const offset: [number, number, number] = [...chunk.offset];
      const range: [number, number, number] = [...chunk.range];
      offset[mapper.dim] = 0;
      range[mapper.dim] = buffer.range[mapper.dim]!;
      return regionOf(boxFromSubrange(offset, range));
    }
    case 'neighborhood':
      return neighborhood(chunkBox, chunk.dims, toVec3(mapper.extent, 0), mapper.shape ?? 'bounding_box');
    case 'transposed':
      return regionOf(
        boxFromSubrange([chunk.offset[1], chunk.offset[0], 0], [chunk.range[1], chunk.range[0], 1]),
      );
    case 'even_split':
      return evenSplit(chunk, buffer, mapper.granularity?.[0] ?? 1);
  }
}

/** The buffer elements `chunk` accesses through `mapper`, clamped to the buffer as the runtime does. */
export function mapChunk(mapper: RangeMapper, chunk: MapperChunk, buffer: BufferShape): Region {
  checkRangeMapper(mapper, chunk.dims, buffer.dims);
  return clampToBuffer(unclamped(mapper, chunk, buffer), buffer.range);
}

/** The chunk a range mapper sees for an execution box of a task with `globalSize`. */
export function mapperChunk(dims: Dims, box: Box, globalSize: Vec3): MapperChunk {
  return {
    dims,
    offset: box.min,
    range: [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]],
    globalSize,
  };
}
