import { apiAs, DEMO, expect, freeUnits, test } from './fixtures';

/**
 * The header's search (issue 24): ⌘K / Ctrl+K or a click opens it on every screen; typing finds
 * units, bookings and documents, grouped; arrows move, Enter opens, Escape closes. Read-only users
 * see the customer's phone masked and find nothing by its digits.
 */
test.describe('the header’s search', () => {
  test('Ctrl+K, a customer’s name, arrows and Enter open the booking; a unit by its code', async ({
    page,
    request,
    signInAs,
    unique,
    expectAccessible,
    shot,
  }) => {
    test.setTimeout(180_000);
    const api = await apiAs(request, DEMO.manager);
    const [unit] = await freeUnits(api, 1, { direction: 'desc' });
    const name = `Искомова ${unique('Анна')}`;
    const { item } = await api.mutate<{ item: { id: string } }>('bookings.create', {
      unit: unit?.id,
      customer: { name, phone: '+7 916 555-12-34' },
    });
    const { number } = await api.query<{ number: number }>('bookings.get', { id: item.id });

    await signInAs('manager');
    await page.goto('/units');
    const button = page.getByTestId('header-search');
    await expect(button).toHaveAccessibleName('Поиск');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Поиск' });
    const box = dialog.getByRole('combobox', { name: 'Что найти' });
    await expect(box).toBeFocused();
    await expect(dialog.getByRole('status')).toContainText('Введите хотя бы 2 символа');

    await box.fill(name.slice(0, -1));
    const list = dialog.getByRole('listbox', { name: 'Результаты поиска' });
    const bookings = list.getByRole('group', { name: 'Брони' });
    const option = bookings.getByRole('option', { name: new RegExp(`Бронь №\\s${number}`) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(`${name}, +7 916 555-12-34`);
    await expect(option).toContainText('Действует');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id')) ?? '-',
    );
    await expect(dialog.getByRole('status')).toContainText('Найден 1 результат');
    await expectAccessible('search, a booking found');
    await shot('booking-ru', { target: dialog });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/bookings/${item.id}$`));
    await expect(dialog).toBeHidden();

    // By a click; a unit by part of its code, the exact one first; Escape closes, the focus back.
    await button.click();
    await expect(box).toBeFocused();
    await box.fill((unit?.code ?? '').toLowerCase());
    const units = list.getByRole('group', { name: 'Помещения' });
    await expect(units.getByRole('option').first()).toContainText(unit?.code ?? '');
    await expect(units.getByRole('option').first()).toContainText('Корпус');
    await expectAccessible('search, a unit found');
    await shot('unit-ru', { target: dialog });

    // A unit by its number ("50"), named as everywhere: «кв. 50 · SP-…».
    await box.fill(unit?.number ?? '');
    const byNumber = units.getByRole('option', {
      name: new RegExp(`кв\\.\\s${unit?.number} · ${unit?.code}`),
    });
    await expect(byNumber).toBeVisible();
    await shot('unit-by-number-ru', { target: dialog });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await box.fill('нет-такого-ничего');
    await expect(dialog.getByRole('status')).toContainText('ничего не найдено');
    await expect(list).toBeHidden();
    await page.keyboard.press('Escape');
  });

  test('read-only, in English, on a phone: the phone masked, no match by its digits', async ({
    page,
    request,
    signInAs,
    unique,
    expectAccessible,
    shot,
  }) => {
    test.setTimeout(180_000);
    const api = await apiAs(request, DEMO.manager);
    const [unit] = await freeUnits(api, 1, { direction: 'desc' });
    const name = `Masked ${unique('Buyer')}`;
    await api.mutate('bookings.create', {
      unit: unit?.id,
      customer: { name, phone: '+7 916 777-88-99' },
    });

    await signInAs('viewer');
    await page.goto('/units');
    await page.getByRole('button', { name: 'English' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    const button = page.getByTestId('header-search');
    await expect(button).toHaveAccessibleName('Search');
    await shot('header-en-phone', { fullPage: false });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: 'What to find' });
    await box.fill(name);
    const option = dialog
      .getByRole('group', { name: 'Bookings' })
      .getByRole('option', { name: new RegExp(name) });
    await expect(option).toContainText('+7 916 ***-**-99');
    await expect(option).not.toContainText('777');
    await expectAccessible('search, en, phone, read-only');
    await shot('booking-en-phone', { fullPage: false });
    await box.fill(unit?.number ?? '');
    await expect(
      dialog.getByRole('group', { name: 'Units' }).getByRole('option', {
        name: new RegExp(`apt\\.\\s${unit?.number} · ${unit?.code}`),
      }),
    ).toBeVisible();
    await shot('unit-by-number-en-phone', { fullPage: false });
    await box.fill('916 777-88-99');
    await expect(dialog.getByRole('status')).toContainText('Nothing found');
    await page.keyboard.press('Escape');

    // The language is saved with the user: back to Russian for the specs that follow.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByTestId('header-search')).toHaveAccessibleName('Поиск');
  });
});
