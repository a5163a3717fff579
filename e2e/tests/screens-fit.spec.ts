import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

/**
 * Screens that must fit what they hold (issue 31): the dashboard's money figure at 1366 px and
 * 390 px, the phone's menu and header, the booking form's order, and the condition dialogs' live
 * amount ("100 000 ₽ + 2 % of … = …"), in Russian and English. SHOTS=1 saves each for a look.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** "312302" → /312\s302,00\s₽/ (ru) or /₽312,302\.00/ (en): the app's money format, any space. */
const money = (n: number, locale: 'ru' | 'en' = 'ru') => {
  const [int = '', kop = ''] = n.toFixed(2).split('.');
  const groups = int.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'ru' ? '\\s' : ',');
  return locale === 'ru' ? `${groups},${kop}\\s₽` : `₽${groups}\\.${kop}`;
};

const english = (page: Page) =>
  page.context().addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);

/** The element shows all its text: nothing cut off or hidden by overflow. */
async function expectWhole(el: Locator, what: string) {
  const [scroll, client] = await el.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  expect.soft(scroll, `${what}: ${scroll} px of text in ${client} px`).toBeLessThanOrEqual(client);
}

const sideways = (page: Page) =>
  page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);

test('the dashboard card holds a payments sum of 999 999 999,99 ₽ at 1366 px and on a phone', async ({
  page,
  request,
  signInAs,
  shot,
}) => {
  const head = await apiAs(request, DEMO.head);
  const [unit] = await freeUnits(head, 1, { direction: 'desc' });
  const { item } = await head.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit!.id,
  });
  await head.mutate('payments.confirmManual', { booking: item.id });

  await signInAs('head');
  for (const locale of ['ru', 'en'] as const) {
    if (locale === 'en') await english(page);
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      const card = page.getByTestId('dashboard-figure-payments');
      const figure = card.getByTestId('figure-value');
      // The fee just paid (50 000,00 ₽ and the like); then the card is given the widest sum a
      // period may have, in the app's own separators, to see that the layout holds it.
      await expect(figure).toContainText(/\d/);
      await figure.evaluate((p, ru) => {
        const text = p.textContent ?? '';
        const group = ru ? (text.match(/\d(\D)\d{3},/)?.[1] ?? ' ') : ',';
        const sign = ru ? (text.match(/,\d\d(\D)₽/)?.[1] ?? ' ') : '';
        p.textContent = ru
          ? `999${group}999${group}999,99${sign}₽`
          : `₽999${group}999${group}999.99`;
      }, locale === 'ru');
      await expectWhole(figure, `${locale} ${size.width} px: the sum`);
      await expectWhole(card, `${locale} ${size.width} px: the card`);
      expect.soft(await sideways(page), `${size.width} px: sideways scroll`).toBeLessThanOrEqual(0);
      await shot(`dashboard-${locale}-${size.width}`, { fullPage: false });
    }
  }
});

