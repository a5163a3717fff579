import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import {
  apiAs,
  DEMO,
  expect,
  freeUnits,
  SHOTS,
  SHOTS_DIR,
  test,
  type Api,
  type FreeUnit,
} from './fixtures';

/** How far the whole page scrolls sideways (0 when it fits the window). */
const sideways = (page: Page) =>
  page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** An amount as the inputs show it ("12 345 678,90", no-break spaces) as a number. */
const amountOf = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

interface UnitRow {
  id: string;
  code: string;
}

/** `n` units by code, from the end of the list (any status: an offer does not hold a unit). */
async function someUnits(api: Api, n: number, page = 1): Promise<UnitRow[]> {
  const res = await api.query<{ items: UnitRow[] }>('units.list', {
    filter: { filters: [] },
    pagination: { page, limit: n, order_by: 'code', direction: 'desc' },
  });
  return res.items;
}

/** Clicks a Download link and checks what arrives: the file's name and that it is a PDF. */
async function expectPdfDownload(page: Page, link: string, name: RegExp): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(name);
  const file = await fs.readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return download;
}

/** The customer block and the submit of the offer form. */
async function issueOffer(page: Page, customer: string) {
  await page.getByLabel('Имя клиента').fill(customer);
  await page.getByLabel('Телефон клиента').fill('+79991234567');
  await page.getByLabel('E-mail клиента (необязательно)').fill('buyer@example.test');
  await page.getByRole('button', { name: 'Выдать предложение' }).click();
  await expect(page.getByTestId('issued-document')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Коммерческое предложение готово' }),
  ).toBeVisible();
}

test('a realtor puts two units from the pricing grid in an offer and downloads it', async ({
  page,
  request,
  signInAs,
  unique,
  shot,
}) => {
  const [first, second] = (await someUnits(await apiAs(request, DEMO.realtor), 2)) as [
    UnitRow,
    UnitRow,
  ];
  await signInAs('realtor');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The grid: tick both units (the selection survives a new search), then "Add to an offer".
  await page.goto('/pricing');
  await expect(page.getByRole('table', { name: 'Базовые цены' })).toBeVisible();
  for (const unit of [first, second]) {
    await page.getByRole('searchbox', { name: 'Поиск' }).fill(unit.code);
    await settled(page);
    await page.getByRole('checkbox', { name: `Выбрать ${unit.code}` }).check();
  }
  await expect(page.getByRole('button', { name: 'Изменить цены' })).toHaveCount(0);
  await page.getByRole('link', { name: 'В коммерческое предложение (2)' }).click();

  await expect(page).toHaveURL(/\/documents\/offer\/new\?units=/);
  const units = page.getByTestId('offer-unit');
  await expect(units).toHaveCount(2);
  await expect(page.locator(`[data-unit-code="${first.code}"]`)).toBeVisible();
  await expect(page.locator(`[data-unit-code="${second.code}"]`)).toBeVisible();
  // The manager block comes from the realtor's profile.
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(DEMO.realtor);

  const firstRow = page.locator(`[data-unit-code="${first.code}"]`);
  await firstRow.getByLabel('Название в документе').fill('Квартира с видом на парк');
  await firstRow.getByRole('checkbox', { name: 'Показать отделку' }).check();
  await firstRow.getByRole('button', { name: 'Добавить опцию' }).click();
  await firstRow.getByLabel('Опция 1', { exact: true }).fill('Паркинг');
  await firstRow.getByLabel('Значение опции 1').fill('место 12');
  await shot('offer-filled');

  await issueOffer(page, unique('Покупатель'));
  await expectPdfDownload(page, 'Скачать PDF', /^offer-\d{6}\.pdf$/);
  await shot('offer-issued');
});

