import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The availability grid's cells (issue 31): every line of every cell fits it, «студия» beside a
 * three-digit number included, in Russian and English, on a laptop and on a phone; a cell is
 * named as the unit is everywhere («кв. 50 · SP-1-1-14-02»).
 */
async function clippedCells(page: Page) {
  return page.locator('[data-unit-code]').evaluateAll((cells) =>
    cells.flatMap((cell) =>
      [...cell.querySelectorAll('span')]
        .filter((s) => {
          const box = cell.getBoundingClientRect();
          const r = s.getBoundingClientRect();
          const clipped = s.scrollWidth > s.clientWidth + 0.5;
          return (
            s.children.length === 0 &&
            // A badge on the corner (the queue's count) sits over the edge on purpose.
            s.getAttribute('data-testid') !== 'queue-badge' &&
            (clipped || r.right > box.right - 1 || r.left < box.left)
          );
        })
        .map((s) => `${cell.getAttribute('data-unit-code')}: ${s.textContent}`),
    ),
  );
}

test('every cell shows its number, rooms, area and price whole, ru and en, 1366 and 390 px', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(180_000);
  await signInAs('head');
  await page.goto('/units');
  const studio = page.locator('[data-unit-code]').filter({ hasText: /^\d{3}\s*студия/ });
  try {
    for (const lang of ['ru', 'en'] as const) {
      if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const first = page.locator('[data-unit-code]').first();
        await expect(first).toBeVisible();
        await expect(first).toHaveAttribute(
          'aria-label',
          lang === 'ru' ? /^кв\.\u00a0\d+ · SP-/ : /^apt\.\u00a0\d+ · SP-/,
        );
        if (lang === 'ru') await expect(studio.first()).toBeAttached();
        expect(await clippedCells(page), `${lang} ${width}`).toEqual([]);
        const target = lang === 'ru' ? studio.first() : first;
        await target.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/search-format-grid-${lang}-${width}.png` });
      }
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Русский' }).click();
  }
});