test('on a phone the navigation is a menu button with a drawer, and the app name wraps', async ({
  page,
  signInAs,
  expectAccessible,
  shot,
}) => {
  await signInAs('head');
  await page.setViewportSize(PHONE);
  for (const [locale, l] of [
    [
      'ru',
      {
        menu: 'Меню',
        nav: 'Основная навигация',
        link: 'Бронирования',
        name: 'Бронирование и цены',
        h1: 'Бронирования',
        signOut: 'Выйти',
      },
    ],
    [
      'en',
      {
        menu: 'Menu',
        nav: 'Main navigation',
        link: 'Bookings',
        name: 'Booking & Pricing',
        h1: 'Bookings',
        signOut: 'Sign out',
      },
    ],
  ] as const) {
    if (locale === 'en') await english(page);
    await page.goto('/dashboard');
    // No strip cut mid-word: the links are behind the button.
    await expect(page.getByRole('navigation', { name: l.nav })).toBeHidden();
    // While the drawer is open the rest of the page is hidden from assistive technology.
    const button = page.getByRole('button', { name: l.menu, includeHidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The product's name in full, on two lines if it must.
    const name = page.getByRole('banner').getByRole('link').first();
    await expect(name).toContainText(l.name);
    await expectWhole(name, `${locale}: the app name`);
    await shot(`menu-closed-${locale}`, { fullPage: false });

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: l.menu });
    const nav = drawer.getByRole('navigation', { name: l.nav });
    await expect(nav.getByRole('link', { name: l.link })).toBeVisible();
    // A phone signs out from here (the header keeps its room for the name).
    await expect(drawer.getByRole('button', { name: l.signOut })).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((d) => d.contains(d.ownerDocument.activeElement)))
      .toBe(true);
    await expectAccessible(`the phone menu (${locale})`);
    await shot(`menu-open-${locale}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await nav.getByRole('link', { name: l.link }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: l.h1 })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  }
});

test('the booking form asks for the buyer first, on a phone, in Russian and English', async ({
  page,
  request,
  signInAs,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const [unit] = await freeUnits(manager, 1, { direction: 'desc' });
  await signInAs('manager');
  await page.setViewportSize(PHONE);
  for (const [locale, l] of [
    ['ru', { book: 'Забронировать', buyer: 'Имя покупателя' }],
    ['en', { book: 'Book', buyer: "Buyer's name" }],
  ] as const) {
    if (locale === 'en') await english(page);
    await page.goto(`/units?unit=${unit!.id}`);
    const card = page.getByRole('dialog', { name: new RegExp(unit!.code) });
    await card.getByRole('button', { name: l.book }).click();
    const form = card.locator('form');
    // The first field to fill is the buyer's name, before the responsible and the term.
    const first = form.locator('input, textarea, button[role="combobox"]').first();
    await expect(first).toHaveAccessibleName(l.buyer);
    await first.scrollIntoViewIfNeeded();
    await shot(`booking-form-${locale}`, { target: card, fullPage: false });
  }
});

test('a condition shows its amount and how it is made as it is typed: the unit’s, and an example in the bulk dialog', async ({
  page,
  request,
  signInAs,
  unique,
  expectAccessible,
  shot,
}) => {
  const head = await apiAs(request, DEMO.head);
  const [unit] = await freeUnits(head, 1, { direction: 'desc' });
  await head.mutate('basePrices.create', {
    unit: unit!.id,
    price_per_sq_m: 150_000,
    fixed_price: 10_615_100,
  });
  const discount = { id: randomUUID(), description: unique('Скидка-итог') };
  await head.mutate('discounts.create', discount);
  await signInAs('head');
  await page.setViewportSize(PHONE);

  // The unit's own dialog: 100 000 ₽ + 2 % of its 10 615 100 ₽.
  await page.goto(`/units?unit=${unit!.id}`);
  const card = page.getByRole('dialog', { name: new RegExp(unit!.code) });
  await card.getByRole('button', { name: 'Добавить условие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое условие' });
  const breakdown = dialog.getByTestId('terms-breakdown');
  await expect(breakdown).toContainText('Введите сумму, процент или сумму за м²');
  await dialog.getByLabel('Сумма, ₽').fill('100000');
  await dialog.getByLabel('Процент от базовой цены, %').fill('2');
  await expect(breakdown.getByTestId('terms-formula')).toHaveText(
    new RegExp(
      `^${money(100_000)} \\+ 2\\s%\\sот ${money(10_615_100)} \\(${money(212_302)}\\) = ${money(312_302)}$`,
    ),
  );
  await expect(breakdown.getByTestId('terms-effect')).toHaveText(new RegExp(`−${money(312_302)}`));
  await expect(breakdown).toContainText('Для этого помещения');
  await expectAccessible('the condition dialog with its amount');
  await shot('condition-amount-ru', { target: dialog, fullPage: false });

  // The bulk dialog on /pricing with no ticked row: an example unit of 10 000 000 ₽, 50 m².
  await page.setViewportSize(LAPTOP);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Скидка или опция' }).click();
  const bulk = page.getByRole('dialog', { name: 'Скидка или опция на несколько помещений' });
  await bulk.getByLabel('Сумма, ₽').fill('100 000');
  await bulk.getByLabel('Процент от базовой цены, %').fill('2');
  await bulk.getByLabel('За м², ₽').fill('1000');
  const example = bulk.getByTestId('terms-breakdown');
  await expect(example).toContainText(`Для примера`);
  await expect(example.getByTestId('terms-formula')).toHaveText(
    new RegExp(
      `^${money(100_000)} \\+ 2\\s%\\sот ${money(10_000_000)} \\(${money(200_000)}\\) \\+ ${money(1000)} за м² × 50 м² \\(${money(50_000)}\\) = ${money(350_000)}$`,
    ),
  );
  // Unreadable: no figure, a word on why.
  await bulk.getByLabel('За м², ₽').fill('abc');
  await expect(example).toContainText('когда числа в полях прочитаются');
  await bulk.getByLabel('За м², ₽').fill('');
  await shot('bulk-amount-ru', { target: bulk, fullPage: false });

  // In English, on a phone.
  await english(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/units?unit=${unit!.id}`);
  await page
    .getByRole('dialog', { name: new RegExp(unit!.code) })
    .getByRole('button', { name: 'Add condition' })
    .click();
  const en = page.getByRole('dialog', { name: 'New condition' });
  await en.getByLabel('Sum, ₽').fill('100000');
  await en.getByLabel('Percent of the base price, %').fill('2');
  await expect(en.getByTestId('terms-formula')).toHaveText(
    new RegExp(
      `^${money(100_000, 'en')} \\+ 2% of ${money(10_615_100, 'en')} \\(${money(212_302, 'en')}\\) = ${money(312_302, 'en')}$`,
    ),
  );
  await expectAccessible('the condition dialog with its amount (en)');
  await shot('condition-amount-en', { target: en, fullPage: false });
});

test('a discount has one status badge: "Отключена" once switched off, whatever its period', async ({
  page,
  request,
  signInAs,
  unique,
}) => {
  const head = await apiAs(request, DEMO.head);
  const name = unique('Скидка-статус');
  const id = randomUUID();
  await head.mutate('discounts.create', { id, description: name });
  await signInAs('head');
  await page.goto('/pricing/discounts');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
  const row = page
    .getByRole('table', { name: 'Скидки' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row.getByTestId('period-status')).toHaveText('Действует');
  await head.mutate('discounts.update', { id, active: false });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
  await expect(row.getByTestId('period-status')).toHaveText('Отключена');
  // One badge in the status cell, not "Активна" beside "Действует".
  await expect(row.getByText('Действует')).toHaveCount(0);
  await expect(row.getByText('Активна')).toHaveCount(0);
});
