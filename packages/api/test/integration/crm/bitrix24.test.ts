/**
 * CRM_PROVIDER=BITRIX24 end to end against the fake portal: a deal per booking with its exact
 * total, a timeline comment per change, the leaky bucket's 503 QUERY_LIMIT_EXCEEDED waited out,
 * and ONCRMDEALUPDATE (its application token checked, the deal read back) cancelling a booking.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { crmSettings } from '@app/db';
import { connectorFor, readSettings, sendDueChanges } from '../../../src/services/crm';
import { callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { book, bookingRow, drain, historyOf, outboxOf } from './crm-fixtures';

const fake = await vi.hoisted(async () => {
  const { startBitrix24Fake } = await import('@app/integration-bitrix24/fake');
  const f = await startBitrix24Fake();
  Object.assign(process.env, {
    CRM_PROVIDER: 'BITRIX24',
    BITRIX24_WEBHOOK_URL: f.webhookBase,
    BITRIX24_APPLICATION_TOKEN: f.applicationToken,
    BITRIX24_RATE_PER_SECOND: '2',
  });
  return f;
});
afterAll(() => fake.close());

const t = useTestDb();
const server = useHttpServer(() => t.db);
const events = () => `${server.base()}/api/crm/bitrix24/events`;
const dealOf = async (booking: string) =>
  fake.deals.get(String((await bookingRow(t.db, booking)).crm_deal_id));

beforeEach(async () => {
  fake.webhookUrl = events();
  await t.db.delete(crmSettings);
  const head = await callerAs(t.db, 'head');
  await head.crm.updateSettings({
    category_id: '1',
    stages: {
      DEAL_STAGE_BOOKED: 'C1:NEW',
      DEAL_STAGE_PAID: 'C1:NEW',
      DEAL_STAGE_CONTRACT: 'C1:PREPARATION',
      DEAL_STAGE_CANCELLED: 'C1:LOSE',
    },
  });
});

describe('Bitrix24', () => {
  it('reads the categories and their stages for the mapping', async () => {
    const head = await callerAs(t.db, 'head');
    const { items } = await head.crm.pipelines();
    expect(items.map((c) => c.id)).toEqual(['0', '1']);
    expect(items[1]?.statuses.map((s) => s.id)).toContain('C1:LOSE');
    expect(await head.crm.test()).toMatchObject({ account: expect.any(String) });
  });

  it('a booking becomes a deal with its exact total and a comment; a full bucket is waited out', async () => {
    const id = await book(t.db);
    fake.failNext(1, '429');
    const connector = connectorFor(await readSettings(t.db));
    expect(await sendDueChanges(t.db, connector)).toMatchObject({ retried: 1 });
    await sendDueChanges(t.db, connector, { now: () => new Date(Date.now() + 60_000) });
    const b = await bookingRow(t.db, id);
    expect(await dealOf(id)).toMatchObject({
      CATEGORY_ID: '1',
      STAGE_ID: 'C1:NEW',
      CURRENCY_ID: 'RUB',
      OPPORTUNITY: String(b.price?.total),
    });
    expect((await dealOf(id))?.comments[0]?.COMMENT).toContain(`Бронь №${b.number}: создана`);
    expect((await outboxOf(t.db, id)).map((r) => r.status)).toEqual(['SENT']);
  });

  it('ONCRMDEALUPDATE to the lost stage cancels the booking; a wrong token is refused', async () => {
    const id = await book(t.db, 1);
    await drain(t.db);
    const deal = await dealOf(id);
    expect(await fake.move(String(deal?.ID), 'C1:LOSE')).toBe(200);
    expect((await bookingRow(t.db, id)).status).toBe('BOOKING_STATUS_CANCELLED');
    const steps = (await historyOf(t.db, id)).filter((h) => h.property === 'deal_step');
    expect(JSON.stringify(steps[0]?.new_value)).toContain('Bitrix24');
    await drain(t.db);
    expect((await outboxOf(t.db, id)).slice(1).map((r) => r.status)).toEqual([
      'SKIPPED',
      'SKIPPED',
    ]);

    const forged = new URLSearchParams({
      event: 'ONCRMDEALUPDATE',
      'data[FIELDS][ID]': String(deal?.ID),
      'auth[application_token]': 'not-the-application-token-000000',
    });
    const res = await fetch(events(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: forged.toString(),
    });
    expect(res.status).toBe(401);
  });
});
