import type { Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, signInByApi, test } from './fixtures';

// The fake amoCRM that playwright.config.ts starts beside the app (integrations/crm/README.md).
const FAKE = `http://127.0.0.1:${process.env.E2E_AMOCRM_PORT ?? 4530}`;
const AVAILABLE = '[data-status="UNIT_STATUS_AVAILABLE"]';

interface FakeLead {
  id: number;
  name: string;
  price: number;
  pipeline_id: number;
  status_id: number;
}

/** Picks `option` in the select labelled `label` (Radix Select: a combobox and a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the sales head maps the stages; a booking becomes a lead, and the lead lost in amoCRM frees the unit', async ({
  page,
  browser,
  request,
  signInAs,
  shot,
}, info) => {
  // The sender pushes within about a second; the CRM's webhook comes back as fast.
  test.setTimeout(180_000);
  await signInAs('head');
  await page.goto('/integrations');
  await page
    .getByRole('navigation', { name: 'Разделы интеграций' })
    .getByRole('link', { name: 'CRM' })
    .click();
  await expect(page).toHaveURL(/\/integrations\/crm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  const connection = page.getByTestId('crm-connection');
  await expect(connection.getByTestId('crm-provider')).toHaveText('amoCRM');
  await expect(connection.getByTestId('crm-state')).toHaveText('Подключена');
  await expect(connection).toContainText('Из переменной окружения AMOCRM_TOKEN');
  // The token is never shown whole, nor the webhook's secret.
  await expect(connection.getByTestId('crm-credential')).not.toContainText('long-lived');
  await expect(page.getByTestId('crm-webhook-url')).toContainText('/api/crm/amocrm/webhook/');
  await expect(page.getByTestId('crm-webhook-url')).not.toContainText('secret-0001');

  await connection.getByRole('button', { name: 'Проверить связь' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Тестовый застройщик' })).toBeVisible();

  // A refused key shows on the field, in the CRM's words; the key in use stays.
  const connect = page.getByTestId('crm-connect');
  await connect.getByLabel('Долгосрочный токен amoCRM').fill('not-a-token-the-crm-knows-0000');
  await connect.getByRole('button', { name: 'Подключить' }).click();
  await expect(connect.getByText('Unauthorized')).toBeVisible();
  await expect(connection.getByTestId('crm-state')).toHaveText('Подключена');

  // The stage map: the pipeline «Новостройки», then a status of it for three stages.
  const stages = page.getByTestId('crm-stages');
  await choose(page, 'Воронка', 'Новостройки');
  await choose(page, 'Бронь', 'Бронь');
  await choose(page, 'Договор готовится', 'Договор');
  await choose(page, 'Отменена', 'Отмена брони');
  await stages.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Этапы сохранены' })).toBeVisible();
  const head = await apiAs(request, DEMO.head);
  const settings = await head.query<{ pipeline_id: string; stages: Record<string, string> }>(
    'crm.settings',
    {},
  );
  expect(settings.pipeline_id).toBe('7000002');
  expect(settings.stages).toEqual({
    DEAL_STAGE_BOOKED: '7000202',
    DEAL_STAGE_CONTRACT: '7000203',
    DEAL_STAGE_CANCELLED: '7000204',
  });

  // A manager books a unit on the grid, in a browser of their own.
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const grid = await context.newPage();
  await signInByApi(grid, DEMO.manager);
  await grid.goto('/units');
  const cell = grid.locator(AVAILABLE).first();
  const code = (await cell.getAttribute('data-unit-code')) as string;
  await cell.click();
  const card = grid.getByRole('dialog', { name: new RegExp(code) });
  await card.getByRole('button', { name: 'Забронировать' }).click();
  await card.getByRole('button', { name: 'Подтвердить бронь' }).click();
  const toast = grid.getByTestId('toast').filter({ hasText: /Бронь №\s\d+ создана/ });
  await expect(toast).toBeVisible();
  const number = Number(/№\s?(\d+)/.exec((await toast.textContent()) ?? '')?.[1]);
  await grid.keyboard.press('Escape');
  const unitCell = grid.locator(`[data-unit-code="${code}"]`);
  await expect(unitCell).toHaveAttribute('data-status', 'UNIT_STATUS_BOOKED');

  const found = await head.query<{ items: { id: string; number: number }[] }>('bookings.list', {
    filter: { filters: [{ property: 'number', operator: 'EQ', value: [number] }] },
    pagination: { page: 1, limit: 5 },
  });
  const booking = found.items.find((b) => b.number === number);
  if (!booking) throw new Error(`booking ${number} not found`);
  const { price } = await head.query<{ price: { total: number } }>('bookings.get', {
    id: booking.id,
  });

  // The lead: named by the booking, at its price in whole rubles, in the mapped status.
  const leadOf = async () =>
    ((await (await request.get(`${FAKE}/__fake/leads`)).json()) as FakeLead[]).find((l) =>
      l.name.startsWith(`Бронь №${number} ·`),
    );
  // Behind the earlier specs' bookings: the sender keeps amoCRM's rate (5 a second).
  await expect.poll(leadOf, { timeout: 60_000 }).toMatchObject({
    price: Math.round(Number(price.total)),
    pipeline_id: 7000002,
    status_id: 7000202,
  });
  const lead = (await leadOf()) as FakeLead;

  // A manager in amoCRM closes the lead as lost: its webhook cancels the booking.
  const moved = await request.post(`${FAKE}/__fake/leads/${lead.id}/move`, {
    data: { status_id: 143 },
  });
  expect(await moved.json()).toEqual({ webhook: 200 });
  await expect(unitCell).toHaveAttribute('data-status', 'UNIT_STATUS_AVAILABLE', {
    timeout: 10_000,
  });
  await context.close();

  // The outbox: the creation sent; the cancellation the CRM made itself is not sent back.
  const outbox = page.getByRole('table', { name: 'Очередь передачи в CRM' });
  const rows = outbox.getByRole('row').filter({ hasText: `№\u00a0${number}` });
  await expect(rows.filter({ has: page.locator('[data-outbox-status="SENT"]') })).not.toHaveCount(
    0,
    { timeout: 15_000 },
  );
  await expect(
    rows.filter({ has: page.locator('[data-outbox-status="SKIPPED"]') }),
  ).not.toHaveCount(0, { timeout: 15_000 });
  await expect(rows.filter({ has: page.locator('[data-outbox-status="PENDING"]') })).toHaveCount(
    0,
    { timeout: 15_000 },
  );
  await choose(page, 'Статус', 'Пропущено');
  await expect(outbox.locator('[data-outbox-status]').first()).toHaveAttribute(
    'data-outbox-status',
    'SKIPPED',
  );
  await expect(
    outbox.locator('[data-outbox-status]:not([data-outbox-status="SKIPPED"])'),
  ).toHaveCount(0);
  await choose(page, 'Статус', 'Все');
  await expect(rows.first().getByRole('link', { name: `№\u00a0${number}` })).toHaveAttribute(
    'href',
    `/bookings/${booking.id}`,
  );

  await shot('crm-ru-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('crm-ru-390');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CRM' })).toBeVisible();
  await expect(page.getByTestId('crm-state')).toHaveText('Connected');
  await shot('crm-en-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('crm-en-390');
  // The language is saved with the user: back to Russian for the specs that follow.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByTestId('crm-state')).toHaveText('Подключена');
});

test('a key the CRM refuses: the sales head is told, the screen says so, and a test after a new one resumes the sync', async ({
  page,
  request,
  signInAs,
  unique,
  shot,
}) => {
  test.setTimeout(180_000);
  const token = 'fake-amocrm-long-lived-token-0001';
  const manager = await apiAs(request, DEMO.manager);
  const [unit] = await freeUnits(manager, 1, { direction: 'desc' });
  await request.post(`${FAKE}/__fake/revoke`);
  try {
    const comment = unique('crm-refused');
    const { item } = await manager.mutate<{ item: { id: string } }>('bookings.create', {
      unit: unit?.id,
      comment,
    });
    const { number } = await manager.query<{ number: number }>('bookings.get', { id: item.id });

    // The sender's push is refused: the sales heads get one notification that opens the screen.
    await signInAs('head');
    const notice = page.locator('[data-testid="notification"][data-kind="CRM_AUTH_FAILED"]');
    await expect(async () => {
      await page.goto('/notifications');
      await expect(notice.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(notice.first()).toContainText('amoCRM не принимает ключ доступа');
    await notice.first().getByRole('link', { name: 'Открыть настройки CRM' }).click();
    await expect(page).toHaveURL(/\/integrations\/crm$/);
    await expect(page.getByTestId('crm-state')).toHaveText('Ключ не принят');
    await expect(page.getByTestId('crm-auth-error')).toContainText('amoCRM не принимает ключ с');
    await shot('crm-refused-ru-1280');

    // Still refused: the test says so; the new key's lead is not there yet.
    const test = page.getByRole('button', { name: 'Проверить связь' });
    await test.click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'CRM не приняла ключ или адрес вебхука.' }),
    ).toBeVisible();

    // The key works again (in amoCRM: a new token): one test ends the wait, and the sender, which
    // looks for new credentials every few seconds, sends the waiting change.
    await request.post(`${FAKE}/__fake/token`, { data: { token } });
    await test.click();
    await expect(page.getByTestId('crm-state')).toHaveText('Подключена');
    await expect(page.getByTestId('crm-auth-error')).toHaveCount(0);
    await expect
      .poll(
        async () =>
          ((await (await request.get(`${FAKE}/__fake/leads`)).json()) as FakeLead[]).some((l) =>
            l.name.startsWith(`Бронь №${number} ·`),
          ),
        { timeout: 90_000 },
      )
      .toBe(true);
  } finally {
    await request.post(`${FAKE}/__fake/token`, { data: { token } });
  }
});

test('the CRM tab is the sales head’s only', async ({ page, signInAs }) => {
  await signInAs('manager');
  await page.goto('/integrations/crm');
  await expect(page.getByRole('navigation', { name: 'Разделы интеграций' })).toHaveCount(0);
  await expect(page.getByTestId('crm-connection')).toHaveCount(0);
});
