import type { Page } from '@playwright/test';
import { exportFrom } from './excel';
import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(text);
  await settled(page);
}

/** A day `days` from today in the browser's (and this process's) time zone, `YYYY-MM-DD`. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE');

/** price × area rounded half up to kopecks, in roubles. */
const total = (price: number, area: number) =>
  Number((BigInt(Math.round(price * 100)) * BigInt(Math.round(area * 100)) + 50n) / 100n) / 100;

/** A money amount as the Russian screens print it, spaces of any kind ("7 989 545,20"). */
const rub = (n: number) =>
  new RegExp(
    n
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, '\\s'),
  );

test('a sales head schedules a price: today unchanged, the date it takes effect shown, a future day shows it', async ({
  page,
  signInAs,
  unique,
  request,
  shot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, DEMO.head);
  const unit = (await freeUnits(api, 5, { direction: 'desc', building: '1' }))[4];
  if (!unit) throw new Error('no unit');
  const card = await api.query<{ base_price: number | null; area: number }>('units.get', {
    id: unit.id,
  });
  const price = 234_567.89;
  const reason = unique('План');
  await signInAs('head');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Базовые цены' });
  await expect(table).toBeVisible();
  await search(page, unit.code);
  await table.getByRole('button', { name: `Задать цену ${unit.code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Цена ${unit.code}` });
  await dialog.getByLabel('Цена за м², ₽').fill('234 567,89');
  await dialog.getByLabel('Основание').fill(reason);
  await dialog.getByLabel('Вступает в силу').fill(`${day(1)}T10:00`);
  await shot('set-price-scheduled');
  await dialog.getByRole('button', { name: 'Задать цену' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Цена ${unit.code} задана` }),
  ).toBeVisible();

  // Today's price stays; the scheduled one is shown under it with when it takes effect.
  const row = table.getByRole('row').nth(1);
  if (card.base_price !== null)
    await expect(row.getByTestId('unit-total')).toContainText(rub(card.base_price));
  const note = row.getByTestId('scheduled-price');
  await expect(note).toContainText(rub(total(price, card.area)));
  await expect(note.locator('time')).toHaveAttribute(
    'datetime',
    new Date(`${day(1)}T10:00`).toISOString(),
  );
  expect(
    (await api.query<{ base_price: number | null }>('units.get', { id: unit.id })).base_price,
  ).toBe(card.base_price);
  await row.getByRole('button', { name: `История цен ${unit.code}` }).click();
  const history = page.getByRole('table', { name: `История цен ${unit.code}` });
  await expect(history.getByRole('row').nth(1)).toContainText(reason);
  await expect(history.getByRole('row').nth(1)).toContainText('Запланирована');
  await settled(page);
  await expectAccessible('prices with a scheduled price');
  await shot('scheduled-price');

  // The "as of" switch looks into the future: the day after tomorrow has the new price.
  await page.goto(`/pricing?date=${day(2)}`);
  await expect(page.getByTestId('as-of-note')).toBeVisible();
  await search(page, unit.code);
  await expect(table.getByRole('row').nth(1).getByTestId('unit-total')).toContainText(
    rub(total(price, card.area)),
  );
  await shot('as-of-future');

  // Its Excel export is the price list as of the end of that day: the new base price, and the
  // file named by that instant's day in the app's time zone (APP_TIMEZONE, Moscow by default).
  const asOfDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(
    new Date(`${day(2)}T23:59:59.999`),
  );
  const prices = await exportFrom(
    page,
    'Экспорт в Excel',
    new RegExp(`^price-list-${asOfDay}\\.xlsx$`),
  );
  expect(prices.rows).toHaveLength(1);
  expect(prices.rows[0]?.[0]).toBe(unit.code);
  expect(prices.rows[0]?.[7]).toBe(total(price, card.area));
});

test('discounts show their period and status; the form takes the two dates; both languages and a phone', async ({
  page,
  signInAs,
  unique,
  request,
  shot,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, DEMO.head);
  const prefix = unique('Период');
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  await api.mutate('discounts.create', {
    id: crypto.randomUUID(),
    description: `${prefix} прошлая`,
    valid_from: at(-10),
    valid_to: at(-3),
  });
  await api.mutate('discounts.create', {
    id: crypto.randomUUID(),
    description: `${prefix} идёт`,
    valid_from: at(-1),
    valid_to: at(7),
  });
  await signInAs('head');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing/discounts');
  await expect(page.getByRole('table', { name: 'Скидки' })).toBeVisible();
  await settled(page);

  await page.getByRole('button', { name: 'Создать скидку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая скидка' });
  await dialog.getByLabel('Название').fill(`${prefix} будущая`);
  await dialog.getByLabel('Действует с').fill(`${day(3)}T09:00`);
  await dialog.getByLabel('Действует до').fill(`${day(2)}T09:00`);
  await dialog.getByRole('button', { name: 'Создать скидку' }).click();
  // The end before the start is refused next to the field, in Russian.
  await expect(dialog.getByText('Окончание должно быть позже начала')).toBeVisible();
  await dialog.getByLabel('Действует до').fill(`${day(30)}T09:00`);
  await expectAccessible('discount form with a period');
  await shot('discount-form');
  await dialog.getByRole('button', { name: 'Создать скидку' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Скидка создана' }).first(),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Скидки' });
  await search(page, prefix);
  const status = (name: string) =>
    table.getByRole('row').filter({ hasText: name }).getByTestId('period-status');
  await expect(status(`${prefix} прошлая`)).toHaveText('Завершена');
  await expect(status(`${prefix} идёт`)).toHaveText('Действует');
  await expect(status(`${prefix} будущая`)).toHaveText('Запланирована');
  await settled(page);
  await expectAccessible('discounts with periods');
  await shot('discounts-periods');

  // In a week and a half, as of that day: the running one is over, the future one runs.
  await page.goto(`/pricing/discounts?date=${day(10)}`);
  await search(page, prefix);
  await expect(status(`${prefix} идёт`)).toHaveText('Завершена');
  await expect(status(`${prefix} будущая`)).toHaveText('Действует');

  await page
    .context()
    .addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
  await page.goto('/pricing/discounts');
  const en = page.getByRole('table', { name: 'Discounts' });
  await expect(en).toBeVisible();
  await page.getByRole('searchbox').fill(prefix);
  await settled(page);
  await expect(en.getByRole('row').filter({ hasText: 'будущая' })).toContainText('Scheduled');
  await expect(en.getByRole('row').filter({ hasText: 'прошлая' })).toContainText('Over');
  await expect(en.getByRole('row').filter({ hasText: 'идёт' })).toContainText('Running');
  await expectAccessible('discounts with periods (en)');
  await shot('discounts-periods-en');
  await page.context().clearCookies({ name: 'locale' });

  // A phone: no sideways scroll, the form's date fields usable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing/discounts');
  await search(page, prefix);
  const overflow = await page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible('discounts with periods (phone)');
  await shot('discounts-phone');
  await page.getByRole('button', { name: 'Создать скидку' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Новая скидка' }).getByLabel('Действует до'),
  ).toBeVisible();
  await expectAccessible('discount form (phone)');
  await shot('discount-form-phone', { fullPage: false });
});