test('an offer from a unit card, a second unit found by its code; the form checks its fields', async ({
  page,
  request,
  signInAs,
}) => {
  const [first, second] = (await someUnits(await apiAs(request, DEMO.realtor), 2, 3)) as [
    UnitRow,
    UnitRow,
  ];
  await signInAs('realtor');
  await page.goto(`/units?unit=${first.id}`);
  const card = page.getByRole('dialog', { name: first.code });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Добавить в предложение' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/offer/new\\?units=${first.id}$`));
  await expect(page.getByTestId('offer-unit')).toHaveCount(1);

  const search = page.getByRole('combobox', { name: 'Добавить помещение' });
  await search.click();
  await search.fill(second.code);
  await page.getByRole('option', { name: new RegExp(second.code) }).click();
  await expect(page.getByTestId('offer-unit')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Помещения (2)' })).toBeVisible();

  // Sent empty: the shared schema's messages on the customer's fields, nothing issued.
  await page.getByRole('button', { name: 'Выдать предложение' }).click();
  await expect(page.getByLabel('Имя клиента')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Телефон клиента')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('issued-document')).toHaveCount(0);

  // A unit taken out of the offer leaves it.
  await page.getByRole('button', { name: `Убрать ${second.code} из предложения` }).click();
  await expect(page.getByTestId('offer-unit')).toHaveCount(1);
});

test('a manager generates a 24-month schedule, downloads it, and finds both documents', async ({
  page,
  request,
  signInAs,
  unique,
  shot,
}) => {
  // A realtor's offer, issued through the API: the manager sees every document.
  const realtor = await apiAs(request, DEMO.realtor);
  const customer = unique('Клиент');
  const [unit] = (await someUnits(realtor, 1, 5)) as [UnitRow];
  await realtor.mutate('documents.commercialOffer', {
    units: [{ unit: unit.id, options: [], show_facing: false }],
    manager: { name: 'Анна Волкова', phone: '+79990000003', email: DEMO.realtor },
    phone: '+79991234567',
    name: customer,
  });

  await signInAs('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/documents/schedule/new');
  // Numbers as people write and paste them: read exactly, never scaled.
  await page.getByLabel('Цена, ₽').fill('8 644 745,20');
  await page.getByLabel('Первый взнос, ₽').fill('2 000 000');
  await page.getByLabel('Площадь, м²', { exact: true }).fill('54,3');
  await page.getByLabel('Срок рассрочки, мес.').fill('24');
  await page.getByLabel('Ставка, % годовых').fill('6');
  await page.getByRole('button', { name: 'Рассчитать платежи' }).click();
  // The first payment, then 24 monthly instalments.
  await expect(page.getByTestId('schedule-row')).toHaveCount(25);
  await expect(page.getByLabel('Сумма платежа 1', { exact: true })).toHaveValue(/^2\s000\s000,00$/);
  const summary = page.getByLabel('Сумма платежей, ₽');
  const generated = amountOf(await summary.inputValue());
  expect(generated).toBeGreaterThan(8_644_745.2);
  expect(generated).toBeLessThan(10_000_000);
  expect(amountOf(await page.getByLabel('Переплата, ₽').inputValue())).toBeCloseTo(
    generated - 8_644_745.2,
    2,
  );

  // What cannot be read without guessing is refused next to the field, and nothing follows it.
  const third = page.getByLabel('Сумма платежа 3', { exact: true });
  const perSqM = page.getByLabel('Цена за м² платежа 3', { exact: true });
  const before = await perSqM.inputValue();
  await third.fill('1.500');
  await third.blur();
  await expect(page.getByText(/Непонятно, какое число: напишите 1\s500 или 1,5/)).toBeVisible();
  await expect(perSqM).toHaveValue(before);
  // A payment typed by hand: its price per m² and the totals follow.
  await third.fill('543 000');
  await expect(perSqM).toHaveValue(/^10\s000,00$/);
  await expect(page.getByText('Непонятно, какое число')).toHaveCount(0);
  await expect.poll(async () => amountOf(await summary.inputValue())).not.toBe(generated);
  await page.getByLabel('Офис продаж').click();
  await page.getByRole('option', { name: /Центральный офис продаж/ }).click();
  await shot('schedule-filled');

  await page.getByRole('button', { name: 'Выдать график' }).click();
  await expect(page.getByRole('heading', { name: 'График платежей готов' })).toBeVisible({
    timeout: 30_000,
  });
  const download = await expectPdfDownload(page, 'Скачать PDF', /^schedule-\d{6}\.pdf$/);
  const number = `ГП-${/\d{6}/.exec(download.suggestedFilename())?.[0] ?? ''}`;

  // Both documents are listed: the schedule found by its number, the offer by its customer.
  await page.getByRole('link', { name: 'Все документы' }).first().click();
  await expect(page.getByRole('table', { name: 'Выданные документы' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Искать по' }).click();
  await page.getByRole('option', { name: 'Номер' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(number);
  await settled(page);
  const rows = page.getByRole('table', { name: 'Выданные документы' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('График платежей');
  await expectPdfDownload(page, `Скачать ${number}`, /^schedule-\d{6}\.pdf$/);

  await page.getByRole('combobox', { name: 'Искать по' }).click();
  await page.getByRole('option', { name: 'Клиент' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(customer);
  await settled(page);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Коммерческое предложение');
  await expect(rows.nth(1)).toContainText('Волкова');
  await shot('list');
});

test('a schedule for a booking: from the booking card, the unit and customer on the PDF', async ({
  page,
  request,
  signInAs,
  shot,
}) => {
  test.setTimeout(120_000);
  const manager = await apiAs(request, DEMO.manager);
  const [unit] = (await freeUnits(manager, 1, { direction: 'desc' })) as [FreeUnit];
  const { item } = await manager.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit.id,
  });
  // Cyrillic and digits only: PT Sans draws Latin a, c, e, o, p, x, y with the Cyrillic glyphs, and
  // the PDF's text layer maps each glyph to one character, so pdftotext loses those Latin letters
  // (the page shows them right). unique()'s base-36 time made this test fail by the clock.
  const customer = `Покупатель ${String(Date.now()).slice(-8)}`;

  await signInAs('manager');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/bookings/${item.id}`);
  await page.getByRole('link', { name: 'Составить график платежей' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents/schedule/new\\?booking=${item.id}`));
  await expect(page.getByTestId('schedule-booking')).toContainText('Бронирование №');
  await expect(page.getByTestId('schedule-unit')).toContainText(unit.code);
  // The unit's area fills the generator; the price is typed the local way.
  await expect(page.getByLabel('Площадь, м²', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Цена, ₽').fill('8 644 745,20');
  await page.getByLabel('Первый взнос, ₽').fill('1 644 745,20');
  await page.getByLabel('Срок рассрочки, мес.').fill('24');
  await page.getByRole('button', { name: 'Рассчитать платежи' }).click();
  await expect(page.getByTestId('schedule-row')).toHaveCount(25);
  await page.getByLabel('Покупатель', { exact: true }).fill(customer);
  await page.getByLabel('Телефон покупателя').fill('+7 (999) 123-45-67');
  await page.getByLabel('E-mail покупателя').fill('buyer@example.test');
  await shot('schedule-booking');
  await page.getByRole('button', { name: 'Выдать график' }).click();
  await expect(page.getByRole('heading', { name: 'График платежей готов' })).toBeVisible({
    timeout: 30_000,
  });
  const download = await expectPdfDownload(page, 'Скачать PDF', /^schedule-\d{6}\.pdf$/);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  expect(text).toContain(customer);
  expect(text).toMatch(/Бронирование № \d+/);
  expect(text).toContain('8 644 745,20');
  expect(text).toContain('Платежи по месяцам');
  if (SHOTS) {
    const dir = path.join(SHOTS_DIR, 'documents');
    await fs.mkdir(dir, { recursive: true });
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(dir, 'schedule-booking-pdf')]);
  }
});

test('the document screens are accessible', async ({
  page,
  request,
  signInAs,
  expectAccessible,
  shot,
}) => {
  test.setTimeout(120_000);
  const [unit] = (await someUnits(await apiAs(request, DEMO.realtor), 1, 7)) as [UnitRow];
  await signInAs('realtor');

  await page.goto('/documents');
  await expect(page.getByRole('table', { name: 'Выданные документы' })).toBeVisible();
  await settled(page);
  await expectAccessible('documents');

  await page.goto(`/documents/offer/new?units=${unit.id}`);
  await expect(page.locator(`[data-unit-code="${unit.code}"]`)).toBeVisible();
  await expectAccessible('new offer');
  await page.getByRole('button', { name: 'Выдать предложение' }).click();
  await expect(page.getByLabel('Имя клиента')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible('new offer with errors');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('offer-phone');
  expect(await sideways(page), 'the offer on a phone scrolls sideways').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/documents/schedule/new');
  await page.getByLabel('Цена, ₽').fill('6000000');
  await page.getByLabel('Площадь, м²', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Рассчитать платежи' }).click();
  await expect(page.getByTestId('schedule-row')).toHaveCount(24);
  await expectAccessible('new schedule with payments');
  // On a phone the payments table scrolls inside its card; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('schedule-phone');
  expect(await sideways(page), 'the schedule on a phone scrolls sideways').toBeLessThanOrEqual(0);
});
