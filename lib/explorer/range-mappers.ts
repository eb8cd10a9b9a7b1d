/**
 * Which buffer elements a chunk of work items accesses through a range mapper (range-mapper-spec.ts),
 * computed as in include/range_mapper.h, and clamped to the buffer as the runtime clamps every result
 * (clamp_region_to_buffer_size).
 */
import { boxFromSubrange, makeBox, toVec3, type Box, type Dims, type Vec3 } from './box';
import {
  checkRangeMapper,
  type BufferShape,
  type MapperChunk,
  type NeighborhoodShape,
  type RangeMapper,
} from './range-mapper-spec';
import { clampToBuffer, regionOf, EMPTY_REGION, type Region } from './region';

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
