/**
 * What the customer's payment pages say (their HTML over a real socket): the amount, the complex
 * and the office's phone on the pay page; the payment, dates, manager and receipt on the paid page;
 * the office's phone on every refusal.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { demoUserId, DEMO_COMPLEX, users } from '@app/db';
import { formatMoney } from '@app/pricing';
import { getEnv } from '../../../src/env';
import { feeNote, formatDeadline, translator } from '../../../src/customer-pages/i18n';
import { linkKeys } from '../../../src/services/payments/keys';
import { signLinkToken } from '../../../src/services/payments/link-token';
import { registerPayment } from '../../../src/services/payments/register';
import { useHttpServer } from '../../http-server';
import { callerAs, useTestDb } from '../../helpers';
import { bookingRow, bookWithLink, lapsedLink, paymentsOf, tokenOf } from './payment-fixtures';

const tRu = translator('ru');
const tEn = translator('en');

// Set before the configuration is read, so the pages show these configured texts.
vi.hoisted(() => {
  process.env.SALES_OFFICE_PHONE = '8 (495) 225-01-02';
  process.env.PAID_BOOKING_FEE_NOTE = 'Задаток за бронь: {days} раб. дн., засчитывается в цену.';
  process.env.PAID_BOOKING_FEE_NOTE_EN = '';
});

const t = useTestDb();
const server = useHttpServer(() => t.db);
const OFFICE = '+7 495 225-01-02';
const OFFICE_TEL = 'href="tel:84952250102"';

async function page(path: string, lang = 'ru') {
  const res = await fetch(`${server.base()}${path}`, {
    headers: { 'user-agent': 'test-runner/1.0 bot', 'accept-language': lang },
  });
  return { status: res.status, html: await res.text() };
}

describe('the pay page says what the amount is, where, and whom to call', () => {
  it('the configured note, the complex, two-decimal amount and the office phone (ru and en)', async () => {
    const { link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    const days = getEnv().PAID_PERIOD_DAYS;
    const ru = await page(`/pay/${token}`);
    expect(ru.status).toBe(200);
    expect(ru.html).toContain(`Задаток за бронь: ${days} раб. дн., засчитывается в цену.`);
    expect(ru.html).toContain(tRu('pay.complex'));
    expect(ru.html).toContain(DEMO_COMPLEX.name);
    expect(ru.html).toContain(formatMoney('50000', 'ru', 'RUB'));
    expect(ru.html).toContain('50\u00a0000,00\u00a0₽');
    expect(ru.html).toContain(OFFICE);
    expect(ru.html).toContain(OFFICE_TEL);
    // No English text configured: an English page keeps the configured Russian one.
    const en = await page(`/pay/${token}`, 'en');
    expect(en.html).toContain('Задаток за бронь');
    expect(en.html).toContain('₽50,000.00');
    expect(en.html).toContain(tEn('office'));
    expect(en.html).toContain(OFFICE);
  });

  it('the built-in note says what the fee is, that it counts towards the price and is refunded', () => {
    const none = { ru: '', en: '  ' };
    expect(feeNote('ru', none, 10)).toContain('засчитывается');
    expect(feeNote('ru', none, 10)).toContain('вернут');
    // Russian plurals from the catalog's ICU message: 1 день, 2 дня, 5 дней.
    expect(feeNote('ru', none, 10)).toContain('на 10 рабочих дней');
    expect(feeNote('ru', none, 1)).toContain('на 1 рабочий день');
    expect(feeNote('ru', none, 3)).toContain('на 3 рабочих дня');
    expect(feeNote('ru', none, 21)).toContain('на 21 рабочий день');
    expect(feeNote('en', none, 1)).toContain('for 1 more working day.');
    expect(feeNote('en', none, 7)).toContain('counts towards the price');
    expect(feeNote('en', none, 7)).toContain('refunded');
    expect(feeNote('en', { ru: 'Текст', en: 'Text {days}' }, 7)).toBe('Text 7');
    expect(feeNote('ru', { ru: 'Текст', en: 'Text' }, 7)).toBe('Текст');
  });
});

describe('the paid page', () => {
  it('shows the amount, the date, the booking number, the new deadline, the manager and the receipt', async () => {
    const managerId = demoUserId('manager');
    await t.db.update(users).set({ phone: '+79991234567' }).where(eq(users.id, managerId));
    const [m] = await t.db.select().from(users).where(eq(users.id, managerId));
    const { booking, link } = await bookWithLink(t.db);
    await (await callerAs(t.db, 'manager')).payments.confirmManual({ booking: booking.id });
    const paid = await bookingRow(t.db, booking.id);
    const [payment] = await paymentsOf(t.db, booking.id);
    const tz = getEnv().APP_TIMEZONE;

    const res = await page(`/pay/${await tokenOf(t.db, link.id)}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain(tRu('pay.paidTitle'));
    expect(res.html).toContain(tRu('pay.booking', { number: booking.number }));
    expect(res.html).toContain(tRu('pay.paidAmount'));
    expect(res.html).toContain('50\u00a0000,00\u00a0₽');
    expect(res.html).toContain(formatDeadline(payment?.created_at as Date, 'ru', tz));
    expect(res.html).toContain(tRu('pay.paidUntil'));
    expect(res.html).toContain(formatDeadline(paid.expiration_date, 'ru', tz));
    expect(paid.expiration_date.getTime()).toBeGreaterThan(booking.expiration_date.getTime());
    expect(res.html).toContain(`${m?.first_name} ${m?.last_name}`);
    expect(res.html).toContain('+7 999 123-45-67');
    expect(res.html).toContain('href="tel:+79991234567"');
    expect(res.html).toContain(tRu('pay.receiptOffice'));
    expect(res.html).toContain(OFFICE);
    expect(res.html).not.toContain('<form');
  });

  it('an online payment says the receipt comes by e-mail or phone (en)', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const r = await registerPayment(
      t.db,
      {
        booking: booking.id,
        provider: 'SANDBOX',
        amount: '50000.00',
        currency: 'RUB',
        payment_link: link.id,
      },
      demoUserId('manager'),
    );
    expect(r.applied).toBe(true);
    const res = await page(`/pay/${await tokenOf(t.db, link.id)}`, 'en');
    expect(res.html).toContain(tEn('pay.receiptOnline'));
    expect(res.html).toContain('₽50,000.00');
  });
});

describe('every refusal gives the sales office’s phone', () => {
  it('tampered, unknown, revoked and expired links', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    const sig = token.split('.')[2] as string;
    const tampered = token.replace(sig, `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    await (await callerAs(t.db, 'manager')).paymentLinks.create({ booking: booking.id });

    const lapsed = await lapsedLink(t.db);

    const cases: [string, number, string][] = [
      [`/pay/${tampered}`, 403, tRu('pay.tamperedTitle')],
      [`/pay/${signLinkToken(randomUUID(), linkKeys())}`, 404, tRu('pay.unknownTitle')],
      ['/s/ZZZZZZZ0', 404, tRu('pay.unknownTitle')],
      [`/pay/${token}`, 410, tRu('pay.revokedTitle')],
      [`/pay/${await tokenOf(t.db, lapsed.id)}`, 410, tRu('pay.expiredTitle')],
    ];
    for (const [path, status, title] of cases) {
      const res = await page(path);
      expect(res.status, path).toBe(status);
      expect(res.html, path).toContain(title);
      expect(res.html, path).toContain(tRu('office'));
      expect(res.html, path).toContain(OFFICE);
      expect(res.html, path).toContain(OFFICE_TEL);
    }
  });
});
