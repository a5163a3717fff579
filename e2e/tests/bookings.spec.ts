import {
  apiAs,
  DEMO,
  expect,
  freeUnits,
  test,
  unitIdByCode,
  type Api,
  type FreeUnit,
} from './fixtures';

const AVAILABLE = '[data-status="UNIT_STATUS_AVAILABLE"]';

/** A new live booking of a free unit, made through the API. */
async function newBooking(api: Api, comment?: string): Promise<string> {
  const [unit] = await freeUnits(api, 1);
  const { item } = await api.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit?.id,
    comment,
  });
  return item.id;
}

test('a manager books a unit from the grid, finds it in Bookings, edits it and sees the change in its history', async ({
  page,
  signInAs,
  unique,
}) => {
  await signInAs('manager');
  await page.goto('/units');
  const cell = page.locator(AVAILABLE).first();
  const code = (await cell.getAttribute('data-unit-code')) as string;
  await cell.click();
  const card = page.getByRole('dialog', { name: new RegExp(code) });
  await card.getByRole('button', { name: 'Забронировать' }).click();
  const comment = unique('Покупатель');
  await card.getByLabel('Комментарий').fill(comment);
  const sent = page.waitForRequest((r) => r.url().includes('/api/trpc/bookings.create'));
  await card.getByRole('button', { name: 'Подтвердить бронь' }).click();
  // The form's Idempotency-Key (a double click or a retry books once), on a call of its own.
  const request = await sent;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.url()).not.toContain('batch=1');
  const toast = page.getByTestId('toast').filter({ hasText: /Бронь №\s\d+ создана/ });
  await expect(toast).toBeVisible();
  const number = /№\s?(\d+)/.exec((await toast.textContent()) ?? '')?.[1] as string;
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-unit-code="${code}"]`)).toHaveAttribute(
    'data-status',
    'UNIT_STATUS_BOOKED',
  );

  await page.goto('/bookings');
  await page.getByPlaceholder('№ брони, сделка, покупатель, телефон или код помещения').fill(code);
  const table = page.getByRole('table', { name: 'Бронирования' });
  await expect(table.getByRole('row').filter({ hasText: code })).toHaveCount(1);
  await table.getByRole('row').filter({ hasText: code }).getByText(number).click();
  await expect(page.getByTestId('booking-number')).toContainText(number);

  const edited = `${comment} — клиент просит вид во двор`;
  await page.getByLabel('Комментарий').fill(edited);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Бронь № ${number} сохранена` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: /История/ })).toContainText(edited);
});

test('a realtor sees only their own bookings', async ({ page, signInAs, request }) => {
  const manager = await apiAs(request, DEMO.manager);
  const realtor = await apiAs(request, DEMO.realtor);
  const [theirs, mine] = await freeUnits(manager, 2, { direction: 'desc' });
  await manager.mutate('bookings.create', { unit: theirs?.id });
  await realtor.mutate('bookings.create', { unit: mine?.id });

  await signInAs('realtor');
  await page.goto('/bookings');
  const table = page.getByRole('table', { name: 'Бронирования' });
  await expect(table).toContainText(mine?.code as string);
  await expect(table).not.toContainText(theirs?.code as string);
});

test('a second browser sees a unit turn booked within seconds', async ({
  page,
  signInAs,
  request,
}) => {
  await signInAs('viewer');
  await page.goto('/units');
  const cell = page.locator(AVAILABLE).nth(3);
  const code = (await cell.getAttribute('data-unit-code')) as string;
  await expect(page.locator(`[data-unit-code="${code}"]`)).toHaveAttribute(
    'data-status',
    'UNIT_STATUS_AVAILABLE',
  );

  // From now on the grid only asks what changed: no unit list is loaded again.
  const asked: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/trpc\/([\w.,]+)/.exec(r.url());
    if (m?.[1]) asked.push(...m[1].split(','));
  });

  // A colleague books it from elsewhere.
  const head = await apiAs(request, DEMO.head);
  await head.mutate('bookings.create', { unit: await unitIdByCode(head, code) });

  // The grid asks every 1.5 s; the margin is for a loaded test machine.
  await expect(page.locator(`[data-unit-code="${code}"]`)).toHaveAttribute(
    'data-status',
    'UNIT_STATUS_BOOKED',
    { timeout: 5_000 },
  );
  expect(asked).toContain('units.changes');
  expect(asked).not.toContain('units.list');
});

