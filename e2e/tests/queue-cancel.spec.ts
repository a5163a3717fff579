import type { Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, signInByApi, test, type FreeUnit } from './fixtures';

/**
 * Cancelling a booking whose unit has a queue (issue 31, screens items 3 and 11): the dialog says
 * who gets the unit, by name only to whoever may see that entry, and the promotion tells the
 * entry's responsible that a booking was made, on a /notifications that logs no console error.
 */

/** Every console error and uncaught exception of the page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the cancel dialog names the first in line to who may see it; the promotion is told', async ({
  page,
  request,
  unique,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(180_000);
  const realtor = await apiAs(request, DEMO.realtor);
  const head = await apiAs(request, DEMO.head);
  const [unit, lone] = (await freeUnits(realtor, 2, { direction: 'desc' })) as [FreeUnit, FreeUnit];
  const book = async (u: FreeUnit) =>
    (await realtor.mutate<{ item: { id: string } }>('bookings.create', { unit: u.id })).item.id;
  const booking = await book(unit);
  const loneBooking = await book(lone);
  const name = unique('Первый');
  await head.mutate('bookingQueue.join', {
    unit: unit.id,
    customer: { name, phone: '+79995553106' },
  });

  // No queue: the unit becomes free.
  await signInByApi(page, DEMO.realtor);
  await page.goto(`/bookings/${loneBooking}`);
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('cancel-outcome')).toContainText(
    `Помещение ${lone.code} снова станет свободным`,
  );
  await dialog.getByRole('button', { name: 'Оставить' }).click();

  // The head's entry is not the realtor's to see: "the first in the queue", no name.
  await page.goto(`/bookings/${booking}`);
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  await expect(dialog.getByTestId('cancel-outcome')).toHaveText(
    `Помещение ${unit.code} перейдёт первому в очереди: на него сразу будет создана бронь. Вернуть эту бронь будет нельзя.`,
  );
  await expect(dialog).not.toContainText(name);
  await dialog.getByRole('button', { name: 'Оставить' }).click();

  // A manager sees every entry: the buyer is named; cancelling hands them the unit.
  await signInByApi(page, DEMO.manager);
  await page.goto(`/bookings/${booking}`);
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  await expect(dialog.getByTestId('cancel-outcome')).toContainText(
    `Помещение ${unit.code} перейдёт первому в очереди — ${name}:`,
  );
  await expectAccessible('cancel dialog, a queue');
  await shot('cancel-queue-ru-1366', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('cancel-queue-ru-390', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByRole('button', { name: 'Да, отменить бронь' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: /Бронь №\s\d+ отменена/ }),
  ).toBeVisible();

  // The head, the entry's responsible, is told a booking was made, and for whom.
  await signInByApi(page, DEMO.head);
  const errors = consoleErrors(page);
  await page.goto('/notifications');
  const told = page
    .getByTestId('notification')
    .filter({ hasText: `Очередь на кв. ${unit.number} · ${unit.code}: бронь №` })
    .filter({ hasText: `создана для ${name}` });
  await expect(told).toBeVisible();
  await expect(told.getByRole('link', { name: /Открыть бронь №\s\d+/ })).toBeVisible();
  await shot('promoted-ru-1366');
  expect(errors).toEqual([]);
});
