import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Download, Page } from '@playwright/test';
import { exportFrom } from './excel';
import { apiAs, DEMO, expect, freeUnits, test, type Api } from './fixtures';
import { startReceiver } from './webhook-receiver';

/**
 * One booking's money, from the unit card to every place that shows it: the booking card, the
 * commercial offer, the payment schedule (the total minus what was paid), the bookings export and
 * the webhook's booking data all read the agreed `price.total` that `pricing.quote` gives, kopeck
 * for kopeck.
 */

/** An amount as screens and PDFs print it, spaces of any kind as one: "10 015 109,59". */
const rub = (n: number) => {
  const [int = '', kop = ''] = n.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${kop}`;
};
const plain = (s: string) => s.replace(/\s+/g, ' ');
const pdfText = async (d: Download) =>
  plain(execFileSync('pdftotext', ['-raw', await d.path(), '-'], { encoding: 'utf8' }));

async function download(page: Page, link: string) {
  const [d] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  return d;
}

/** A free unit with a base price in kopecks, a 3.7 % discount and a per-m² option to choose. */
async function pricedUnit(head: Api, tag: string) {
  const [unit] = await freeUnits(head, 1, { direction: 'desc' });
  if (!unit) throw new Error('no free unit');
  await head.mutate('basePrices.create', { unit: unit.id, price_per_sq_m: 187_654.33 });
  const discount = { id: randomUUID(), description: `Скидка ${tag}` };
  const option = { id: randomUUID(), type: 'OPTION_TYPE_OTHER', description: `Кладовая ${tag}` };
  await head.mutate('discounts.create', discount);
  await head.mutate('options.create', option);
  await head.mutate('discountConditions.create', {
    id: randomUUID(),
    unit: unit.id,
    discount: discount.id,
    percent: 0.037,
  });
  await head.mutate('optionConditions.create', {
    id: randomUUID(),
    unit: unit.id,
    option: option.id,
    sum_per_sq_m: 3_333.33,
  });
  return { unit, discount, option };
}

test('one booking reads the same money on its card, offer, schedule, export and webhook', async ({
  page,
  request,
  signInAs,
  shot,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    const head = await apiAs(request, DEMO.head);
    const manager = await apiAs(request, DEMO.manager);
    // Digits only in the tag: the PDF's text layer loses Latin letters drawn as Cyrillic glyphs.
    const tag = String(Date.now()).slice(-7);
    const { unit, discount, option } = await pricedUnit(head, tag);
    await head.mutate('webhookEndpoints.create', {
      url: `${receiver.base}/ok/${tag}`,
      events: ['booking.created'],
    });
    const choice = { discounts: [discount.id], options: [option.id] };
    const quote = await manager.query<{ total: number }>('pricing.quote', {
      unit: unit.id,
      ...choice,
    });
    const total = quote.total;
    expect(Math.round(total * 100) % 100, 'a total with kopecks').not.toBe(0);

    // The unit card: both conditions ticked, the total shown is the quote's; booked with them.
    await signInAs('manager');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/units?unit=${unit.id}`);
    const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
    await card.getByRole('checkbox', { name: new RegExp(discount.description) }).check();
    await card.getByRole('checkbox', { name: new RegExp(option.description) }).check();
    await expect(card.getByTestId('price-total')).toHaveText(
      `${rub(total)} ₽`.replace(/ /g, '\u00a0'),
    );
    await card.getByRole('button', { name: 'Забронировать' }).click();
    await expect(card.getByTestId('booking-agreed-price')).toContainText(
      rub(total).replace(/ /g, '\u00a0'),
    );
    await card.getByLabel('Имя покупателя').fill(`Покупатель ${tag}`);
    await card.getByLabel('Телефон').fill('+79990001122');
    await card.getByRole('button', { name: 'Подтвердить бронь' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: /Бронь №\s\d+ создана/ });
    await expect(toast).toBeVisible();
    const number = Number(/№\s?(\d+)/.exec((await toast.textContent()) ?? '')?.[1]);

    const found = await manager.query<{ items: { id: string; number: number }[] }>(
      'bookings.list',
      {
        filter: { filters: [{ property: 'number', operator: 'EQ', value: [number] }] },
        pagination: { page: 1, limit: 5 },
      },
    );
    const booking = found.items.find((b) => b.number === number);
    if (!booking) throw new Error(`booking ${number} not found`);
    const agreed = await manager.query<{ price: { total: string } }>('bookings.get', {
      id: booking.id,
    });
    expect(Number(agreed.price.total)).toBe(total);

    // The webhook's booking data.
    await expect
      .poll(() => receiver.received.filter((r) => r.path === `/ok/${tag}`).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const event = JSON.parse(receiver.received[0]?.body ?? '{}') as {
      data: { price: { total: string | number } };
    };
    expect(Number(event.data.price.total)).toBe(total);

    // The booking fee paid at the office: the schedule starts from what is left.
    await manager.mutate('payments.confirmManual', {
      booking: booking.id,
      external_ref: '28731945',
      method: 'CASH',
    });
    const ledger = await manager.query<{ totals: { succeeded: number } }>('payments.list', {
      filter: { filters: [{ property: 'booking', operator: 'IN', value: [booking.id] }] },
      pagination: { page: 1, limit: 5 },
    });
    const paid = ledger.totals.succeeded;
    expect(paid).toBeGreaterThan(0);

    // The booking card.
    await page.goto(`/bookings/${booking.id}`);
    const price = page.getByTestId('booking-price');
    await expect(price.getByTestId('price-total')).toHaveText(
      `${rub(total)} ₽`.replace(/ /g, '\u00a0'),
    );
    await expect(price).toContainText(discount.description);
    await expect(price).toContainText(option.description);
    await shot('booking-card');

    // The offer from the booking: its total, the conditions named.
    await page.getByRole('link', { name: 'Коммерческое предложение' }).click();
    await expect(page).toHaveURL(/\/documents\/offer\/new\?booking=/);
    await page.getByRole('button', { name: 'Выдать предложение' }).click();
    await expect(page.getByTestId('issued-document')).toBeVisible({ timeout: 30_000 });
    const offer = await pdfText(await download(page, 'Скачать PDF'));
    expect(offer).toContain(`Итоговая стоимость ${rub(total)}`);
    expect(offer).toContain(discount.description);

    // The schedule from the booking: the generator starts from the total minus the fee paid.
    await page.goto(`/bookings/${booking.id}`);
    await page.getByRole('link', { name: 'Составить график платежей' }).click();
    const left = Math.round((total - paid) * 100) / 100;
    await expect(page.getByLabel('Цена, ₽')).toHaveValue(rub(left).replace(/ /g, '\u00a0'));
    await page.getByLabel('Первый взнос, ₽').fill('1 000 000');
    await page.getByLabel('Срок рассрочки, мес.').fill('12');
    await page.getByRole('button', { name: 'Рассчитать платежи' }).click();
    await expect(page.getByTestId('schedule-row')).toHaveCount(13);
    await page.getByRole('button', { name: 'Выдать график' }).click();
    await expect(page.getByRole('heading', { name: 'График платежей готов' })).toBeVisible({
      timeout: 30_000,
    });
    const schedule = await pdfText(await download(page, 'Скачать PDF'));
    expect(schedule).toContain(rub(left));

    // The bookings export: the agreed total as a ₽ number.
    await page.goto(`/bookings`);
    await page
      .getByPlaceholder('№ брони, сделка, покупатель, телефон или код помещения')
      .fill(String(number));
    await expect(
      page
        .getByRole('table', { name: 'Бронирования' })
        .getByRole('row')
        .filter({ hasText: unit.code }),
    ).toHaveCount(1);
    const sheet = await exportFrom(page, 'Экспорт в Excel', /^bookings-.*\.xlsx$/);
    const row = sheet.rows.find((r) => r[0] === number);
    expect(row?.[2]).toBe(total);
  } finally {
    await receiver.close();
  }
});
