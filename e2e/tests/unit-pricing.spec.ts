import { randomUUID } from 'node:crypto';
import { apiAs, DEMO, expect, freeUnits, test, type Api } from './fixtures';

/** An amount as every screen prints it: "9 500 000,00 ₽" (two decimals, the sign after). */
const digits = (n: number | string) => {
  const [int = '', kop = ''] = Number(n).toFixed(2).split('.');
  return new RegExp(`^${int.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')},${kop}\\s₽$`);
};
/** The grid's abbreviation, one decimal: "17,4 млн". */
const short = (n: number) => `${(n / 1e6).toFixed(1).replace('.', ',')}\u00a0млн`;

/** A unit with a fixed base price of 10 000 000 and two discounts, the first excluding the second. */
async function pricedUnit(head: Api, unique: (p: string) => string, skip: number) {
  const units = await freeUnits(head, skip + 1, { direction: 'desc' });
  const unit = units[skip]!;
  await head.mutate('basePrices.create', {
    unit: unit.id,
    price_per_sq_m: 150_000,
    fixed_price: 10_000_000,
  });
  const second = { id: randomUUID(), description: unique('Скидка Б') };
  const first = { id: randomUUID(), description: unique('Скидка А') };
  await head.mutate('discounts.create', second);
  await head.mutate('discounts.create', { ...first, exclusions: [second.id] });
  for (const [d, sum] of [
    [first, 500_000],
    [second, 300_000],
  ] as const)
    await head.mutate('discountConditions.create', {
      id: randomUUID(),
      unit: unit.id,
      discount: d.id,
      sum,
    });
  // The demo seed may give the unit default conditions: the total without choices is the server's.
  const { total } = await head.query<{ total: number }>('pricing.quote', { unit: unit.id });
  return { unit, first, second, total };
}

test('a manager prices a unit on its card; the grid shows a new price without a reload', async ({
  page,
  request,
  signInAs,
  unique,
  shot,
}) => {
  const head = await apiAs(request, DEMO.head);
  const { unit, first, second, total: before } = await pricedUnit(head, unique, 0);
  await signInAs('manager');

  await page.goto(`/units?unit=${unit.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
  const total = card.getByTestId('price-total');
  await expect(total).toHaveText(digits(before));
  // The card says which price is the base and which one the buyer pays.
  await expect(card.getByText('Цена', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Итого к оплате')).toBeVisible();
  // A manager prices, but does not edit the conditions.
  await expect(card.getByRole('heading', { name: 'Условия помещения' })).toHaveCount(0);

  await card.getByRole('checkbox', { name: new RegExp(first.description) }).check();
  await expect(total).toHaveText(digits(before - 500_000));

  // The excluded discount cannot be added now, and the card says why, naming both.
  const excluded = card.getByRole('checkbox', { name: new RegExp(second.description) });
  await expect(excluded).toBeDisabled();
  await expect(
    card.getByText(`«${second.description}» нельзя сочетать с «${first.description}»`, {
      exact: false,
    }),
  ).toBeVisible();
  await shot('calculator', { fullPage: false });

  // A new base price reaches the open grid through units.changes, no reload.
  await head.mutate('basePrices.createMany', {
    units: [unit.id],
    price_per_sq_m: 321_000,
    reason_id: unique('e2e reprice'),
  });
  const { price } = await head.query<{ price: number }>('units.get', { id: unit.id });
  const cell = page.locator(`[data-unit-code="${unit.code}"]`);
  await expect(cell).toContainText(short(price), { timeout: 8_000 });

  await page.keyboard.press('Escape');
  await shot('grid', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/units?unit=${unit.id}`);
  await expect(card.getByTestId('price-total')).toBeVisible();
  await shot('calculator-390', { fullPage: false });
});

test('a sales head adds a condition with a live preview of the price', async ({
  page,
  request,
  signInAs,
  unique,
  shot,
}) => {
  const head = await apiAs(request, DEMO.head);
  const { unit, total } = await pricedUnit(head, unique, 1);
  const extra = { id: randomUUID(), description: unique('Скидка В') };
  await head.mutate('discounts.create', extra);
  await signInAs('head');

  await page.goto(`/units?unit=${unit.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit.code) });
  await expect(card.getByTestId('price-total')).toHaveText(digits(total));
  await card.getByRole('button', { name: 'Добавить условие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое условие' });
  await dialog.getByRole('combobox', { name: 'Скидка' }).click();
  await page.getByRole('option', { name: extra.description }).click();
  await dialog.getByLabel('Процент от базовой цены, %').fill('5');
  const preview = dialog.getByTestId('condition-preview');
  // 5 % of the fixed 10 000 000 off the price with the unit's defaults.
  await expect(preview.getByTestId('price-total')).toHaveText(digits(total - 500_000));
  await dialog.getByRole('checkbox', { name: 'Применяется по умолчанию' }).check();
  await shot('conditions-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  // Applied by default now: every quote of the unit has it.
  await expect(card.getByRole('listitem').filter({ hasText: extra.description })).toBeVisible();
  await expect(card.getByTestId('price-total')).toHaveText(digits(total - 500_000));
  await shot('conditions', { fullPage: false });
});
