import { exportFrom } from './excel';
import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

test('each list screen exports its rows, with its filters, as an Excel file', async ({
  page,
  request,
  signInAs,
  unique,
  expectAccessible,
  shot,
}) => {
  const api = await apiAs(request, DEMO.head);
  const comment = unique('xlsx');
  const [unit] = await freeUnits(api, 1);
  await api.mutate('bookings.create', { unit: unit?.id, comment });

  await signInAs('head');
  await page.goto('/bookings');
  await page.getByRole('searchbox').fill(comment);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  const bookings = await exportFrom(page, 'Экспорт в Excel', /^bookings-\d{4}-\d\d-\d\d\.xlsx$/);
  expect(bookings.header.slice(0, 2)).toEqual(['Бронь №', 'Помещение']);
  expect(bookings.rows).toHaveLength(1);
  // The unit as every screen names it: its number and code.
  expect(bookings.rows[0]?.[1]).toBe(`кв.\u00a0${unit?.number} · ${unit?.code}`);
  expect(bookings.rows[0]?.[12]).toBe(comment);
  await expectAccessible('bookings with the Export button');
  await shot('bookings', { fullPage: false });

  await page.goto('/payments');
  const payments = await exportFrom(page, 'Экспорт в Excel', /^payments-.*\.xlsx$/);
  expect(payments.header[0]).toBe('Дата и время');

  await page.goto('/pricing');
  const prices = await exportFrom(page, 'Экспорт в Excel', /^price-list-.*\.xlsx$/);
  expect(prices.header).toContain('Итого с условиями по умолчанию');
  expect(prices.rows.length).toBeGreaterThan(0);
  expect(typeof prices.rows[0]?.[7]).toBe('number');

  // The units grid in English, on a phone: the button keeps its name with the label hidden.
  await page
    .context()
    .addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/units');
  const units = await exportFrom(page, 'Export to Excel', /^units-.*\.xlsx$/);
  expect(units.header.slice(0, 3)).toEqual(['Complex', 'Building', 'Section']);
  expect(units.rows.length).toBeGreaterThan(0);
  expect(units.ws.getCell('J2').numFmt).toBe('"₽"#,##0.00');
  await expectAccessible('units with the Export button (en, 390 px)');
  await shot('units-en-390', { fullPage: false });
});
