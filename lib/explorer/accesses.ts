/**
 * Buffer accesses of a task and what a box of its work items consumes and produces through them
 * (src/task.cc, buffer_access_map). An access consumes unless it discards (`no_init` turns write_only
 * into discard_write and read_write into discard_read_write); it produces unless it only reads
 * (include/types.h, is_consumer_mode and is_producer_mode). A plain `write` therefore consumes too:
 * the elements it leaves alone must keep their old values.
 */
import { type Box, type Dims, type Vec3 } from './box';
import { type RangeMapper } from './range-mapper-spec';
import { mapChunk, mapperChunk } from './range-mappers';
import { regionUnion, EMPTY_REGION, type Region } from './region';

export type AccessMode = 'read' | 'write' | 'read_write' | 'discard_write' | 'discard_read_write';

export function isConsumerMode(mode: AccessMode): boolean {
  return mode !== 'discard_write' && mode !== 'discard_read_write';
}

export function isProducerMode(mode: AccessMode): boolean {
  return mode !== 'read';
}

export interface BufferSpec {
  id: number;
  name?: string;
  dims: Dims;
  range: Vec3;
  /** Created from host data; otherwise its elements hold no value until a task writes them. */
  hostInitialized: boolean;
}

export interface BufferAccess {
  buffer: number;
  mode: AccessMode;
  mapper: RangeMapper;
}

export interface Requirements {
  consumed: Region;
  produced: Region;
}

export function findBuffer(buffers: readonly BufferSpec[], id: number): BufferSpec {
  const buffer = buffers.find((b) => b.id === id);
  if (!buffer) throw new RangeError(`an access names buffer B${id}, which is not among the buffers`);
  return buffer;
}

/** Per accessed buffer (in order of first access), the elements `box` consumes and produces. */
export function requirementsOf(
  accesses: readonly BufferAccess[],
  buffers: readonly BufferSpec[],
  kernelDims: Dims,
  globalSize: Vec3,
  box: Box,
): Map<number, Requirements> {
  const chunk = mapperChunk(kernelDims, box, globalSize);
  const result = new Map<number, Requirements>();
  for (const access of accesses) {
    const region = mapChunk(access.mapper, chunk, findBuffer(buffers, access.buffer));
    const entry = result.get(access.buffer) ?? { consumed: EMPTY_REGION, produced: EMPTY_REGION };
    result.set(access.buffer, {
      consumed: isConsumerMode(access.mode) ? regionUnion(entry.consumed, region) : entry.consumed,
      produced: isProducerMode(access.mode) ? regionUnion(entry.produced, region) : entry.produced,
    });
  }
  return result;
}
