import type { Browser } from '@playwright/test';
import { apiAs, DEMO, expect, signInByApi, test } from './fixtures';

/** The sales head opens /dev/mail (the outbox is theirs alone) and reads the link mailed to `to`. */
async function mailedLink(browser: Browser, baseURL: string | undefined, to: string) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  try {
    const head = await context.newPage();
    await signInByApi(head, DEMO.head);
    const mail = head
      .getByRole('list', { name: 'Письма' })
      .getByRole('listitem')
      .filter({ hasText: to });
    // The recovery job writes the e-mail just after the answer: look again until it is there.
    await expect(async () => {
      await head.goto('/dev/mail');
      await expect(mail.first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const href = await mail.getByTestId('mail-link').first().getAttribute('href');
    expect(href).toBeTruthy();
    return href ?? '';
  } finally {
    await context.close();
  }
}

test('a user recovers a forgotten password through the e-mail link and signs in with the new one', async ({
  page,
  request,
  browser,
  baseURL,
  unique,
}) => {
  // A user of its own, so the demo accounts keep their password for the other tests.
  const email = `${unique('forgot')}@test.local`;
  const head = await apiAs(request, DEMO.head);
  await head.mutate('users.register', {
    email,
    password: 'old-password-1',
    phone: `+7998${String(Date.now()).slice(-7)}`,
    first_name: 'Вера',
  });

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  // Wait for the recovery page: the sign-in page's "E-mail или телефон" also contains "E-mail".
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByTestId('form-success')).toContainText(email);

  // The user follows the link from the e-mail in their own, signed-out browser.
  await page.goto(await mailedLink(browser, baseURL, email));

  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('Новый пароль', { exact: true }).fill('fresh-password-2');
  await page.getByLabel('Повторите новый пароль').fill('fresh-password-2');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('form-success')).toBeVisible();

  // The link works once.
  await page.reload();
  await page.getByLabel('Новый пароль', { exact: true }).fill('third-password-3');
  await page.getByLabel('Повторите новый пароль').fill('third-password-3');
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByTestId('form-error')).toContainText('недействительна');

  await page.goto('/sign-in');
  await page.getByLabel('E-mail или телефон').fill(email);
  await page.getByLabel('Пароль').fill('fresh-password-2');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/units$/);
});
