import { apiAs, DEMO, DEMO_PASSWORD, expect, freeUnits, test } from './fixtures';

/** The app's zone (APP_TIMEZONE's default): the dashboard's "today" and the links' days. */
const ZONE = 'Europe/Moscow';
const dayIn = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
const MIN = 60_000;

/**
 * When a live booking made now can expire so that a card links to it: later today in Moscow (UTC+3
 * all year), or early tomorrow when the day has less than 10 minutes left.
 */
function dueSoon(now = new Date()) {
  const today = dayIn(now);
  const tomorrow = dayIn(new Date(Date.parse(`${today}T12:00:00+03:00`) + 86_400_000));
  const midnight = Date.parse(`${tomorrow}T00:00:00+03:00`);
  if (midnight - now.getTime() > 10 * MIN)
    return { card: 'today' as const, at: new Date(midnight - 2 * MIN), day: today };
  return { card: 'tomorrow' as const, at: new Date(midnight + 60 * MIN), day: tomorrow };
}

test('a sales head lands on the dashboard, sees the figures and follows "expiring today" to the bookings due', async ({
  page,
  request,
  expectAccessible,
  shot,
}) => {
  const head = await apiAs(request, DEMO.head);
  const [unit] = await freeUnits(head, 1, { direction: 'desc' });
  const due = dueSoon();
  const { item } = await head.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit?.id,
    expiration_date: due.at.toISOString(),
  });
  const booking = await head.query<{ number: number }>('bookings.get', { id: item.id });

  await page.goto('/sign-in');
  await page.getByLabel('E-mail или телефон').fill(DEMO.head);
  await page.getByLabel('Пароль').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();

  const card = page.getByTestId(`dashboard-figure-${due.card}`);
  await expect(card.getByRole('paragraph').first()).toHaveText(/^\d+$/);
  expect(Number(await card.getByRole('paragraph').first().textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('dashboard-figure-payments')).toContainText('₽');
  await expect(page.getByTestId('dashboard-chart')).toBeVisible();
  await expect(page.getByTestId('dashboard-stock')).toContainText('Свободна');
  // The tables load their code when scrolled towards (below the fold).
  await page.getByRole('heading', { name: 'По агентствам' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('table', { name: 'Показатели по ответственным' })).toContainText(
    'Смирнова',
  );
  await expectAccessible('dashboard (ru)');
  await shot('dashboard-ru');

  // The weekly figures as a table, for those who read numbers rather than bars.
  await page.getByText('Показать таблицей').click();
  await expect(page.getByRole('table', { name: 'По неделям' })).toContainText('₽');
  await expectAccessible('dashboard with the weekly table');

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/bookings\\?expires=${due.day}$`));
  const table = page.getByRole('table', { name: 'Бронирования' });
  await expect(table).toContainText(String(booking.number));
  // The list is filtered to that day: its date fields show it.
  await expect(page.getByLabel('Срок с')).toHaveValue(due.day);
});

test('a realtor sees the figures of their own bookings, in English too and on a phone', async ({
  page,
  request,
  signInAs,
  expectAccessible,
  shot,
}) => {
  const realtor = await apiAs(request, DEMO.realtor);
  const [unit] = await freeUnits(realtor, 1, { direction: 'desc' });
  await realtor.mutate('bookings.create', { unit: unit?.id });

  await signInAs('realtor');
  await page.goto('/');
  await expect(page).toHaveURL(/\/units$/);
  await page
    .getByRole('navigation', { name: 'Основная навигация' })
    .getByRole('link', { name: 'Сводка' })
    .click();
  await expect(page.getByText('Ваши брони и оплаты')).toBeVisible();
  await page.getByRole('heading', { name: 'По агентствам' }).scrollIntoViewIfNeeded();
  const people = page.getByRole('table', { name: 'Показатели по ответственным' });
  await expect(people).toContainText('Волкова');
  // The sales head's own bookings are not the realtor's: they are not counted here.
  await expect(people).not.toContainText('Смирнова');
  await expect(page.getByRole('table', { name: 'Показатели по агентствам' })).toContainText(
    'Этажи Столица',
  );
  await expectAccessible('dashboard (realtor)');

  // A period longer than a year is refused before it is asked for.
  await page.getByLabel('Период с').fill('2024-01-01');
  await expect(page.getByTestId('dashboard-period-error')).toContainText('не более 366 дней');
  await page.getByRole('button', { name: '30 дней' }).click();
  await expect(page.getByTestId('dashboard-period-error')).toHaveCount(0);

  await page
    .context()
    .addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('dashboard-figure-payments')).toContainText('₽');
  await page.getByRole('heading', { name: 'By agency' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('table', { name: 'Figures by agency' })).toBeVisible();
  await expectAccessible('dashboard (en)');
  await shot('dashboard-en');

  await page.context().clearCookies({ name: 'locale' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
  await expect(page.getByTestId('dashboard-chart')).toBeVisible();
  // Nothing but the chart's own box scrolls sideways: the page fits the phone.
  expect(await page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth)).toBe(0);
  await expectAccessible('dashboard (phone)');
  await shot('dashboard-phone');
});
