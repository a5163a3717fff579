import type { Page } from '@playwright/test';
import {
  customerPage,
  expectNoSidewaysScroll,
  FEE,
  newBooking,
  newLink,
  type BookingDto,
} from './customer-pay';
import { apiAs, DEMO, expect, test } from './fixtures';

/** The booking card's Payment panel, the link's full address shown in it, and its state badge. */
function panel(page: Page) {
  const root = page.getByTestId('payment-panel');
  return {
    root,
    url: root.getByTestId('link-url'),
    state: root.getByTestId('current-link').getByTestId('link-state'),
  };
}

test('a manager sends a payment link, the customer pays it on a phone, the booking is paid', async ({
  page,
  browser,
  request,
  signInAs,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const booking = await newBooking(manager);
  await signInAs('manager');
  await page.goto(`/bookings/${booking.id}`);
  const p = panel(page);
  await expect(p.root.getByText('Ссылки на оплату ещё нет.')).toBeVisible();
  // What the link will charge, before it is sent.
  await expect(p.root.getByTestId('new-link-amount')).toContainText(`${FEE} — плату за платное`);
  await p.root.getByRole('button', { name: 'Создать ссылку на оплату' }).click();
  await expect(
    page
      .getByTestId('toast')
      .filter({ hasText: `Ссылка на оплату брони № ${booking.number} создана` }),
  ).toBeVisible();
  await expect(p.state).toHaveAttribute('data-state', 'ACTIVE');
  await expect(p.root.getByTestId('link-amount')).toHaveText(`К оплате ${FEE}`);
  // The unit now waits for the payment.
  await expect(page.getByRole('definition').filter({ hasText: /^Ожидает оплаты$/ })).toBeVisible();
  const url = await p.url.inputValue();
  expect(url).toMatch(/\/pay\//);
  await p.root.getByRole('button', { name: 'Показать QR-код' }).click();
  await expect(p.root.getByRole('img', { name: /QR-код короткой ссылки/ })).toBeVisible();

  const customer = await customerPage(browser, 'ru-RU');
  await customer.goto(url);
  await expect(
    customer.getByRole('heading', { name: `Бронирование № ${booking.number}` }),
  ).toBeVisible();
  const pay = customer.getByRole('button', { name: /Оплатить/ });
  await expect(pay).toBeVisible();
  // What the amount is, where, and whom to call.
  await expect(customer.getByText(/Это оплата платного бронирования/)).toBeVisible();
  await expect(customer.getByText('ЖК «Северный парк»')).toBeVisible();
  await expect(customer.getByRole('link', { name: '+7 495 000-00-00' })).toBeVisible();
  await expectNoSidewaysScroll(customer);
  await shot('pay-ru', { target: customer });
  await pay.click();
  await expect(customer).toHaveURL(/\/sandbox\/checkout\//);
  await shot('sandbox', { target: customer });
  await customer.getByRole('button', { name: 'Succeed payment' }).click();
  await expect(customer).toHaveURL(/checkout=success/);
  await expect(customer.getByRole('heading', { name: 'Бронирование оплачено' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(customer.getByText('Оплачено', { exact: true })).toBeVisible();
  await expect(customer.getByText(FEE)).toBeVisible();
  await expect(customer.getByText('Бронь действует до')).toBeVisible();
  await expect(customer.getByText('Ваш менеджер')).toBeVisible();
  await expect(customer.getByText(/Кассовый чек придёт/)).toBeVisible();
  await expectNoSidewaysScroll(customer);
  await shot('paid-ru', { target: customer });
  await customer.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оплачена');
  const until = page.locator('p', { hasText: /^Срок:/ }).locator('time');
  const newExpiry = Date.parse((await until.getAttribute('datetime')) ?? '');
  expect(newExpiry).toBeGreaterThan(Date.parse(booking.expiration_date));
  const payments = p.root.getByTestId('payments-table').locator('tbody tr');
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText('Онлайн (песочница)');
  await expect(payments).toHaveAttribute('data-status', 'SUCCEEDED');
  // The link the customer paid by reads "paid", and nothing asks to send a link any more.
  await expect(p.state).toHaveAttribute('data-state', 'PAID');
  await expect(p.state).toContainText('Оплачена');
  await expect(p.root).toContainText('Бронь оплачена, ссылку отправлять не нужно.');
  await expect(p.root).not.toContainText('Отправьте покупателю ссылку');
  await expect(p.root.getByRole('button', { name: 'Заменить ссылку' })).toHaveCount(0);
  await shot('panel-paid', { target: p.root });

  // Cancelling a paid booking says that money was received and will be flagged for refund.
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  const cancel = page.getByRole('alertdialog');
  await expect(cancel.getByTestId('paid-warning')).toHaveText(
    `Бронь оплачена: покупатель внёс ${FEE}. После отмены платёж будет отмечен к возврату — деньги нужно вернуть покупателю.`,
  );
  await shot('cancel-paid', { target: cancel });
  await cancel.getByRole('button', { name: 'Да, отменить бронь' }).click();
  await expect(payments).toHaveAttribute('data-status', 'REFUND_REQUIRED');
});

test('a new link revokes the previous one: the old address answers 410, the new one works', async ({
  page,
  browser,
  request,
  signInAs,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const booking = await newBooking(manager);
  await signInAs('manager');
  await page.goto(`/bookings/${booking.id}`);
  const p = panel(page);
  await p.root.getByRole('button', { name: 'Создать ссылку на оплату' }).click();
  await expect(p.state).toHaveAttribute('data-state', 'ACTIVE');
  const first = await p.url.inputValue();

  await p.root.getByRole('button', { name: 'Заменить ссылку' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Да, заменить ссылку' }).click();
  await expect(p.url).not.toHaveValue(first);
  const second = await p.url.inputValue();
  const previous = p.root.getByTestId('previous-links');
  await previous.getByText('Прежние ссылки (1)').click();
  await expect(previous.getByTestId('link-state')).toHaveAttribute('data-state', 'REVOKED');
  await p.root.getByRole('button', { name: 'Показать QR-код' }).click();
  await expect(p.root.getByTestId('payment-qr')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1100 });
  await shot('panel', { target: p.root });

  const customer = await customerPage(browser, 'en-US');
  const revoked = await customer.goto(first);
  expect(revoked?.status()).toBe(410);
  await expect(customer.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(customer.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expect(customer.getByRole('link', { name: '+7 495 000-00-00' })).toBeVisible();
  await expectNoSidewaysScroll(customer);
  await shot('revoked-en', { target: customer });
  const fresh = await customer.goto(second);
  expect(fresh?.status()).toBe(200);
  await expect(customer.getByRole('button', { name: /Pay/ })).toBeVisible();
  await customer.context().close();
});

test('a failed payment leaves the booking booked and the page offers to pay again', async ({
  browser,
  request,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const booking = await newBooking(manager);
  const url = await newLink(manager, booking.id);

  const customer = await customerPage(browser, 'ru-RU');
  await customer.goto(url);
  await customer.getByRole('button', { name: /Оплатить/ }).click();
  await customer.getByRole('button', { name: 'Fail payment' }).click();
  await expect(customer).toHaveURL(/checkout=failed/);
  await expect(customer.getByRole('alert')).toContainText('Платёж не прошёл');
  await expect(customer.getByRole('button', { name: /Оплатить/ })).toBeVisible();
  await customer.context().close();

  const after = await manager.query<BookingDto>('bookings.get', { id: booking.id });
  expect(after.status).toBe('BOOKING_STATUS_BOOKED');
  expect(after.expiration_date).toBe(booking.expiration_date);
});

test('the payment page speaks English to an English browser', async ({
  browser,
  request,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const booking = await newBooking(manager);
  const url = await newLink(manager, booking.id);

  const customer = await customerPage(browser, 'en-US');
  await customer.goto(url);
  await expect(
    customer.getByRole('heading', { name: `Booking No. ${booking.number}` }),
  ).toBeVisible();
  await expect(customer.getByText('Amount due')).toBeVisible();
  await expect(customer.getByRole('button', { name: /^Pay/ })).toBeVisible();
  await shot('pay-en', { target: customer });
  await customer.getByRole('button', { name: /^Pay/ }).click();
  await customer.getByRole('button', { name: 'Fail payment' }).click();
  await expect(customer.getByRole('alert')).toContainText('The payment did not go through');
  await customer.context().close();
});

test('a manager confirms a payment made at the office, with a CRM order id', async ({
  page,
  request,
  signInAs,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const booking = await newBooking(manager);
  await signInAs('manager');
  await page.goto(`/bookings/${booking.id}`);
  const p = panel(page);
  await p.root.getByRole('button', { name: 'Подтвердить оплату в офисе' }).click();
  const dialog = page.getByRole('dialog', { name: `Подтвердить оплату брони № ${booking.number}` });
  const order = dialog.getByLabel('ID заказа в CRM');
  await order.fill('not-a-uuid');
  await dialog.getByRole('button', { name: 'Подтвердить оплату' }).click();
  await expect(order).toHaveAttribute('aria-invalid', 'true');
  await shot('confirm-payment-dialog');
  const orderId = '3f2c7a9e-1b4d-4c8e-9a6f-2d5b8e1c7f40';
  await order.fill(orderId);
  await dialog.getByRole('button', { name: 'Подтвердить оплату' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Оплата брони № ${booking.number} подтверждена` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Оплачена');
  const payments = p.root.getByTestId('payments-table').locator('tbody tr');
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText('В офисе');
  await expect(payments).toContainText(orderId);
  await expect(p.root.getByRole('button', { name: 'Подтвердить оплату в офисе' })).toHaveCount(0);
});
