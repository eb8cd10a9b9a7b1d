import type * as Navigation from 'next/navigation';
import { afterAll, vi } from 'vitest';
import { removeTempDirs } from './temp-dir';

// Unit tests render components with react-dom/server, outside a Next.js app, so there is no app router,
// and next/navigation's useRouter throws without one. AppLink asks it for prefetching on intent, which
// these renders never trigger; the rest of next/navigation stays as it is.
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof Navigation>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

// Folders made with tempDir() go once the file's tests are done, whether they passed or not.
afterAll(removeTempDirs);
