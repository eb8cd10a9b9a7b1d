import { test } from './fixtures';
import { expectRouterRequestsAsFallbackExpects } from './route-requests';

// The route-load fallback (lib/export/route-load-fallback.ts) tells Next's route payload requests apart by
// headers that are not an API; this fails when a Next.js upgrade changes them.
test("Next's route payload requests on a real navigation look as the route-load fallback expects", async ({
  page,
}) => {
  await expectRouterRequestsAsFallbackExpects(page);
});
