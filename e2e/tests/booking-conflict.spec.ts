import type { Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, signInByApi, test, type FreeUnit } from './fixtures';

/**
 * A booking form left open while a colleague books its unit (issue 31, screens item 4): it says
 * the unit was just booked and puts the form's buyer in the unit's queue in one click, whether
 * the form learns it from its 409 or from the card's poll.
 */

/** A's card stops hearing about its unit (a poll that has not come round yet): held, never answered. */
const holdCardPoll = (page: Page) => page.route(/\/api\/trpc\/[^?]*units\.get/, () => undefined);

/** Opens the unit's card and its booking form, the buyer filled in. */
async function openForm(page: Page, unit: FreeUnit, buyer: { name: string; phone: string }) {
  await page.goto(`/units?unit=${unit.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
  await card.getByRole('button', { name: /^(Забронировать|Book)$/ }).click();
  const form = card.getByRole('form', { name: new RegExp(unit.code) });
  await form.getByLabel(/^(Имя покупателя|Buyer's name|Buyer name)/).fill(buyer.name);
  await form.getByLabel(/^(Телефон|Phone)$/).fill(buyer.phone);
  return form;
}

test('A submits after B booked: told so, the buyer queued in one click', async ({
  page,
  browser,
  request,
  unique,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(180_000);
  const manager = await apiAs(request, DEMO.manager);
  const [unit] = (await freeUnits(manager, 1, { direction: 'desc', building: '1' })) as [FreeUnit];
  await signInByApi(page, DEMO.manager);
  const buyer = { name: unique('Покупатель'), phone: '+7 999 555-31-04' };
  const form = await openForm(page, unit, buyer);
  await holdCardPoll(page);

  // B, in a browser of their own, books the unit through the screen.
  const b = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await b.newPage();
  await signInByApi(other, DEMO.head);
  await other.goto(`/units?unit=${unit.id}`);
  const otherCard = other.getByRole('dialog', { name: new RegExp(unit.code) });
  await otherCard.getByRole('button', { name: 'Забронировать' }).click();
  await otherCard.getByRole('button', { name: 'Подтвердить бронь' }).click();
  await expect(
    other.getByTestId('toast').filter({ hasText: /Бронь №\s\d+ создана/ }),
  ).toBeVisible();
  await b.close();

  // A still sees the form as it was, and submits.
  await form.getByRole('button', { name: 'Подтвердить бронь' }).click();
  const conflict = form.getByTestId('booking-conflict');
  await expect(conflict).toContainText(`Помещение ${unit.code} только что забронировали`);
  await expect(form.getByRole('button', { name: 'Подтвердить бронь' })).toBeDisabled();
  await expectAccessible('booking form, unit just booked');
  await shot('conflict-ru-1366', { target: form });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('conflict-ru-390', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });

  await conflict.getByRole('button', { name: `Поставить ${buyer.name} в очередь` }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Покупатель в очереди на ${unit.code}, место 1` }),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  const { items } = await manager.query<{
    items: { customer: { name: string; phone: string }; position: number }[];
  }>('bookingQueue.list', {
    filter: { filters: [{ property: 'unit', operator: 'EQ', value: [unit.id] }] },
    pagination: { page: 1, limit: 10, order_by: 'seq', direction: 'asc' },
  });
  expect(items).toMatchObject([
    { customer: { name: buyer.name, phone: '+79995553104' }, position: 1 },
  ]);
});

test('in English on a phone: the poll tells before any click; no buyer, no queue button', async ({
  page,
  request,
  unique,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(180_000);
  const head = await apiAs(request, DEMO.head);
  const [unit] = (await freeUnits(head, 1, { direction: 'desc', building: '1' })) as [FreeUnit];
  await signInByApi(page, DEMO.realtor);
  await page.goto('/units');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/units?unit=${unit.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
  await card.getByRole('button', { name: 'Book', exact: true }).click();
  const form = card.getByRole('form', { name: new RegExp(unit.code) });

  await head.mutate('bookings.create', { unit: unit.id });
  const conflict = form.getByTestId('booking-conflict');
  await expect(conflict).toContainText(`Unit ${unit.code} was just booked`, { timeout: 15_000 });
  await expect(conflict).toContainText('enter their name and phone');
  await expect(conflict.getByRole('button', { name: 'Put the buyer in the queue' })).toBeDisabled();
  await form.getByLabel(/^Buyer/).fill(unique('Buyer'));
  await form.getByLabel(/^Phone/).fill('8 999 555-31-05');
  const queue = conflict.getByRole('button', { name: /^Put Buyer-.* in the queue$/ });
  await expect(queue).toBeEnabled();
  await expectAccessible('booking form, unit just booked, en, phone');
  await shot('conflict-en-390', { fullPage: false });
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot('conflict-en-1366', { target: form });
  await queue.click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `queue for ${unit.code}` }),
  ).toBeVisible();
  // The language is saved with the user: back to Russian for the specs that follow.
  await page.setViewportSize({ width: 1280, height: 720 });
  // The card is modal: the header's switch lies behind it.
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Помещения|Шахматка/);
});
