import type { Driver } from './driver';
import { waitIn } from './fixtures';

// Finding things in the page by what a reader sees, for drivers that only click CSS selectors.

/** Marks the first `selector` element whose text is `text` (exactly, trimmed) and clicks it. */
export async function clickText(driver: Driver, selector: string, text: string): Promise<void> {
  await waitIn(
    driver,
    `const [selector, text] = arguments;
     document.querySelectorAll('[data-e2e-target]').forEach((element) => element.removeAttribute('data-e2e-target'));
     const found = [...document.querySelectorAll(selector)].find((element) => element.textContent.trim() === text);
     found?.setAttribute('data-e2e-target', '');
     return Boolean(found);`,
    `an element ${selector} reading "${text}"`,
    selector,
    text,
  );
  await driver.click('[data-e2e-target]');
}

export const textOf = (driver: Driver, selector: string) =>
  driver.run<string>(`return document.querySelector(arguments[0])?.textContent.trim() ?? '';`, selector);

/** Waits until the page's path is `path` and its h1 reads `heading` (when given). */
export const waitForPage = (driver: Driver, path: RegExp, heading?: string) =>
  waitIn(
    driver,
    `const [path, flags, heading] = arguments;
     return new RegExp(path, flags).test(location.pathname) &&
       (heading === null || document.querySelector('h1')?.textContent.trim() === heading);`,
    `the page ${path}${heading ? ` titled "${heading}"` : ''}`,
    path.source,
    path.flags,
    heading ?? null,
  );
