/**
 * Refunds through T-Bank's fake over real sockets, by the real job queue: a cancelled paid booking
 * is refunded with `Cancel` (its whole amount) once, and the test terminal's payment is marked test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments } from '@app/db';
import { JOBS, startJobs, type JobRuntime } from '../../../src/runtime/jobs';
import { REFUND_JOB } from '../../../src/services/payments';
import { callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { bookWithLink, tokenOf } from './payment-fixtures';

const fake = await vi.hoisted(async () => {
  const { startFakeTbank } = await import('@app/integration-tbank/fake');
  const f = await startFakeTbank({ terminalKey: 'RefundsDEMO', password: 'refunds-password' });
  Object.assign(process.env, {
    PAYMENT_PROVIDER: 'TBANK',
    TBANK_TERMINAL_KEY: 'RefundsDEMO',
    TBANK_PASSWORD: 'refunds-password',
    TBANK_API_URL: f.apiUrl,
  });
  return f;
});

const t = useTestDb();
const server = useHttpServer(() => t.db);
let jobs: JobRuntime;
beforeAll(async () => {
  jobs = await startJobs(t.handle, { jobs: { [REFUND_JOB]: JOBS[REFUND_JOB] }, pollSeconds: 0.5 });
});
afterAll(async () => {
  await jobs.stop(2000);
  await fake.close();
});

async function settled(payment: string) {
  for (let i = 0; i < 150; i++) {
    const [p] = await t.db.select().from(payments).where(eq(payments.id, payment));
    if (p && p.refund_status !== 'REQUESTED') return p;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`refund of ${payment} still requested`);
}

describe('refunds through T-Bank by the job', () => {
  it('a cancelled paid booking is refunded with Cancel, once; the test terminal marks it test', async () => {
    fake.webhookUrl = `${server.base()}/api/payments/webhook/tbank`;
    const { booking, link } = await bookWithLink(t.db);
    const res = await fetch(`${server.base()}/pay/${await tokenOf(t.db, link.id)}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    const id = (res.headers.get('location') ?? '').split('/').pop() ?? '';
    await fake.complete(id, 'pay');
    const [paid] = await t.db.select().from(payments).where(eq(payments.booking, booking.id));
    expect(paid).toMatchObject({ status: 'SUCCEEDED', test: true, provider_payment_id: id });

    await (await callerAs(t.db, 'manager')).bookings.update({ id: booking.id, active: false });
    const p = await settled((paid as { id: string }).id);
    expect(p).toMatchObject({ refund_status: 'SUCCEEDED', refund_attempts: 1, refund_error: null });
    expect(fake.payments.get(id)?.Status).toBe('REFUNDED');
    // The same job again: the payment is no longer REQUESTED, nothing goes to T-Bank.
    await jobs.send(REFUND_JOB, { payment: p.id });
    await new Promise((r) => setTimeout(r, 1500));
    expect(fake.payments.get(id)?.Status).toBe('REFUNDED');
  });
});
