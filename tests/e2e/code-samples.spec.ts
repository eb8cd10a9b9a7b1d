import { REDUCTION } from './api-urls';
import { expect, test } from './fixtures';

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