test('a manager cancels a booking from its card and the unit is on sale again', async ({
  page,
  signInAs,
  request,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  // Building 1: the grid opens on it.
  const [unit] = (await freeUnits(manager, 1, { direction: 'desc', building: '1' })) as [FreeUnit];
  const { item } = await manager.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit.id,
  });

  await signInAs('manager');
  await page.goto(`/bookings/${item.id}`);
  const number = ((await page.getByTestId('booking-number').textContent()) ?? '').replace(
    /\D/g,
    '',
  );
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  await page.getByRole('button', { name: 'Да, отменить бронь' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Бронь № ${number} отменена` }),
  ).toBeVisible();

  await page.goto('/units');
  await expect(page.locator(`[data-unit-code="${unit.code}"]`)).toHaveAttribute(
    'data-status',
    'UNIT_STATUS_AVAILABLE',
  );
});

test('a manager groups bookings selected in the table', async ({
  page,
  signInAs,
  request,
  unique,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const marker = unique('Сделка');
  for (const u of await freeUnits(manager, 2))
    await manager.mutate('bookings.create', { unit: u.id, comment: marker });

  await signInAs('manager');
  await page.goto('/bookings');
  await page
    .getByPlaceholder('№ брони, сделка, покупатель, телефон или код помещения')
    .fill(marker);
  const table = page.getByRole('table', { name: 'Бронирования' });
  // Header + the two bookings: the search has been applied, nothing else is on the page.
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: marker })).toHaveCount(2);
  await table.getByRole('checkbox', { name: 'Выбрать все брони на странице' }).check();
  await page.getByRole('button', { name: 'Объединить в группу' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая группа броней' });
  await dialog.getByLabel('Название группы').fill(marker);
  await dialog.getByRole('button', { name: 'Создать группу' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Группа «${marker}» создана` }),
  ).toBeVisible();

  await page.goto('/bookings/groups');
  const groups = page.getByRole('table', { name: 'Группы бронирований' });
  await expect(groups.getByRole('row').filter({ hasText: marker })).toContainText('2 брони');
  // The group's bookings (downloaded on the first expanded row): both numbers, each a link.
  await groups.getByRole('button', { name: `Показать брони группы «${marker}»` }).click();
  const members = page.getByRole('list', { name: new RegExp(marker) });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('link', { name: /^№\s\d+$/ })).toHaveCount(2);
});

test('the booking card opens for a cancelled booking, and says when there is no booking to show', async ({
  page,
  signInAs,
  request,
  unique,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const comment = unique('Отменённая');
  const id = await newBooking(manager, comment);
  await manager.mutate('bookings.update', { id, active: false });

  await signInAs('manager');
  await page.goto(`/bookings/${id}`);
  await expect(page.getByTestId('booking-number')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Отменена');
  await expect(page.getByText('Бронь закрыта: изменить её уже нельзя.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить бронь' })).toHaveCount(0);
  const history = page.getByRole('list', { name: /История/ });
  await expect(history).toContainText('Бронь отменена');
  await expect(history).toContainText(comment);

  await page.goto('/bookings/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('booking-not-found')).toContainText('Бронь не найдена');

  // Another's booking is not there for a realtor either.
  await signInAs('realtor');
  await page.goto(`/bookings/${id}`);
  await expect(page.getByTestId('booking-not-found')).toBeVisible();
});

test('the responsible picker finds a user by typing part of their name', async ({
  page,
  signInAs,
  request,
  unique,
}) => {
  const head = await apiAs(request, DEMO.head);
  const lastName = unique('Подборщикова');
  const digits = String(Date.now()).slice(-10);
  await head.mutate('users.register', {
    email: `${unique('picker')}@e2e.test`,
    password: 'e2e-password-1',
    phone: `+7${digits}`,
    first_name: 'Вера',
    last_name: lastName,
    roles: ['ROLE_MANAGER'],
  });
  const id = await newBooking(await apiAs(request, DEMO.manager));

  await signInAs('manager');
  await page.goto(`/bookings/${id}`);
  const picker = page.getByRole('combobox', { name: 'Ответственный' });
  await expect(picker).toHaveValue('Кузнецов Дмитрий Андреевич (вы)');
  // Part of the name, in other letter case: the directory search is a case-insensitive "contains".
  await picker.fill(lastName.slice(3).toUpperCase());
  const option = page.getByRole('option', { name: `${lastName} Вера` });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await picker.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveValue(`${lastName} Вера`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /сохранена/ })).toBeVisible();
  await expect(page.getByRole('list', { name: /История/ })).toContainText(`${lastName} Вера`);
});
