import { apiAs, DEMO, expect, test } from './fixtures';

/**
 * The demo month (services/demo-month) as a newcomer sees it: on only when the run asks for it
 * (`SEED_DEMO_MONTH=true npx playwright test tests/demo-month.spec.ts`; the suite runs without it,
 * playwright.config.ts), a dashboard with figures and bookings in every status.
 */
const on = process.env.SEED_DEMO_MONTH === 'true';

test('the demo month: the dashboard is not zero and bookings are in every status', async ({
  page,
  request,
  signInAs,
  shot,
}) => {
  test.skip(!on, 'run with SEED_DEMO_MONTH=true');
  const head = await apiAs(request, DEMO.head);
  const list = await head.query<{ items: { status: string }[]; total: number }>('bookings.list', {
    filter: { filters: [], include_expired: true },
    pagination: { limit: 100 },
  });
  expect(new Set(list.items.map((b) => b.status))).toEqual(
    new Set([
      'BOOKING_STATUS_BOOKED',
      'BOOKING_STATUS_PAID',
      'BOOKING_STATUS_EXPIRED',
      'BOOKING_STATUS_CANCELLED',
    ]),
  );
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const summary = await head.query<{
    bookings: { booked: number; paid: number };
    payments: { count: number; sum: string };
  }>('dashboard.summary', { from, to });
  expect(summary.bookings.booked).toBeGreaterThan(0);
  expect(summary.bookings.paid).toBeGreaterThan(0);
  expect(summary.payments.count).toBeGreaterThan(0);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs('head');
  await page.goto('/dashboard');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shot('dashboard');
  await page.goto('/bookings');
  await page.waitForLoadState('networkidle');
  await shot('bookings');
});
