/**
 * The public payment page over a real socket (no sign-in): `/pay/<token>` for every state of a
 * link, what it never shows, who counts as opening it, the short link, the Pay button, and the
 * SANDBOX checkout's full round trip over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentLinks, SYSTEM_USER_ID } from '@app/db';
import { formatMoney } from '@app/pricing';
import { getEnv } from '../../../src/env';
import { parseTrustedProxies } from '../../../src/lib/client-address';
import { answerClientError, createRequestListener } from '../../../src/runtime/app';
import { translator } from '../../../src/customer-pages/i18n';
import { linkKeys } from '../../../src/services/payments/keys';
import { signLinkToken } from '../../../src/services/payments/link-token';
import { callerAs, useTestDb } from '../../helpers';
import {
  bookingRow,
  bookWithLink,
  historyOf,
  lapsedLink,
  paymentsOf,
  tokenOf,
} from './payment-fixtures';

const tRu = translator('ru');
const tEn = translator('en');

/**
 * The app's listener (as test/http-server.ts starts it) on a socket whose address is
 * PUBLIC_BASE_URL. The configuration is read once, when the API's modules load, so the socket is
 * opened and PUBLIC_BASE_URL set before any import (hoisted); the listener is attached later.
 */
const socket = await vi.hoisted(async () => {
  const { createServer } = await import('node:http');
  const created = createServer();
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  const address = created.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  process.env.PUBLIC_BASE_URL = origin;
  return { created, origin };
});

