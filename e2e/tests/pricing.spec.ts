import type { Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Types into a table's search box and waits for the list to settle. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(text);
  await settled(page);
}

/** price × area rounded half up to kopecks, in roubles (numbers with two decimals at most). */
const total = (price: number, area: number) =>
  Number((BigInt(Math.round(price * 100)) * BigInt(Math.round(area * 100)) + 50n) / 100n) / 100;

test('a sales head creates discounts that exclude each other', async ({
  page,
  signInAs,
  unique,
  request,
  shot,
}) => {
  await signInAs('head');
  await page.setViewportSize({ width: 1440, height: 900 });
  const other = unique('Скидка-Б');
  const main = unique('Скидка-А');
  await page.goto('/pricing/discounts');
  await expect(page.getByRole('table', { name: 'Скидки' })).toBeVisible();
  await settled(page);
  await shot('discounts');

  for (const [name, excludes] of [
    [other, null],
    [main, other],
  ] as const) {
    await page.getByRole('button', { name: 'Создать скидку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая скидка' });
    // A discount without a name is refused in the form, with a message next to the field.
    await dialog.getByRole('button', { name: 'Создать скидку' }).click();
    await expect(dialog.getByText('Введите название скидки')).toBeVisible();
    await expect(dialog.getByLabel('Название')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Название').fill(name);
    if (excludes) await dialog.getByRole('checkbox', { name: excludes }).check();
    else await dialog.getByRole('checkbox', { name: 'Нужен комментарий' }).check();
    await dialog.getByRole('button', { name: 'Создать скидку' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Скидка создана' }).first(),
    ).toBeVisible();
  }

  const table = page.getByRole('table', { name: 'Скидки' });
  await search(page, main);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(other);
  await search(page, other);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(main); // excluded by
  await expect(row).toContainText('Да'); // needs a comment

  // The edit dialog shows the excluded-by side, read-only.
  await row.getByRole('button', { name: `Изменить «${other}»` }).click();
  const edit = page.getByRole('dialog', { name: 'Изменение скидки' });
  await expect(edit.getByRole('group', { name: 'Исключается' })).toContainText(main);
  await expect(edit.getByRole('checkbox', { name: main })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Отмена' }).click();

  // Deactivate, as the API sees it too.
  await row.getByRole('button', { name: 'Отключить' }).click();
  await expect(row.getByTestId('period-status')).toHaveText('Отключена'); // one badge, feminine
  const api = await apiAs(request, DEMO.head);
  const { items } = await api.query<{
    items: { description: string; active: boolean; excludedBy: string[] }[];
  }>('discounts.list', {
    filter: { filters: [{ property: 'description', operator: 'EQ', value: [other] }] },
    pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
  });
  expect(items[0]).toMatchObject({ active: false });
  expect(items[0]?.excludedBy).toHaveLength(1);
});

test('a sales head reprices two units with a preview', async ({
  page,
  signInAs,
  unique,
  request,
  shot,
}) => {
  test.setTimeout(90_000);
  const api = await apiAs(request, DEMO.head);
  const units = await freeUnits(api, 2, { direction: 'desc', building: '2' });
  const reason = unique('Прайс');
  const price = 123_456.78;
  await signInAs('head');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: 'Базовые цены' });
  await expect(table).toBeVisible();
  await settled(page);
  await shot('prices');

  for (const unit of units) {
    await search(page, unit.code);
    await table.getByRole('checkbox', { name: `Выбрать ${unit.code}` }).check();
  }
  await expect(page.getByText('Выбрано 2 помещения')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить цены' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение цен' });
  // Read the local way or refused with a reason, never scaled: "1.500" could be either.
  const perSqM = dialog.getByLabel('Цена за м², ₽');
  await perSqM.fill('1.500');
  await perSqM.blur();
  await expect(dialog.getByText(/напишите 1\s500 или 1,5/)).toBeVisible();
  await perSqM.fill('123 456,78');
  await dialog.getByLabel('Основание').fill(reason);
  const preview = dialog.getByRole('table', { name: 'Предпросмотр' });
  for (const unit of units)
    await expect(preview.getByRole('row', { name: new RegExp(unit.code) })).toContainText(
      /123\s456,78/,
    );
  // Every amount with two decimals and the sign ("7 989 545,20 ₽", never "7 989 545,2 ₽").
  await expect(preview).not.toContainText(/,\d\s₽/);
  await expect(preview.getByRole('row').nth(1)).toContainText(/\d,\d\d\s₽/);
  await shot('bulk-preview');
  await dialog.getByRole('button', { name: 'Применить (2)' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Новые цены заданы для 2 помещений' }),
  ).toBeVisible();

  for (const unit of units) {
    const card = await api.query<{ base_price: number; area: number }>('units.get', {
      id: unit.id,
    });
    expect(card.base_price).toBe(total(price, card.area));
    await search(page, unit.code);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(/123\s456,78/);
    await row.getByRole('button', { name: `История цен ${unit.code}` }).click();
    const history = page.getByRole('table', { name: `История цен ${unit.code}` });
    await expect(history.getByRole('row').nth(1)).toContainText(reason);
  }
  await shot('history');

  // The day before: read-only, and not today's price.
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE');
  await page.goto(`/pricing?date=${yesterday}`);
  await expect(page.getByTestId('as-of-note')).toBeVisible();
  await search(page, units[0]?.code ?? '');
  await expect(table.getByRole('row').nth(1)).not.toContainText(/123\s456,78/);
  await expect(page.getByRole('button', { name: 'Изменить цены' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Задать цену/ })).toHaveCount(0);
  await shot('as-of');
});

test('readers see the tables without write buttons', async ({ page, signInAs, shot }) => {
  await signInAs('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing');
  await expect(page.getByRole('table', { name: 'Базовые цены' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('cell').filter({ hasText: '₽' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Задать цену/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Выбрать все по фильтру/ })).toHaveCount(0);
  // A manager's checkboxes put units in a commercial offer; repricing stays the sales head's.
  await page
    .getByRole('checkbox', { name: /^Выбрать (?!помещения)/ })
    .first()
    .check();
  await expect(page.getByRole('link', { name: 'В коммерческое предложение (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить цены' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Опции' }).click();
  await expect(page.getByRole('table', { name: 'Опции' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('button', { name: 'Создать опцию' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Отключить' })).toHaveCount(0);
  await shot('options');

  // A phone: the page does not scroll sideways (the table scrolls in its card).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  await settled(page);
  const overflow = await page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot('phone');
});
