import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, test, type FreeUnit } from './fixtures';

/** A live booking of a free unit in building 1 (the grid opens on it), in a group of its own. */
async function bookedUnit(request: APIRequestContext, name: string) {
  const manager = await apiAs(request, DEMO.manager);
  const [unit, spare] = (await freeUnits(manager, 2, { direction: 'desc', building: '1' })) as [
    FreeUnit,
    FreeUnit,
  ];
  const { item } = await manager.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit.id,
    comment: name,
  });
  await manager.mutate('bookingGroups.create', { name, bookings: [item.id] });
  return { unit, spare, bookingId: item.id };
}

const UNITS_LIST = '**/api/trpc/units.list*';

/** Waits until no list or grid on the page is loading. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('signed out', () => {
  test('sign-in, with and without an error', async ({ page, expectAccessible }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expectAccessible('sign-in');

    await page.getByLabel('E-mail или телефон').fill(DEMO.viewer);
    await page.getByLabel('Пароль').fill('not-the-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expectAccessible('sign-in with an error');
  });

  test('password recovery screens', async ({ page, expectAccessible }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await expectAccessible('forgot password');

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByLabel('Новый пароль', { exact: true })).toBeVisible();
    await expectAccessible('reset password');

    await page.goto('/reset-password');
    await expect(page.getByTestId('form-error')).toBeVisible();
    await expectAccessible('reset password without a token');
  });
});

test.describe('signed in as the sales head', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('head');
  });

  test('units: the grid, a booked unit card, the booking form', async ({
    page,
    request,
    unique,
    expectAccessible,
  }) => {
    // Three whole-page axe scans of the grid (hundreds of cells): slow on 2 busy cores.
    test.slow();
    // Four axe scans of the whole grid (hundreds of cells) take 15-20 s each on a loaded 2-core box.
    test.setTimeout(150_000);
    const { unit, spare } = await bookedUnit(request, unique('a11y-units'));
    // The grid's placeholder while the units load: their answer waits until it has been checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(UNITS_LIST, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/units');
    await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
    await expectAccessible('units while loading');
    release(); // from now on every answer goes through at once
    await expect(page.locator('[data-unit-code]').first()).toBeVisible();
    await settled(page);
    await expectAccessible('units');

    await page.goto(`/units?unit=${unit.id}`);
    const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
    await expect(card.getByRole('heading', { name: /Бронь №/ })).toBeVisible();
    await expect(card.getByRole('form', { name: 'Статус помещения' })).toBeVisible();
    await expectAccessible('units, card of a booked unit');

    await page.goto(`/units?unit=${spare.id}`);
    const spareCard = page.getByRole('dialog', { name: new RegExp(spare.code) });
    await spareCard.getByRole('button', { name: 'Забронировать' }).click();
    await expect(spareCard.getByRole('button', { name: 'Подтвердить бронь' })).toBeVisible();
    await expectAccessible('units, booking form in the card');
  });

  test('bookings: the list, a booking card, the groups', async ({
    page,
    request,
    unique,
    expectAccessible,
  }) => {
    const name = unique('a11y-bookings');
    const { bookingId } = await bookedUnit(request, name);
    await page.goto('/bookings');
    await expect(page.getByRole('table', { name: 'Бронирования' })).toContainText('№');
    await settled(page);
    await expectAccessible('bookings');

    await page.goto(`/bookings/${bookingId}`);
    await expect(page.getByTestId('booking-number')).toBeVisible();
    await expect(page.getByRole('list', { name: /История/ })).toContainText(name);
    await settled(page);
    await expectAccessible('booking card');

    const picker = page.getByRole('combobox', { name: 'Ответственный' });
    await picker.fill('кузн');
    await expect(page.getByRole('option', { name: /Кузнецов/ })).toBeVisible();
    await expectAccessible('booking card, responsible picker with search results');
    await picker.press('Escape');
    await expect(picker).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/bookings/groups');
    const groups = page.getByRole('table', { name: 'Группы бронирований' });
    await expect(groups).toContainText(name);
    await settled(page);
    await groups.getByRole('button', { name: `Показать брони группы «${name}»` }).click();
    await expect(page.getByRole('list', { name: new RegExp(name) })).toBeVisible();
    await expectAccessible('booking groups');
  });

  test('booking card: the payment panel, its QR code, the offline payment dialog', async ({
    page,
    request,
    unique,
    expectAccessible,
  }) => {
    const { bookingId } = await bookedUnit(request, unique('a11y-payments'));
    const head = await apiAs(request, DEMO.head);
    // Two links: the current one and a revoked one under "Previous links".
    for (let i = 0; i < 2; i++) await head.mutate('paymentLinks.create', { booking: bookingId });
    await page.goto(`/bookings/${bookingId}`);
    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByTestId('link-url')).toBeVisible();
    await panel.getByRole('button', { name: 'Показать QR-код' }).click();
    await expect(panel.getByRole('img', { name: /QR-код/ })).toBeVisible();
    await panel.getByText(/Прежние ссылки/).click();
    await settled(page);
    await expectAccessible('booking card, payment panel');

    await panel.getByRole('button', { name: 'Подтвердить оплату в офисе' }).click();
    const dialog = page.getByRole('dialog', { name: /Подтвердить оплату/ });
    await expect(dialog.getByLabel('ID заказа в CRM')).toBeVisible();
    await expectAccessible('booking card, offline payment dialog');

    await dialog.getByRole('button', { name: 'Подтвердить оплату' }).click();
    await expect(panel.getByTestId('payments-table')).toBeVisible();
    // The "confirmed" toast loads its region lazily and may start after the table shows: axe
    // caught it half-faded in on CI. Wait for it, so the animation wait below covers its fade.
    await expect(page.getByTestId('toast').filter({ hasText: /подтверждена/ })).toBeVisible();
    await settled(page);
    await expectAccessible('booking card, paid, with its payments');
  });

  for (const [tab, label] of [
    ['partners', 'Партнёры'],
    ['employees', 'Сотрудники'],
    ['agents', 'Агенты'],
    ['roles', 'Должности'],
    ['departments', 'Отделы'],
    ['users', 'Люди'],
  ] as const) {
    test(`directory: ${tab}`, async ({ page, expectAccessible }) => {
      await page.goto(`/directory/${tab}`);
      await expect(page.getByRole('table', { name: label })).toBeVisible();
      await settled(page);
      await expectAccessible(`directory ${tab}`);
    });
  }

  for (const [path, heading] of [
    ['/users', 'Пользователи'],
    ['/payments', 'Журнал платежей'],
    ['/profile', 'Профиль'],
    ['/pricing', 'Цены'],
    ['/pricing/discounts', 'Цены'],
    ['/pricing/options', 'Цены'],
    ['/documents', 'Документы'],
    ['/dev/mail', 'Исходящая почта'],
    ['/integrations/crm', 'CRM'],
  ] as const) {
    test(`screen ${path}`, async ({ page, expectAccessible }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await settled(page);
      await expectAccessible(path);
    });
  }
});
