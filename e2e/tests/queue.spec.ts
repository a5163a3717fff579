import { apiAs, DEMO, expect, freeUnits, test, type FreeUnit } from './fixtures';

/**
 * The booking queue on the unit card (issue 23): a colleague queues a customer for a booked unit,
 * another entry is taken out, the booking is cancelled and the first in line gets the unit.
 */
test('a queued customer gets the unit when its booking is cancelled', async ({
  page,
  signInAs,
  request,
  unique,
  expectAccessible,
  shot,
}) => {
  // Three accessibility checks of the whole grid with the card open, on a loaded machine.
  test.setTimeout(180_000);
  const manager = await apiAs(request, DEMO.manager);
  const realtor = await apiAs(request, DEMO.realtor);
  // Building 1: the grid opens on it.
  const [unit] = (await freeUnits(manager, 1, { direction: 'desc', building: '1' })) as [FreeUnit];
  const { item: booking } = await manager.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit.id,
  });
  const other = unique('Другой');
  await realtor.mutate('bookingQueue.join', {
    unit: unit.id,
    customer: { name: other, phone: '+79995550001' },
  });

  await signInAs('head');
  await page.goto(`/units?unit=${unit.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
  const queue = card.getByRole('region', { name: /Очередь/ });
  await expect(queue.getByTestId('queue-entry')).toHaveCount(1);
  await card.getByRole('button', { name: 'Встать в очередь' }).click();
  const form = page.getByRole('dialog', { name: `Очередь на ${unit.code}` });
  const name = unique('Покупатель');
  await form.getByLabel('Имя покупателя').fill(name);
  await form.getByLabel('Телефон покупателя').fill('8 999 555-00-02');
  await form.getByLabel(/E-mail покупателя/).fill('buyer@example.test');
  await expectAccessible('join the queue dialog');
  await shot('join-dialog', { fullPage: false });
  await form.getByRole('button', { name: 'Встать в очередь' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Покупатель в очереди на ${unit.code}, место 2` }),
  ).toBeVisible();
  const entries = queue.getByTestId('queue-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText(name);
  await expect(entries.nth(1)).toContainText('+7 999 555-00-02');
  await expect(queue.getByRole('heading')).toContainText('Очередь: 2');
  await expectAccessible('unit card with a queue');
  await shot('card-queue', { fullPage: false });

  // The realtor's customer leaves: the head's moves up to 1.
  await entries
    .nth(0)
    .getByRole('button', { name: `Убрать из очереди: ${other}` })
    .click();
  await page.getByRole('button', { name: 'Убрать из очереди', exact: true }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Запись убрана из очереди' }),
  ).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(entries.first().getByLabel('Место в очереди: 1')).toBeVisible();
  // The grid behind the card counts who waits.
  await expect(
    page.locator(`[data-unit-code="${unit.code}"] [data-testid="queue-badge"]`),
  ).toHaveText('1');

  // The booking is cancelled elsewhere: the first in line gets the unit; the open card shows it.
  await manager.mutate('bookings.update', { id: booking.id, active: false });
  await expect(card.getByTestId('queue-promoted')).toContainText(name, { timeout: 15_000 });
  await expect(card.getByRole('region', { name: /Бронь №/ })).toBeVisible();
  await expect(queue.getByRole('heading')).toContainText('Очередь: 0');
  await expect(page.locator(`[data-unit-code="${unit.code}"]`)).toHaveAttribute(
    'data-status',
    'UNIT_STATUS_BOOKED',
  );
  await expect(
    page.locator(`[data-unit-code="${unit.code}"] [data-testid="queue-badge"]`),
  ).toHaveCount(0);
  await expectAccessible('unit card after the promotion');
  await shot('card-promoted', { fullPage: false });
});

test('read-only users see the queue with phones masked, on a phone', async ({
  page,
  signInAs,
  request,
  unique,
  expectAccessible,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const [unit] = (await freeUnits(manager, 1, { direction: 'desc', building: '1' })) as [FreeUnit];
  await manager.mutate('bookings.create', { unit: unit.id });
  const name = unique('Тайный');
  await manager.mutate('bookingQueue.join', {
    unit: unit.id,
    customer: { name, phone: '+79995550003', email: 'secret@example.test' },
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('viewer');
  await page.goto(`/units?unit=${unit.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
  const entry = card.getByTestId('queue-entry');
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('+7 999 ***-**-03');
  await expect(entry).not.toContainText('555');
  await expect(card.getByRole('button', { name: 'Встать в очередь' })).toHaveCount(0);
  await expect(entry.getByRole('button')).toHaveCount(0);
  await expectAccessible('unit card queue, read-only, phone');
  await shot('card-readonly-phone', { fullPage: false });
});
