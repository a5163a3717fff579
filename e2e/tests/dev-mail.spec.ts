import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The outbox must answer exactly like an unknown address to anyone but a sales head. */
async function expectNotFound(page: Page, path: string) {
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  const notFoundText = await page.locator('main').innerText();

  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  expect(await page.locator('main').innerText()).toBe(notFoundText);
  await expect(page.getByRole('heading', { name: 'Исходящая почта' })).toHaveCount(0);
}

test.describe('the mail outbox /dev/mail', () => {
  test('is a 404 for a visitor who is not signed in', async ({ page }) => {
    await expectNotFound(page, '/dev/mail');
  });

  test('is a 404 for a manager (and every role but the sales head)', async ({ page, signInAs }) => {
    await signInAs('manager');
    await expectNotFound(page, '/dev/mail');
  });

  test('shows the outbox to the sales head', async ({ page, signInAs }) => {
    await signInAs('head');
    const response = await page.goto('/dev/mail');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Исходящая почта' })).toBeVisible();
  });
});