const t = useTestDb();
const server = { base: () => socket.origin };
beforeAll(() => {
  socket.created.on('clientError', answerClientError);
  socket.created.on(
    'request',
    createRequestListener({
      db: t.db,
      trustedProxies: parseTrustedProxies(''),
      sessionFromCookie: () => Promise.resolve(null),
      fallback: (_req, res) => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{"fallback":true}');
      },
    }),
  );
  expect(getEnv().PUBLIC_BASE_URL).toBe(socket.origin);
  expect(getEnv().PAYMENT_PROVIDER).toBe('SANDBOX');
});
afterAll(async () => {
  socket.created.closeAllConnections();
  await new Promise((resolve) => socket.created.close(resolve));
});

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ROBOTS = [
  'TelegramBot (like TwitterBot)',
  'WhatsApp/2.23.20.0',
  'facebookexternalhit/1.1',
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Google-PageRenderer Google (+https://developers.google.com/+/web/snippet/))',
  'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17126; Pro)',
  'Mattermost-Bot/1.1',
];
/** Telegram's in-app browser (Android): a person, though the UA names Telegram. */
const TELEGRAM_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Telegram-Android/10.3.2 (Samsung SM-G991B; Android 13; SDK 33; HIGH)';

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.base()}${path}`, {
    headers: { 'user-agent': 'test-runner/1.0 bot', ...headers },
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    headers: res.headers,
    html: await res.text(),
  };
}

const openedAt = async (id: string) =>
  (await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, id)))[0]?.opened_at ?? null;

/** `&nbsp;`-style separators aside, the digits of 50 000. */
const FEE = /50[\s\u00a0\u202f,]?000/;

describe('GET /pay/<token>', () => {
  it('shows the booking number and the amount (ru by default, en on request), never customer data', async () => {
    const { booking, link } = await bookWithLink(t.db, {
      comment: 'Клиент Секретов, паспорт 4510 123456',
      crm_deal_id: 'CRM-SECRET-DEAL-77',
    });
    const token = await tokenOf(t.db, link.id);

    const ru = await page(`/pay/${token}`);
    expect(ru.status).toBe(200);
    expect(ru.html).toContain('<html lang="ru"');
    expect(ru.html).toContain(tRu('pay.booking', { number: booking.number }));
    expect(ru.html).toContain(formatMoney('50000.00', 'ru', 'RUB'));
    expect(ru.html).toMatch(FEE);
    expect(ru.html).toContain(tRu('pay.pay', { amount: formatMoney('50000.00', 'ru', 'RUB') }));
    expect(ru.html).toContain(`action="/pay/${token}/checkout"`);

    const en = await page(`/pay/${token}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.status).toBe(200);
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain(tEn('pay.booking', { number: booking.number }));
    expect(en.html).toContain(formatMoney('50000.00', 'en', 'RUB'));
    expect(en.html).toMatch(FEE);

    for (const html of [ru.html, en.html]) {
      expect(html).not.toContain('Секретов');
      expect(html).not.toContain('4510');
      expect(html).not.toContain('CRM-SECRET-DEAL-77');
      expect(html).not.toContain(booking.owner);
      expect(html).not.toContain('demo.test');
    }
  });

  it('a tampered token is 403, an unknown link with a valid signature 404', async () => {
    const { link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    const sig = token.split('.')[2] as string;
    const tampered = token.replace(sig, `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const bad = await page(`/pay/${tampered}`);
    expect(bad.status).toBe(403);
    expect(bad.html).toContain(tRu('pay.tamperedTitle'));
    expect(bad.html).not.toContain(tRu('pay.pay', { amount: '' }));
    expect(bad.html).not.toContain('<form');

    const unknown = await page(`/pay/${signLinkToken(randomUUID(), linkKeys())}`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(tRu('pay.unknownTitle'));
    expect(unknown.html).not.toContain('<form');
    expect((await page('/pay/garbage')).status).toBe(404);
    expect(await openedAt(link.id)).toBeNull();
  });

  it('a revoked link is 410, an expired one 410, a cancelled booking’s link shows as revoked', async () => {
    const manager = await callerAs(t.db, 'manager');
    const { booking, link: old } = await bookWithLink(t.db);
    await manager.paymentLinks.create({ booking: booking.id });
    const revoked = await page(`/pay/${await tokenOf(t.db, old.id)}`);
    expect(revoked.status).toBe(410);
    expect(revoked.html).toContain(tRu('pay.revokedTitle'));
    expect(revoked.html).not.toContain('<form');

    const { booking: cancelled, link } = await bookWithLink(t.db);
    await manager.bookings.update({ id: cancelled.id, active: false });
    const gone = await page(`/pay/${await tokenOf(t.db, link.id)}`);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain(tRu('pay.revokedTitle'));

    // A link whose booking lapsed an hour ago (the sweeper has not run).
    const lapsed = await lapsedLink(t.db);
    const expired = await page(`/pay/${await tokenOf(t.db, lapsed.id)}`, {
      'user-agent': BROWSER,
      'accept-language': 'en',
    });
    expect(expired.status).toBe(410);
    expect(expired.html).toContain(tEn('pay.expiredTitle'));
    expect(expired.html).not.toContain('<form');
    expect(await openedAt(lapsed.id)).toBeNull();
  });

  it('a paid booking’s link is 200 with the paid text', async () => {
    const { booking, link } = await bookWithLink(t.db);
    await (await callerAs(t.db, 'manager')).payments.confirmManual({ booking: booking.id });
    const paid = await page(`/pay/${await tokenOf(t.db, link.id)}`);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain(tRu('pay.paidTitle'));
    expect(paid.html).toContain(tRu('pay.booking', { number: booking.number }));
    expect(paid.html).not.toContain('<form');
    const en = await page(`/pay/${await tokenOf(t.db, link.id)}`, { 'accept-language': 'en' });
    expect(en.html).toContain(tEn('pay.paidText'));
  });

  it('opened_at is set by a person’s browser, not by messengers’ link-preview robots', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    for (const ua of ROBOTS) {
      expect((await page(`/pay/${token}`, { 'user-agent': ua })).status, ua).toBe(200);
      expect(await openedAt(link.id), ua).toBeNull();
    }
    const { items } = await (
      await callerAs(t.db, 'manager')
    ).paymentLinks.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [link.id] }] },
      pagination: { page: 1, limit: 1, order_by: 'id', direction: 'asc' },
    });
    expect(items[0]?.state).toBe('ACTIVE');
    // A HEAD (what previewers often send first) is answered like the GET, and opens nothing.
    const head = await fetch(`${server.base()}/pay/${token}`, {
      method: 'HEAD',
      headers: { 'user-agent': BROWSER },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(await head.text()).toBe('');
    expect(await openedAt(link.id)).toBeNull();

    const before = Date.now();
    expect((await page(`/pay/${token}`, { 'user-agent': BROWSER })).status).toBe(200);
    const first = await openedAt(link.id);
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Once: a second opening keeps the first time.
    await page(`/pay/${token}`, { 'user-agent': BROWSER });
    expect(await openedAt(link.id)).toEqual(first);
    const entries = (await historyOf(t.db, booking.id)).filter(
      (h) => h.entity_id === link.id && h.property === 'opened_at',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.user).toBe(SYSTEM_USER_ID);
  });
});

describe('GET /pay/<token> from a messenger', () => {
  it('Telegram’s in-app browser counts as opening the link', async () => {
    const { link } = await bookWithLink(t.db);
    await page(`/pay/${await tokenOf(t.db, link.id)}`, { 'user-agent': TELEGRAM_BROWSER });
    expect(await openedAt(link.id)).toBeInstanceOf(Date);
  });
});

describe('GET /s/<code>', () => {
  it('redirects to the full link; an unknown code is 404', async () => {
    const { link } = await bookWithLink(t.db);
    const res = await page(`/s/${link.short_code}`);
    expect(res.status).toBe(302);
    expect(res.location).toBe(`${server.base()}/pay/${await tokenOf(t.db, link.id)}`);
    // The redirect carries the pay token: no cache keeps it, no referrer sends it on (as /pay).
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const followed = await fetch(res.location as string);
    expect(followed.status).toBe(200);
    // The sandbox's checkout is our own: the Pay form leads nowhere else.
    expect(followed.headers.get('content-security-policy')).toMatch(/form-action 'self'(;|$)/);

    const unknown = link.short_code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
    expect((await page(`/s/${unknown}`)).status).toBe(404);
    expect((await page('/s/short')).status).toBe(404);
    expect((await page('/s/%27%3B--drop')).status).toBe(404);
  });
});

const checkout = (token: string) =>
  fetch(`${server.base()}/pay/${token}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

describe('the Pay button and the sandbox checkout', () => {
  it('POST /pay/<token>/checkout is 303 to the sandbox checkout; a revoked link gets its page, no redirect', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    const res = await checkout(token);
    expect(res.status).toBe(303);
    const location = res.headers.get('location') as string;
    expect(location.startsWith(`${server.base()}/sandbox/checkout/`)).toBe(true);

    const sandbox = await page(location.slice(server.base().length));
    expect(sandbox.status).toBe(200);
    expect(sandbox.html).toContain('Succeed payment');
    expect(sandbox.html).toContain(`Booking No. ${booking.number}`);
    expect((await page('/sandbox/checkout/forged.token')).status).toBe(404);

    await (await callerAs(t.db, 'manager')).paymentLinks.create({ booking: booking.id });
    const refused = await checkout(token);
    expect(refused.status).toBe(410);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toContain(tRu('pay.revokedTitle'));
    // JSON is not a form: the button's endpoint takes forms only.
    const json = await fetch(`${server.base()}/pay/${token}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
    });
    expect(json.status).toBe(415);
  });

  it('round trip: Pay → sandbox "succeed" → signed webhook back over HTTP → the booking is paid', async () => {
    const { booking, link } = await bookWithLink(t.db);
    const token = await tokenOf(t.db, link.id);
    const location = (await checkout(token)).headers.get('location') as string;

    const failed = await fetch(location, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
      redirect: 'manual',
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`${server.base()}/pay/${token}?checkout=failed`);
    expect((await bookingRow(t.db, booking.id)).status).toBe('BOOKING_STATUS_BOOKED');
    const back = await page(`/pay/${token}?checkout=failed`);
    expect(back.status).toBe(200);
    expect(back.html).toContain(tRu('pay.failedNotice'));

    const succeed = () =>
      fetch(location, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=succeeded',
        redirect: 'manual',
      });
    const ok = await succeed();
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`${server.base()}/pay/${token}?checkout=success`);
    const b = await bookingRow(t.db, booking.id);
    expect(b.status).toBe('BOOKING_STATUS_PAID');
    // The checkout ended with the success: pressing "succeed" again, or "fail", reports nothing
    // and says so; still one successful payment and no failure beside it.
    const again = await succeed();
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This checkout already ended (payment SUCCEEDED)');
    const late = await fetch(location, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=failed',
      redirect: 'manual',
    });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('a second outcome changes nothing');
    const rows = await paymentsOf(t.db, booking.id);
    expect(rows.map((p) => [p.provider, p.status])).toEqual([
      ['SANDBOX', 'FAILED'],
      ['SANDBOX', 'SUCCEEDED'],
    ]);
    expect(await bookingRow(t.db, booking.id)).toEqual(b);

    const paid = await page(`/pay/${token}?checkout=success`);
    expect(paid.status).toBe(200);
    expect(paid.html).toContain(tRu('pay.paidTitle'));
  });
});
