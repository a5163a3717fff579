/**
 * CRM_PROVIDER=AMOCRM end to end against the fake amoCRM over real sockets: the outbox written with
 * each booking change, the sender's lead and notes, the lead's price in whole rubles, the CRM's
 * webhook cancelling a booking (once, however often it comes), retries, and a revoked token.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { crmSettings, units } from '@app/db';
import { wholeRubles } from '@app/integration-amocrm';
import { claimDueRows, CRM_LEASE_MS } from '../../../src/services/crm-outbox';
import { connectorFor, readSettings, sendDueChanges } from '../../../src/services/crm';
import { callerAs, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { book, bookingRow, drain, historyOf, noticesOf, outboxOf, SECRET } from './crm-fixtures';

const TOKEN = 'fake-amocrm-long-lived-token-for-tests';
const fake = await vi.hoisted(async () => {
  const { startAmoCrmFake } = await import('@app/integration-amocrm/fake');
  const f = await startAmoCrmFake({ token: 'fake-amocrm-long-lived-token-for-tests' });
  Object.assign(process.env, {
    CRM_PROVIDER: 'AMOCRM',
    AMOCRM_BASE_URL: f.baseUrl,
    AMOCRM_TOKEN: 'fake-amocrm-long-lived-token-for-tests',
    AMOCRM_WEBHOOK_SECRET: 'crm-webhook-secret-for-tests-0001',
    AMOCRM_RATE_PER_SECOND: '7',
  });
  return f;
});
afterAll(() => fake.close());

const t = useTestDb();
const server = useHttpServer(() => t.db);
const hook = (secret = SECRET) => `${server.base()}/api/crm/amocrm/webhook/${secret}`;
const STAGES = {
  DEAL_STAGE_BOOKED: '7000202',
  DEAL_STAGE_PAID: '7000202',
  DEAL_STAGE_CONTRACT: '7000203',
  DEAL_STAGE_CANCELLED: '7000204',
};
const leadOf = async (booking: string) =>
  fake.leads.get(Number((await bookingRow(t.db, booking)).crm_deal_id));

beforeEach(async () => {
  fake.webhookUrl = hook();
  fake.setToken(TOKEN);
  await t.db.delete(crmSettings);
  const head = await callerAs(t.db, 'head');
  await head.crm.updateSettings({ pipeline_id: '7000002', stages: STAGES });
});

describe('amoCRM: outgoing', () => {
  it('a new booking becomes a lead with its price in whole rubles and a note; later changes update it', async () => {
    const id = await book(t.db);
    expect(await outboxOf(t.db, id)).toMatchObject([
      { event: 'booking.created', status: 'PENDING' },
    ]);
    await drain(t.db);
    const b = await bookingRow(t.db, id);
    expect(b.crm_deal_id).toMatch(/^\d+$/);
    const lead = await leadOf(id);
    expect(lead).toMatchObject({
      price: wholeRubles(String(b.price?.total)),
      pipeline_id: 7000002,
      status_id: 7000202,
      name: `Бронь №${b.number} · ${b.unit_data.code}`,
    });
    expect(lead?.notes.map((n) => n.text)).toEqual([
      expect.stringContaining(`Бронь №${b.number}: создана`),
    ]);

    const manager = await callerAs(t.db, 'manager');
    await manager.payments.confirmManual({ booking: id, external_ref: '28731945' });
    await manager.bookings.advance({ id, stage: 'DEAL_STAGE_CONTRACT', contract_number: 'ДДУ-1' });
    const leads = fake.leads.size;
    await drain(t.db);
    expect(fake.leads.size).toBe(leads);
    expect(await leadOf(id)).toMatchObject({ status_id: 7000203 });
    // In order: created, paid, then the stage step.
    expect(
      (await leadOf(id))?.notes.map((n) => n.text.split(':')[1]?.split(' · ')[0]?.trim()),
    ).toEqual(['создана', 'оплачена', 'новый этап сделки']);
    expect((await outboxOf(t.db, id)).map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
  });

  it('429 and 500 wait and retry in order; a revoked token holds the outbox and tells the heads once', async () => {
    const id = await book(t.db, 1);
    fake.failNext(1, '429');
    const connector = connectorFor(await readSettings(t.db));
    expect(await sendDueChanges(t.db, connector)).toMatchObject({ retried: 1, sent: 0 });
    const [row] = await outboxOf(t.db, id);
    expect(row?.status).toBe('PENDING');
    expect(row?.next_at.getTime()).toBeGreaterThan(Date.now() + 500);
    const later = () => new Date(Date.now() + 60_000);
    fake.failNext(1, '500');
    expect(await sendDueChanges(t.db, connector, { now: later })).toMatchObject({ retried: 1 });
    expect(
      await sendDueChanges(t.db, connector, { now: () => new Date(Date.now() + 600_000) }),
    ).toMatchObject({ sent: 1 });

    fake.revoke();
    const second = await book(t.db, 2);
    expect(await sendDueChanges(t.db, connector)).toMatchObject({ waiting: true, sent: 0 });
    expect(await sendDueChanges(t.db, connector)).toMatchObject({ waiting: true });
    expect((await noticesOf(t.db, 'CRM_AUTH_FAILED')).length).toBeGreaterThan(0);
    const told = (await noticesOf(t.db, 'CRM_AUTH_FAILED')).length;
    const head = await callerAs(t.db, 'head');
    expect(await head.crm.settings()).toMatchObject({
      connected: false,
      auth_error: expect.any(String),
    });
    expect((await outboxOf(t.db, second))[0]).toMatchObject({ status: 'PENDING', attempts: 0 });

    // A new token entered on the screen: checked by a real call, then the outbox goes on.
    const fresh = 'fake-amocrm-long-lived-token-renewed-2';
    fake.setToken(fresh);
    await expect(
      head.crm.connect({ credential: 'not-the-token-at-all-000000' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await head.crm.connect({ credential: fresh })).toMatchObject({
      account: expect.stringContaining('fake'),
    });
    expect(await head.crm.settings()).toMatchObject({
      connected: true,
      credential_source: 'SCREEN',
      credential: expect.stringMatching(/^fake••••••••ed-2$/),
    });
    await drain(t.db);
    expect((await outboxOf(t.db, second))[0]?.status).toBe('SENT');
    expect((await noticesOf(t.db, 'CRM_AUTH_FAILED')).length).toBe(told);
  });
});

describe('amoCRM: incoming', () => {
  it('a lead moved to the cancelled status cancels its booking once, frees the unit, and is not sent back', async () => {
    const id = await book(t.db, 3);
    await drain(t.db);
    const lead = await leadOf(id);
    expect(await fake.move(Number(lead?.id), 7000204)).toBe(200);
    const b = await bookingRow(t.db, id);
    expect(b.status).toBe('BOOKING_STATUS_CANCELLED');
    const [unit] = await t.db.select().from(units).where(eq(units.id, b.unit));
    expect(unit?.status).toBe('UNIT_STATUS_AVAILABLE');
    const steps = (await historyOf(t.db, id)).filter((h) => h.property === 'deal_step');
    expect(steps).toHaveLength(1);
    expect(JSON.stringify(steps[0]?.new_value)).toContain('amoCRM');

    // The same webhook ten times at once: answered, nothing changes twice.
    const body = fake.sent.at(-1)?.body ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(hook(), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect((await historyOf(t.db, id)).filter((h) => h.property === 'deal_step')).toHaveLength(1);

    // The cancellation the CRM caused is not PATCHed back.
    const before = fake.stats().total;
    await drain(t.db);
    const rows = await outboxOf(t.db, id);
    expect(rows.map((r) => [r.event, r.status])).toEqual([
      ['booking.created', 'SENT'],
      ['booking.cancelled', 'SKIPPED'],
      ['booking.stage_changed', 'SKIPPED'],
    ]);
    expect(fake.stats().total).toBe(before);
  });

  it('a wrong secret is 404, an unknown lead 200 and ignored, a body that is not a webhook 400', async () => {
    const form =
      'leads[status][0][id]=999999&leads[status][0][status_id]=7000204&leads[status][0][pipeline_id]=7000002';
    const post = (url: string, body: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await post(hook('wrong-secret-wrong-secret-00'), form)).status).toBe(404);
    const unknown = await post(hook(), form);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true, applied: 0 });
    expect((await post(hook(), 'leads[status][0][id]=abc')).status).toBe(400);
    const bitrix = await post(`${server.base()}/api/crm/bitrix24/events`, 'event=ONCRMDEALUPDATE');
    expect(bitrix.status).toBe(404);
  });
});

describe.runIf(onPostgres)(`amoCRM: two senders at once (${NEEDS_POSTGRES})`, () => {
  it('every change once, in order per booking, and a killed sender’s rows go to the next after their lease', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await book(t.db, 10 + i));
    const manager = await callerAs(t.db, 'manager');
    for (const id of ids.slice(0, 6)) await manager.payments.confirmManual({ booking: id });
    fake.reset();
    await Promise.all([drain(t.db), drain(t.db)]);
    expect(fake.leads.size).toBe(12);
    for (const [i, id] of ids.entries()) {
      const rows = await outboxOf(t.db, id);
      expect(rows.every((r) => r.status === 'SENT' && r.attempts >= 1)).toBe(true);
      const words = (await leadOf(id))?.notes.map((n) => n.text.split(': ')[1]?.split(' · ')[0]);
      expect(words).toEqual(i < 6 ? ['создана', 'оплачена'] : ['создана']);
    }
    expect(fake.stats()).toMatchObject({ limited: 0 });
    expect(fake.stats().maxPerSecond).toBeLessThanOrEqual(7);

    // A sender claims a row and dies: the row is nobody's until its lease ends, then it is sent.
    const lost = await book(t.db, 30);
    expect(await claimDueRows(t.db, 20)).toHaveLength(1);
    const connector = connectorFor(await readSettings(t.db));
    expect(await sendDueChanges(t.db, connector)).toMatchObject({ sent: 0 });
    const after = () => new Date(Date.now() + CRM_LEASE_MS + 1000);
    expect(await sendDueChanges(t.db, connector, { now: after })).toMatchObject({ sent: 1 });
    expect((await outboxOf(t.db, lost))[0]?.status).toBe('SENT');
  });
});
