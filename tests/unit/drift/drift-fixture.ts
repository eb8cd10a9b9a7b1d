// Runs the drift comparison on a fixture pair under tests/unit/drift/fixtures/<name>: `synopsis/` and a
// library checkout `library/` with its `include/`.
import path from 'node:path';
import { runDrift } from '@/lib/drift/run';

export function driftOnFixture(...name: string[]): ReturnType<typeof runDrift> {
  const dir = path.join(process.cwd(), 'tests/unit/drift/fixtures', ...name);
  return runDrift({
    synopsisDir: path.join(dir, 'synopsis'),
    libraryDir: path.join(dir, 'library'),
    deliberate: [],
    root: process.cwd(),
  });
}
