import type { Page } from '@playwright/test';

/** Collects the CSP violations of every document the page loads, from its first script on. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => report(`${event.effectiveDirective} ${event.blockedURI} in ${event.documentURI}`),
      true,
    );
  });
  return violations;
}
