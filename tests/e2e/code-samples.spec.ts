import type { ThemeRegistration } from 'shiki/core';
import { CODE_THEME } from '@/lib/mdx/highlighter.mjs';
import { COLOR_CLASSES } from '@/lib/mdx/token-classes.mjs';
import { REDUCTION } from './api-urls';
import { expect, gotoHydrated, test } from './fixtures';

// Hidden sample lines (`//% …`) are compiled by `npm run check:samples` but must never be shown.
for (const { path, visible, hidden } of [
  {
    path: '/docs/pitfalls/',
    visible: 'print_histogram(histogram); // data race',
    hidden: 'void print_histogram(const std::vector<int>& histogram);',
  },
  {
    path: REDUCTION,
    visible: 'const float peak = *q.fence(max_value).get();',
    hidden: 'celerity::buffer<float, 1> samples{celerity::range<1>{1024}};',
  },
]) {
  test(`${path} shows its samples without their hidden lines`, async ({ page }) => {
    await page.goto(path);
    const code = await page.locator('article pre').allTextContents();
    expect(code.join('\n')).toContain(visible);
    expect(code.join('\n')).not.toContain('//%');
    expect(await page.locator('body').textContent()).not.toContain(hidden);
  });
}

// Code is dark in both site themes: each token keeps the colour its class has in the code theme's table
// (lib/mdx/token-classes.mjs), and no element of the code carries an inline style but the number of lines
// a guide's <code> holds its height with (lib/mdx/rehype-code-blocks.mjs).
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const PAGE_BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(22, 24, 29)' };

for (const path of ['/docs/getting-started/', REDUCTION]) {
  test(`${path} colours its code by class, the same in the light and the dark theme`, async ({ page }) => {
    const theme = (await import(`shiki/themes/${CODE_THEME}.mjs`)) as { default: ThemeRegistration };
    await gotoHydrated(page, path);
    const code = page.locator('main pre').first();
    const styles = await page
      .locator('main pre[style], main pre [style]')
      .evaluateAll((elements) =>
        elements.map((element) => `${element.tagName} ${element.getAttribute('style')}`),
      );
    expect(styles.filter((style) => !/^CODE --code-lines:\d+$/.test(style))).toEqual([]);
    const shown: Array<{ cls: string; colour: string }> = [];
    for (const [colour, cls] of Object.entries(COLOR_CLASSES))
      if ((await code.locator(`span.${cls}`).count()) > 0) shown.push({ cls, colour: rgb(colour) });
    expect(shown.length).toBeGreaterThan(2);
    for (const siteTheme of ['light', 'dark'] as const) {
      if ((await page.locator('html').getAttribute('data-theme')) !== siteTheme)
        await page.getByTestId('theme-toggle').click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', siteTheme);
      await expect(page.locator('body')).toHaveCSS('background-color', PAGE_BACKGROUND[siteTheme]);
      await expect(code).toHaveCSS(
        'background-color',
        rgb(theme.default.colors?.['editor.background'] ?? ''),
      );
      for (const { cls, colour } of shown)
        await expect(code.locator(`span.${cls}`).first()).toHaveCSS('color', colour);
    }
  });
}
