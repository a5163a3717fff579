import type { Locator, Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

/**
 * Every staff list fits a 1366 px laptop screen (no sideways scroll, its last column and a row's
 * actions on screen) and turns into cards on a 390 px phone (no sideways scroll, the first row's
 * values, amounts included, on screen). With SHOTS=1 each screen is saved for a look (fixtures.ts: shot).
 */

/** The staff lists: their address and the accessible name of their table. */
const SCREENS = [
  { path: '/pricing', table: 'Базовые цены' },
  { path: '/pricing/discounts', table: 'Скидки' },
  { path: '/pricing/options', table: 'Опции' },
  { path: '/bookings', table: 'Бронирования' },
  { path: '/bookings/groups', table: 'Группы бронирований' },
  { path: '/payments', table: 'Платежи' },
  { path: '/users', table: 'Пользователи' },
  { path: '/documents', table: 'Выданные документы' },
  { path: '/directory/partners', table: 'Партнёры' },
  { path: '/directory/employees', table: 'Сотрудники' },
  { path: '/directory/agents', table: 'Агенты' },
  { path: '/directory/roles', table: 'Должности' },
  { path: '/directory/departments', table: 'Отделы' },
  { path: '/directory/users', table: 'Люди' },
  { path: '/integrations/crm', table: 'Очередь передачи в CRM' },
] as const;

/** How far the whole page scrolls sideways (0 when it fits the window). */
const sideways = (page: Page) =>
  page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);

/** The table's rows with data (not the header, not an expanded detail row). */
const dataRows = (table: Locator) => table.locator('tbody > tr:not([aria-hidden])');

async function open(page: Page, path: string, name: string): Promise<Locator> {
  await page.goto(path);
  const table = page.getByRole('table', { name, exact: true });
  await expect(table).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(dataRows(table).first().locator('td')).not.toHaveCount(1); // not the empty state
  return table;
}

/** The element's box lies between 0 and `width` horizontally. */
async function expectWithin(el: Locator, width: number, what: string) {
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  // Soft: one run lists every screen that does not fit.
  expect.soft(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(width + 0.5);
}

// Fifteen screens a test.
test.describe.configure({ timeout: 300_000 });

test.beforeAll(async ({ request }) => {
  // Something in every list: a paid booking in a group, and an issued offer.
  const head = await apiAs(request, DEMO.head);
  const [unit] = await freeUnits(head, 1, { direction: 'desc' });
  const { item } = await head.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit!.id,
    comment: 'tables-layout',
  });
  await head.mutate('payments.confirmManual', { booking: item.id });
  await head.mutate('bookingGroups.create', { name: 'tables-layout', bookings: [item.id] });
  await head.mutate('documents.commercialOffer', {
    units: [{ unit: unit!.id, options: [], show_facing: false }],
    manager: { name: 'Анна Волкова', phone: '+79990000003', email: DEMO.head },
    phone: '+79991234567',
    name: 'Иван Петров',
  });
});

test('at 1366 px every staff table shows all its columns and row actions without sideways scroll', async ({
  page,
  signInAs,
  shot,
}) => {
  await signInAs('head');
  const width = 1366;
  await page.setViewportSize({ width, height: 768 });
  for (const { path, table: name } of SCREENS) {
    await test.step(path, async () => {
      const table = await open(page, path, name);
      await shot(`1366${path.replaceAll('/', '-')}`);
      expect
        .soft(await sideways(page), `${path}: the page scrolls sideways`)
        .toBeLessThanOrEqual(0);
      // Not cut off inside its own container either.
      const hidden = await table.evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth);
      expect.soft(hidden, `${path}: the table is wider than its card`).toBeLessThanOrEqual(1);
      await expectWithin(table.locator('thead th').last(), width, `${path}: the last header`);
      const row = dataRows(table).first();
      await expectWithin(row.locator('td').last(), width, `${path}: the first row's last cell`);
      for (const button of await row.locator('td').last().getByRole('button').all())
        await expectWithin(button, width, `${path}: a row action`);
    });
  }
});

test('on a 390 px phone staff tables show rows as cards, amounts on screen', async ({
  page,
  signInAs,
  shot,
}) => {
  await signInAs('head');
  const width = 390;
  await page.setViewportSize({ width, height: 844 });
  for (const { path, table: name } of SCREENS) {
    await test.step(path, async () => {
      const table = await open(page, path, name);
      await shot(`390${path.replaceAll('/', '-')}`);
      expect
        .soft(await sideways(page), `${path}: the page scrolls sideways`)
        .toBeLessThanOrEqual(0);
      const row = dataRows(table).first();
      // A card: the row is a block whose cells stack, each labelled with its column's header.
      await expect.soft(row).toHaveCSS('display', 'block');
      for (const cell of await row.locator('td').all())
        if (await cell.isVisible()) await expectWithin(cell, width, `${path}: a cell`);
    });
  }
  // The amounts of the first rows of the money lists, read as a person reads them.
  for (const [path, name, header] of [
    ['/pricing', 'Базовые цены', 'Цена'],
    ['/payments', 'Платежи', 'Сумма'],
  ] as const) {
    const table = await open(page, path, name);
    const headers = await table.locator('thead th').allTextContents();
    const column = headers.findIndex((h) => h.trim() === header);
    expect(column, `${path}: a column "${header}"`).toBeGreaterThanOrEqual(0);
    const amount = dataRows(table).first().locator('td').nth(column);
    await expect(amount).toHaveText(/\d.*₽/);
    await expectWithin(amount, width, `${path}: the first row's amount`);
    await expect(amount).toBeInViewport();
  }
});
