import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, test, type DemoRole } from './fixtures';

const ALL_SECTIONS = [
  'Сводка',
  'Помещения',
  'Бронирования',
  'Сделки',
  'Покупатели',
  'Платежи',
  'Цены',
  'Документы',
  'Справочники',
  'Пользователи',
  'Интеграции',
  'Профиль',
];
/** API keys and webhooks: sales heads only. */
const STAFF_SECTIONS = ALL_SECTIONS.filter((s) => s !== 'Интеграции');
const NAV_BY_ROLE: Record<DemoRole, string[]> = {
  head: ALL_SECTIONS,
  manager: STAFF_SECTIONS,
  realtor: STAFF_SECTIONS.filter((s) => s !== 'Пользователи'),
  viewer: STAFF_SECTIONS.filter((s) => s !== 'Пользователи'),
};

async function signInWithForm(page: Page, login: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail или телефон').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role} signs in through the form and sees the navigation of the role`, async ({
    page,
  }) => {
    await signInWithForm(page, DEMO[role], DEMO_PASSWORD);
    // Sales heads, managers and viewers land on the dashboard, realtors on the units grid.
    await expect(page).toHaveURL(role === 'realtor' ? /\/units$/ : /\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav.getByRole('link')).toHaveText(NAV_BY_ROLE[role]);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
  });
}

test('a wrong password shows a clear message and keeps the user on the sign-in page', async ({
  page,
}) => {
  await signInWithForm(page, DEMO.viewer, 'not-the-password');
  await expect(page.getByTestId('form-error')).toHaveText('Неверный логин или пароль.');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a sales head registers a manager who then signs in', async ({
  page,
  browser,
  signInAs,
  unique,
}) => {
  const email = `${unique('e2e')}@test.local`;
  const phone = `+7999${String(Date.now()).slice(-7)}`;
  await signInAs('head');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Зарегистрировать пользователя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация пользователя' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Телефон', { exact: true }).fill(phone);
  await dialog.getByLabel('Фамилия').fill('Соколова');
  await dialog.getByLabel('Имя', { exact: true }).fill('Елена');
  await dialog.getByLabel('Пароль').fill('new-user-pass');
  await dialog.getByRole('checkbox', { name: 'Менеджер отдела продаж' }).check();
  await dialog.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(page.getByTestId('toast')).toContainText('Пользователь зарегистрирован');
  await expect(page.getByRole('table', { name: 'Пользователи' })).toContainText(email);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signInWithForm(other, email, 'new-user-pass');
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(
    other
      .getByRole('navigation', { name: 'Основная навигация' })
      .getByRole('link', { name: 'Пользователи' }),
  ).toBeVisible();
  await fresh.close();
});

test('registering an e-mail that is taken shows the conflict on the field', async ({
  page,
  signInAs,
}) => {
  await signInAs('head');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Зарегистрировать пользователя' }).click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация пользователя' });
  await dialog.getByLabel('E-mail').fill(DEMO.manager);
  await dialog.getByLabel('Телефон', { exact: true }).fill('+79995554433');
  await dialog.getByLabel('Имя', { exact: true }).fill('Дубль');
  await dialog.getByLabel('Пароль').fill('whatever-123');
  await dialog.getByRole('button', { name: 'Зарегистрировать' }).click();
  await expect(dialog).toContainText(/уже/i);
});

test('a manager lists users but cannot register them', async ({ page, signInAs }) => {
  await signInAs('manager');
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Пользователи' })).toContainText(DEMO.head);
  await expect(page.getByRole('button', { name: 'Зарегистрировать пользователя' })).toHaveCount(0);
});

test('signing out ends the session: a kept copy of its cookie no longer signs anyone in', async ({
  page,
  signInAs,
}) => {
  await signInAs('viewer');
  const me = () => page.request.get(`/api/trpc/users.me?input=${encodeURIComponent('{}')}`);
  expect((await me()).status()).toBe(200);
  const kept = await page.context().cookies();

  await page.goto('/units');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.context().addCookies(kept);
  expect((await me()).status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/sign-in/);
});
