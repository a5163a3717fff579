import type { Page } from '@playwright/test';
import { apiAs, DEMO, expect, freeUnits, test, type Api } from './fixtures';

/** Issue 24, part 5: a payment link and a document e-mailed to the customer from the screens. */

const MANAGER = { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' };

/** A schedule issued through the API (for `booking` when given), and its number. */
async function newSchedule(api: Api, email: string, booking?: string) {
  const { item } = await api.mutate<{ item: { id: string } }>('documents.paymentSchedule', {
    items: [
      { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
    ],
    manager: MANAGER,
    summary: 100000,
    ...(booking ? { booking } : {}),
    customer: { name: 'Ёлкина Мария', phone: '+7 999 000-00-02', email },
  });
  const { items } = await api.query<{ items: { number: string }[] }>('documents.list', {
    filter: { filters: [{ property: 'id', operator: 'IN', value: [item.id] }] },
    pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
  });
  return { id: item.id, number: items[0]?.number ?? '' };
}

/** The toast that says where the e-mail went, fully in. */
async function expectSentToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
}

/** The outbox card of the last message to `to` (the sales head's /dev/mail). */
function outboxMail(page: Page, to: string) {
  return page
    .getByTestId('mail')
    .filter({ has: page.getByTestId('mail-to').getByText(to, { exact: true }) })
    .first();
}

test('a manager sends the payment link and a schedule from the booking card; the outbox has both', async ({
  page,
  request,
  signInAs,
  unique,
  expectAccessible,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const [unit] = await freeUnits(manager, 1, { direction: 'desc' });
  const email = `${unique('buyer')}@example.test`;
  const { item } = await manager.mutate<{ item: { id: string } }>('bookings.create', {
    unit: unit?.id,
    customer: { name: 'Ёлкина Мария <b>', phone: '+79991234567', email },
  });
  await manager.mutate('paymentLinks.create', { booking: item.id });
  const schedule = await newSchedule(manager, email, item.id);

  await signInAs('manager');
  await page.goto(`/bookings/${item.id}`);
  const panel = page.getByTestId('payment-panel');
  await panel.getByRole('button', { name: 'Отправить клиенту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отправить ссылку на оплату' });
  await expect(dialog.getByLabel('E-mail клиента')).toHaveValue(email);
  await expectAccessible('send the payment link (dialog)');
  await shot('send-link-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expectSentToast(page, `Отправлено на ${email}`);
  await expect(dialog).toBeHidden();
  const history = page.getByRole('list', { name: /История брони/ });
  await expect(history.getByText(/^Ссылка на оплату №\s1 отправлена клиенту$/)).toBeVisible();
  await expect(history.getByText(email, { exact: true })).toBeVisible();

  const docs = page.getByTestId('booking-documents');
  await expect(docs.getByTestId('booking-document')).toContainText(schedule.number);
  await expect(docs.getByText('Не отправлялся')).toBeVisible();
  await docs.getByRole('button', { name: `Отправить ${schedule.number} клиенту` }).click();
  const docDialog = page.getByRole('dialog', { name: `Отправить ${schedule.number} клиенту` });
  const other = `${unique('other')}@example.test`;
  await docDialog.getByLabel('E-mail клиента').fill(other);
  await docDialog.getByRole('combobox', { name: 'Язык письма' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await docDialog.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expectSentToast(page, `Отправлено на ${other}`);
  await expect(docs.getByTestId('document-sent')).toContainText(`на ${other}`);
  await expectAccessible('booking card after both sends');
  await shot('booking-card-sent');

  // The sales head reads the development outbox: the link with its QR code inline, the PDF.
  await signInAs('head');
  await page.goto('/dev/mail');
  const linkMail = outboxMail(page, email);
  await expect(linkMail.getByRole('heading', { level: 2 })).toHaveText(
    /^Оплата бронирования №\s\d+$/,
  );
  await expect(linkMail.getByTestId('mail-link').first()).toContainText('/s/');
  await expect(linkMail.getByText('Здравствуйте, Ёлкина Мария <b>!')).toBeVisible();
  const qr = linkMail.getByTestId('mail-attachment');
  await expect(qr).toContainText('qr.png');
  await expect(qr).toContainText('cid:payment-qr@booking');
  await expect(qr.getByRole('img')).toBeVisible();
  const docMail = outboxMail(page, other);
  await expect(docMail.getByRole('heading', { level: 2 })).toHaveText(
    `Payment schedule ${schedule.number}`,
  );
  await expect(docMail.getByTestId('mail-attachment')).toContainText('application/pdf');
  await expectAccessible('the outbox with the sent mails');
  await linkMail.scrollIntoViewIfNeeded();
  await shot('dev-mail-link', { target: linkMail });
  await shot('dev-mail-document', { target: docMail });
});

test('on a 390 px phone in English, the documents list sends a document', async ({
  page,
  request,
  signInAs,
  unique,
  expectAccessible,
  shot,
}) => {
  const manager = await apiAs(request, DEMO.manager);
  const email = `${unique('phone')}@example.test`;
  const schedule = await newSchedule(manager, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('manager');
  await page
    .context()
    .addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
  try {
    await page.goto('/documents');
    const row = page.getByRole('row').filter({ hasText: schedule.number });
    await row.getByRole('button', { name: `Send ${schedule.number} to the customer` }).click();
    const dialog = page.getByRole('dialog', { name: `Send ${schedule.number} to the customer` });
    await expect(dialog.getByLabel("Customer's e-mail")).toHaveValue(email);
    await expectAccessible('send a document (dialog, en, 390 px)');
    await shot('send-document-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expectSentToast(page, `Sent to ${email}`);
    await expect(row.getByTestId('document-sent')).toContainText(`to ${email}`);
    const overflow = await page.locator('html').evaluate((h) => h.scrollWidth - h.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible('documents list after a send (en, 390 px)');
    await shot('documents-sent-phone');
  } finally {
    await page.context().clearCookies({ name: 'locale' });
  }
});
