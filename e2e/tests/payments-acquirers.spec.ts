import { ACQUIRERS, appUrl, waitForAcquirers, type Acquirer } from '../acquirer-servers';
import { customerPage, expectNoSidewaysScroll, FEE, newBooking, newLink } from './customer-pay';
import { apiAs, DEMO, expect, test } from './fixtures';

/**
 * A booking paid on the customer's phone through each real acquirer's fake: the app instances
 * with PAYMENT_PROVIDER=YOOKASSA and TBANK (acquirer-servers.ts), the fake's checkout page, its
 * notification and read-back, back to the payment page that reads "paid" (issue 34).
 */

interface Payment {
  provider: string;
  status: string;
  amount: number;
  test: boolean;
}

const CHECKOUT_PATH: Record<Acquirer, RegExp> = {
  YOOKASSA: /\/checkout\/[\w-]+$/,
  TBANK: /\/pay\/\d+$/,
};

// The two instances start in the background of the run; the first test waits for them.
test.beforeAll(async ({}, info) => {
  info.setTimeout(180_000);
  await waitForAcquirers(170_000);
});

for (const acquirer of ['YOOKASSA', 'TBANK'] as const) {
  const { name, fake } = ACQUIRERS[acquirer];

  test(`a customer pays a booking through ${acquirer} (the fake) on a phone`, async ({
    browser,
    playwright,
    shot,
  }) => {
    const request = await playwright.request.newContext({ baseURL: appUrl(acquirer) });
    const manager = await apiAs(request, DEMO.manager);
    const booking = await newBooking(manager);
    const url = await newLink(manager, booking.id);
    expect(url.startsWith(`${appUrl(acquirer)}/pay/`)).toBe(true);

    const customer = await customerPage(browser, 'ru-RU');
    await customer.goto(url);
    await expect(
      customer.getByRole('heading', { name: `Бронирование № ${booking.number}` }),
    ).toBeVisible();
    // The page names the acquirer the money goes through.
    await expect(customer.getByText(`Оплата через ${name}.`)).toBeVisible();
    await expectNoSidewaysScroll(customer);
    await shot(`pay-${acquirer}`, { target: customer });

    await customer.getByRole('button', { name: /Оплатить/ }).click();
    // The acquirer's own checkout (the fake's page), which says it is a test payment.
    await expect(customer).toHaveURL(
      (u) => u.origin === `http://127.0.0.1:${fake}` && CHECKOUT_PATH[acquirer].test(u.pathname),
    );
    await expect(customer.getByRole('heading', { name: `${name}: тестовая оплата` })).toBeVisible();
    await expect(customer.getByText('50000.00 RUB')).toBeVisible();
    await shot(`checkout-${acquirer}`, { target: customer });
    await customer.getByRole('button', { name: 'Оплатить' }).click();

    // Back on our page, already paid: the notification came in before the redirect.
    await expect(customer).toHaveURL(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}`));
    await expect(customer.getByRole('heading', { name: 'Бронирование оплачено' })).toBeVisible();
    await expect(customer.getByText(FEE)).toBeVisible();
    await expect(customer.getByRole('definition').filter({ hasText: name })).toBeVisible();
    await expect(customer.locator('[data-test-payment]')).toContainText('Тестовый платёж');
    await expectNoSidewaysScroll(customer);
    await shot(`paid-${acquirer}`, { target: customer });
    await customer.context().close();

    // The booking is paid and held longer; one payment, the provider's, marked a test.
    const after = await manager.query<typeof booking>('bookings.get', { id: booking.id });
    expect(after.status).toBe('BOOKING_STATUS_PAID');
    expect(Date.parse(after.expiration_date)).toBeGreaterThan(Date.parse(booking.expiration_date));
    const { items } = await manager.query<{ items: Payment[] }>('payments.list', {
      filter: { filters: [{ property: 'booking', operator: 'EQ', value: [booking.id] }] },
      pagination: { page: 1, limit: 10, order_by: 'created_at', direction: 'desc' },
    });
    expect(items).toMatchObject([
      { provider: acquirer, status: 'SUCCEEDED', amount: 50000, test: true },
    ]);
    await request.dispose();
  });
}
