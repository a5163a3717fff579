/**
 * Refunds through YooKassa's fake over real sockets, by the real job queue: a REFUND_REQUIRED
 * payment is refunded by its job; a failing provider is retried, then FAILED; two requests, one refund.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@app/db';
import { JOBS, startJobs, type JobRuntime } from '../../../src/runtime/jobs';
import { REFUND_ATTEMPTS, REFUND_JOB } from '../../../src/services/payments';
import { callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { bookWithLink, historyOf, tokenOf } from './payment-fixtures';

const setup = await vi.hoisted(async () => {
  const { startFakeYookassa } = await import('@app/integration-yookassa/fake');
  const f = await startFakeYookassa({ shopId: '223456', secretKey: 'test_secret_refunds' });
  const settings = {
    PAYMENT_PROVIDER: 'YOOKASSA',
    YOOKASSA_SHOP_ID: '223456',
    YOOKASSA_SECRET_KEY: 'test_secret_refunds',
    YOOKASSA_API_URL: f.apiUrl,
    YOOKASSA_TRUSTED_NETWORKS: '127.0.0.1/32',
  };
  const before = Object.fromEntries(Object.keys(settings).map((k) => [k, process.env[k]]));
  Object.assign(process.env, settings);
  return { f, before };
});

const { f: fake, before } = setup;
const t = useTestDb();
const server = useHttpServer(() => t.db);
// The refund job as the app declares it, retried after 1 s instead of 30 s doubling.
const spec = JOBS[REFUND_JOB];
const { retryDelayMax: _max, ...policy } = spec.queue;
const refundJob = { ...spec, queue: { ...policy, retryDelay: 1, retryBackoff: false } };
let jobs: JobRuntime;
beforeAll(async () => {
  jobs = await startJobs(t.handle, { jobs: { [REFUND_JOB]: refundJob }, pollSeconds: 0.5 });
});
afterAll(async () => {
  await jobs.stop(2000);
  await fake.close();
  for (const [k, v] of Object.entries(before)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

/** A booking paid through the fake (checkout, the fake's page, its notification). */
async function paidBooking() {
  fake.webhookUrl = `${server.base()}/api/payments/webhook/yookassa`;
  const { booking, link } = await bookWithLink(t.db);
  const res = await fetch(`${server.base()}/pay/${await tokenOf(t.db, link.id)}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  const id = (res.headers.get('location') ?? '').split('/').pop() ?? '';
  await fake.complete(id, 'pay');
  const [p] = await t.db.select().from(payments).where(eq(payments.booking, booking.id));
  expect(p).toMatchObject({ status: 'SUCCEEDED', provider_payment_id: id });
  return { booking, id, payment: (p as { id: string }).id, token: await tokenOf(t.db, link.id) };
}

const cancel = async (booking: string) =>
  (await callerAs(t.db, 'manager')).bookings.update({ id: booking, active: false });

async function settled(payment: string, timeoutMs = 40_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [p] = await t.db.select().from(payments).where(eq(payments.id, payment));
    if (p && p.refund_status !== 'REQUESTED') return p;
    if (Date.now() > until) throw new Error(`refund of ${payment} still ${p?.refund_status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('refunds through YooKassa by the job', () => {
  it('a cancelled paid booking: REFUND_REQUIRED → job → refunded at the fake', async () => {
    const { booking, id, payment } = await paidBooking();
    await cancel(booking.id);
    const p = await settled(payment);
    expect(p).toMatchObject({
      status: 'REFUND_REQUIRED',
      refund_status: 'SUCCEEDED',
      refund_reason: 'BOOKING_CANCELLED',
      refund_attempts: 1,
      refund_error: null,
    });
    expect(p.provider_refund_id).toBeTruthy();
    expect(fake.payments.get(id)?.refunded).toBe(5_000_000);
    const changes = (await historyOf(t.db, booking.id)).filter(
      (h) => h.property === 'refund_status',
    );
    expect(changes.map((h) => h.new_value)).toEqual(['REQUESTED', 'SUCCEEDED']);
    // The ledger shows it, and no longer counts it as money to return.
    const head = await callerAs(t.db, 'head');
    const filter = { filters: [{ property: 'id', operator: 'EQ' as const, value: [payment] }] };
    const ledger = await head.payments.list({ filter, pagination: { page: 1, limit: 10 } });
    expect(ledger.items[0]).toMatchObject({ refund_status: 'SUCCEEDED' });
    expect(ledger.totals).toMatchObject({ refund_required: 0, refund_required_count: 0 });
  });

  it('a failing provider: retried, then FAILED with the reason; a sales head refunds it once', async () => {
    const { booking, id, payment } = await paidBooking();
    fake.failNext(1000, '500');
    await cancel(booking.id);
    const failed = await settled(payment, 60_000);
    fake.failNext(0);
    expect(failed).toMatchObject({ refund_status: 'FAILED', refund_attempts: REFUND_ATTEMPTS });
    expect(failed.refund_error).toMatch(/YOOKASSA/);
    expect(fake.payments.get(id)?.refunded).toBe(0);

    // Two sales heads at once: one request, the other 409; the fake refunds once.
    const [a, b] = await Promise.all([callerAs(t.db, 'head'), callerAs(t.db, 'head')]);
    const input = { id: payment, reason: 'Customer asked by phone' };
    const answers = await Promise.allSettled([a.payments.refund(input), b.payments.refund(input)]);
    expect(answers.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = answers.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT' });
    const done = await settled(payment);
    expect(done).toMatchObject({ refund_status: 'SUCCEEDED', refund_reason: input.reason });
    expect(fake.payments.get(id)?.refunded).toBe(5_000_000);
    // Refunded: a third request is refused, and nothing more goes to the provider.
    await expect(a.payments.refund(input)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('the same refund sent twice (a retried or duplicated job): one refund at the provider', async () => {
    const { booking, id, payment } = await paidBooking();
    await cancel(booking.id);
    await jobs.send(REFUND_JOB, { payment });
    await settled(payment);
    await new Promise((r) => setTimeout(r, 1500));
    expect(fake.payments.get(id)?.refunded).toBe(5_000_000);
  });

  it('the test flag: the ledger marks it, the page names the provider and says it was a test', async () => {
    const { link } = await bookWithLink(t.db);
    const page = (token: string) =>
      fetch(`${server.base()}/pay/${token}`, { headers: { 'accept-language': 'en' } });
    const payable = await (await page(await tokenOf(t.db, link.id))).text();
    expect(payable).toContain('Payment through YooKassa.');
    const { payment, token } = await paidBooking();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment));
    expect(row?.test).toBe(true);
    const paid = await (await page(token)).text();
    expect(paid).toContain('YooKassa');
    expect(paid).toContain('data-test-payment');
    expect(paid).toContain('Test payment');
  });

  it('refuses what is not money to return: 404, 409, 403, and 400 without a reason', async () => {
    const { payment } = await paidBooking();
    const head = await callerAs(t.db, 'head');
    await expect(head.payments.refund({ id: payment, reason: 'x' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(head.payments.refund({ id: missing, reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      (await callerAs(t.db, 'manager')).payments.refund({ id: payment, reason: 'x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(head.payments.refund({ id: payment, reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
