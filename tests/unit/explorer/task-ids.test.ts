import { describe, expect, it } from 'vitest';
import type { BufferAccess, BufferSpec } from '@/lib/explorer/accesses';
import { taskIds, type TaskAccesses } from '@/lib/explorer/task-ids';

// Task ids as the runtime's task manager gives them (src/task_manager.cc): the initial epoch is T0, and a
// horizon takes the next id once the longest dependency chain has grown by 4 since the last horizon.

const buffers: BufferSpec[] = [
  { id: 0, dims: 1, range: [16, 1, 1], hostInitialized: true },
  { id: 1, dims: 1, range: [16, 1, 1], hostInitialized: true },
];
const task = (...accesses: BufferAccess[]): TaskAccesses => ({
  accesses,
  kernelDims: 1,
  globalSize: [16, 1, 1],
});
const read = (buffer: number): BufferAccess => ({ buffer, mode: 'read', mapper: { kind: 'one_to_one' } });
const write = (buffer: number): BufferAccess => ({
  buffer,
  mode: 'discard_write',
  mapper: { kind: 'one_to_one' },
});

describe('task ids with horizons', () => {
  it('gives a chain of tasks a horizon after every fourth step', () => {
    // Each task reads what the one before wrote: chain lengths 1, 2, 3, 4, then horizon T5 (length 5);
    // the next horizon comes when the chain reaches 8, after the eighth kernel (T9), as T10.
    const chain = Array.from({ length: 9 }, (_, k) => task(read(k % 2), write(1 - (k % 2))));
    expect(taskIds(buffers, chain)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 11]);
  });

  it('counts a write after a write as a dependency (the anti-dependency on the last writer)', () => {
    expect(
      taskIds(
        buffers,
        Array.from({ length: 6 }, () => task(write(0))),
      ),
    ).toEqual([1, 2, 3, 4, 6, 7]);
  });

  it('makes no horizon for tasks that only read: each depends on the epoch alone', () => {
    expect(
      taskIds(
        buffers,
        Array.from({ length: 8 }, () => task(read(0), read(1))),
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('follows regions: a task that reads what nobody wrote since the epoch starts a new chain', () => {
    const left = (mode: 'read' | 'discard_write'): BufferAccess => ({
      buffer: 0,
      mode,
      mapper: { kind: 'fixed', offset: [0], range: [8] },
    });
    const right: BufferAccess = {
      buffer: 0,
      mode: 'read',
      mapper: { kind: 'fixed', offset: [8], range: [8] },
    };
    // Three writes of the left half chain up (lengths 1–3); reading the right half depends on the epoch
    // only (length 1), so no horizon follows the fourth task.
    expect(
      taskIds(buffers, [
        task(left('discard_write')),
        task(left('discard_write')),
        task(left('discard_write')),
        task(right),
      ]),
    ).toEqual([1, 2, 3, 4]);
  });
});
