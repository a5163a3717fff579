import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, SHOTS, test, type Api } from './fixtures';

interface LedgerItem {
  id: string;
  booking: string;
  booking_number: number;
  provider: string;
  status: string;
  amount: number;
  currency: string;
  order: string | null;
}

const page1 = { page: 1, limit: 100, order_by: 'created_at', direction: 'desc' };

/** A booking of the first available unit, made by the sales head through the API. */
async function book(api: Api, comment: string): Promise<string> {
  const [unit] = await freeUnits(api, 1);
  const { item } = await api.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit?.id,
    comment,
  });
  return item.id;
}

/** The one payment of a booking, as payments.list sends it. */
async function paymentOf(api: Api, booking: string): Promise<LedgerItem> {
  const { items } = await api.query<{ items: LedgerItem[] }>('payments.list', {
    filter: { filters: [{ property: 'booking', operator: 'EQ', value: [booking] }] },
    pagination: page1,
  });
  expect(items).toHaveLength(1);
  return items[0] as LedgerItem;
}

/**
 * Money that has nowhere to go: the customer opens the sandbox checkout of a payment link, the
 * office confirms the payment meanwhile, then the provider's success arrives → REFUND_REQUIRED.
 */
async function refundRequired(request: APIRequestContext, api: Api, booking: string) {
  const { item } = await api.mutate<{ item: { id: string } }>('paymentLinks.create', { booking });
  const { items } = await api.query<{ items: { url: string }[] }>('paymentLinks.list', {
    filter: { filters: [{ property: 'id', operator: 'EQ', value: [item.id] }] },
    pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
  });
  const pay = new URL(items[0]?.url ?? '').pathname;
  const checkout = await request.post(`${pay}/checkout`, { form: { pay: '1' }, maxRedirects: 0 });
  expect(checkout.status(), await checkout.text()).toBe(303);
  const session = new URL(checkout.headers().location ?? '', 'http://x').pathname;
  await api.mutate('payments.confirmManual', { booking });
  const paid = await request.post(session, { form: { outcome: 'succeeded' }, maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
}

/** Money as the Russian interface shows it, with any kind of space between the groups. */
const shownMoney = (amount: number, currency: string) =>
  new RegExp(
    new Intl.NumberFormat('ru-RU', { style: 'currency', currency })
      .format(amount)
      .replace(/\s/g, '\\s'),
  );

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the payments ledger lists, filters and exports payments', async ({
  page,
  request,
  signInAs,
  unique,
  shot,
}) => {
  const api = await apiAs(request, DEMO.head);
  const order = crypto.randomUUID();
  const paidBooking = await book(api, unique('ledger-paid'));
  await api.mutate('payments.confirmManual', { booking: paidBooking, order });
  const paid = await paymentOf(api, paidBooking);
  expect(paid).toMatchObject({ provider: 'MANUAL', status: 'SUCCEEDED', order });
  const refundBooking = await book(api, unique('ledger-refund'));
  await refundRequired(request, api, refundBooking);
  const { items: refundItems } = await api.query<{ items: LedgerItem[] }>('payments.list', {
    filter: { filters: [{ property: 'booking', operator: 'EQ', value: [refundBooking] }] },
    pagination: page1,
  });
  const refund = refundItems.find((p) => p.status === 'REFUND_REQUIRED');
  expect(refund, JSON.stringify(refundItems)).toBeTruthy();

  await signInAs('head');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Платежи' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал платежей' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Платежи' });
  const rowOf = (number: number) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `№ ${number}`, exact: true }) });

  const paidRow = rowOf(paid.booking_number);
  await expect(paidRow).toContainText('Вручную');
  await expect(paidRow).toContainText('Проведён');
  await expect(paidRow).toContainText(shownMoney(paid.amount, paid.currency));
  await expect(paidRow).toContainText(order.slice(0, 8));
  const refundRow = rowOf(refund?.booking_number ?? 0).filter({ hasText: 'Нужен возврат' });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText('Бронь уже была оплачена');
  await expect(page.getByTestId('ledger-total-succeeded')).toContainText(/₽/);

  // The banner filters to the payments that need a refund with one click.
  const banner = page.getByTestId('refund-banner');
  await expect(banner).toContainText(/требу\S* возврата/);
  await banner.getByRole('button', { name: 'Показать' }).click();
  await expect(banner).toBeHidden();
  await expect(refundRow).toBeVisible();
  await expect(paidRow).toBeHidden();
  await expect(table.locator('tbody tr').filter({ hasText: 'Проведён' })).toHaveCount(0);

  // The status filter.
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Проведён' }).click();
  await expect(paidRow).toBeVisible();
  await expect(refundRow).toBeHidden();
  await settled(page);

  // The CSV of the filtered range.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Экспорт CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  // Russian: `;` between fields (Excel with Russian settings), Russian headers and names, the
  // amount with two decimals and a decimal comma, the time in the app's zone.
  expect(lines[0]).toMatch(
    /^Дата и время \([\w/]+\);Бронь №;Код помещения;Помещение;Способ;Статус;Сумма;Валюта;Заказ CRM;Подтвердил;Причина;Номер платежа в платёжной системе;Номер заказа или чека в CRM;Способ оплаты в офисе;Оплачен в офисе;Номер чека;ID брони;ID платежа$/,
  );
  const line = lines.find((l) => l.endsWith(`;${paid.booking};${paid.id}`));
  expect(line).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2};/);
  expect(line).toContain(`;${paid.booking_number};`);
  const amount = Number(paid.amount).toFixed(2).replace('.', ',');
  expect(line).toContain(`;Вручную;Проведён;${amount};${paid.currency};${order};`);
  expect(lines.filter((l) => l.includes('Нужен возврат'))).toEqual([]);
  expect(lines.at(-1)).toBe('');

  // Opened for one booking (a booking card's link): only its payments, the booking named.
  await page.goto(`/payments?booking=${refundBooking}`);
  await expect(refundRow).toBeVisible();
  await expect(paidRow).toBeHidden();
  await expect(page.getByText(`Бронь № ${refund?.booking_number}`, { exact: true })).toBeVisible();
  await settled(page);

  // A phone: each row is a card; neither the page nor the table scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments');
  await expect(paidRow).toBeVisible();
  await settled(page);
  type Box = { scrollWidth: number; clientWidth: number };
  const overflow = (box: Box) => box.scrollWidth - box.clientWidth;
  expect(await page.locator('html').evaluate(overflow)).toBeLessThanOrEqual(0);
  expect(await table.locator('xpath=..').evaluate(overflow)).toBeLessThanOrEqual(0);
  await expect(paidRow).toHaveCSS('display', 'block');
  await shot('ledger-phone');
  if (SHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/payments');
    await expect(paidRow).toBeVisible();
    await settled(page);
    await shot('ledger');
  }
});
