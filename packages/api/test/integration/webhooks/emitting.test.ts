/**
 * Who emits what (docs/api.md#webhooks): every emitting change records its event in its own
 * transaction, `data` as its list shows it, a unit's events numbered 1, 2, 3..., a refused change
 * nothing. No queue runs: the recorded events are read back.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, webhookDeliveries, webhookEvents, type Db } from '@app/db';
import { WEBHOOK_EVENT_TYPES } from '@app/validators';
import { WEBHOOK_PAYLOADS } from '@app/validators/outputs';
import { markOpened } from '../../../src/services/payments';
import { availableUnits, callerAs, expectAppError, useTestDb } from '../../helpers';
import { endpoint } from './webhook-fixtures';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();

interface Body {
  type: string;
  timestamp: string;
  unit: string | null;
  sequence: number | null;
  data: Record<string, unknown>;
}

/** The bodies delivered to an endpoint, in the order they were recorded. */
async function bodies(db: Db, endpointId: string): Promise<Body[]> {
  const rows = await db
    .select({ body: webhookEvents.body })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
    .where(eq(webhookDeliveries.endpoint, endpointId))
    .orderBy(asc(webhookEvents.created_at), asc(webhookEvents.sequence));
  return rows.map((r) => JSON.parse(r.body) as Body);
}

const ALL = WEBHOOK_EVENT_TYPES.filter((e) => e !== 'queue.promoted');
type Eq = { property: string; operator: 'EQ'; value: string[] };
const list = (filters: Eq[] = []) => ({
  filter: { filters, include_expired: true },
  pagination: { page: 1, limit: 100, order_by: 'id', direction: 'asc' as const },
});

describe('the events of a unit’s life', () => {
  it('are recorded in order with their records, and a refused change records nothing', async () => {
    const { item } = await endpoint(t.db, 'http://127.0.0.1:9/all', ALL);
    const [manager, head] = [await callerAs(t.db, 'manager'), await callerAs(t.db, 'head')];
    const [unit] = await availableUnits(t.db, 1, 60);
    const u = unit ?? '';
    await head.basePrices.create({ unit: u, price_per_sq_m: 210000, reason_id: 'WEBHOOK' });
    const booked = await manager.bookings.create({ unit: u, crm_deal_id: 'WH-1' });
    const id = booked.item.id;
    await expectAppError(manager.bookings.create({ unit: u }), 'CONFLICT', 'UNIT_ALREADY_BOOKED');
    await manager.bookings.update({ id, comment: 'webhook test' });
    const link = await manager.paymentLinks.create({ booking: id });
    await markOpened(t.db, link.item.id);
    await markOpened(t.db, link.item.id); // opened once
    await manager.payments.confirmManual({ booking: id });
    await manager.bookings.update({ id, active: false });

    const got = await bodies(t.db, item.id);
    expect(got.map((b) => b.type)).toEqual([
      'base_price.created',
      'unit.status_changed', // BOOKED
      'booking.created',
      'booking.updated',
      'unit.status_changed', // WAIT_PAYMENT
      'payment_link.created',
      'payment_link.opened',
      'unit.status_changed', // PAID
      'payment.succeeded',
      'booking.paid',
      'unit.status_changed', // AVAILABLE again
      'payment.refund_required',
      'booking.cancelled',
    ]);
    expect(got.every((b) => b.unit === u)).toBe(true);
    expect(got.map((b) => b.sequence)).toEqual(got.map((_b, i) => i + 1));
    for (const b of got) {
      const schema = WEBHOOK_PAYLOADS[b.type as (typeof ALL)[number]];
      expect(schema.safeParse(b).success, b.type).toBe(true);
    }
    // `data` is the record as its list returns it.
    const now = await manager.bookings.list(
      list([{ property: 'id', operator: 'EQ', value: [id] }]),
    );
    expect(got.at(-1)?.data).toEqual(now.items[0]);
    const unitNow = await manager.units.list(
      list([{ property: 'id', operator: 'EQ', value: [u] }]),
    );
    expect(got.at(-3)?.data).toEqual(unitNow.items[0]);
    const links = await manager.paymentLinks.list(
      list([{ property: 'id', operator: 'EQ', value: [link.item.id] }]),
    );
    expect(got[6]?.data).toMatchObject({ id: link.item.id, state: 'OPENED' });
    expect(Object.keys(got[6]?.data ?? {}).sort()).toEqual(
      Object.keys(links.items[0] ?? {}).sort(),
    );
    const paymentsNow = await manager.payments.list(
      list([{ property: 'booking', operator: 'EQ', value: [id] }]),
    );
    expect(got[11]?.data).toEqual(paymentsNow.items[0]);
    expect(got[2]?.data).toMatchObject({
      id,
      status: 'BOOKING_STATUS_BOOKED',
      crm_deal_id: 'WH-1',
    });
    expect(got[9]?.data).toMatchObject({ id, status: 'BOOKING_STATUS_PAID' });
  });

  it('records expiry by the sweeper, with the unit back on sale', async () => {
    const { item } = await endpoint(t.db, 'http://127.0.0.1:9/expired', [
      'booking.expired',
      'unit.status_changed',
    ]);
    const manager = await callerAs(t.db, 'manager');
    const [unit] = await availableUnits(t.db, 1, 70);
    const { item: b } = await manager.bookings.create({ unit: unit ?? '' });
    await t.db
      .update(bookings)
      .set({ expiration_date: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, b.id));
    expect(await expireDueBookings(t.db)).toBeGreaterThanOrEqual(1);
    const got = (await bodies(t.db, item.id)).filter((x) => x.unit === unit);
    expect(got.map((x) => [x.type, x.data.status])).toEqual([
      ['unit.status_changed', 'UNIT_STATUS_BOOKED'],
      ['unit.status_changed', 'UNIT_STATUS_AVAILABLE'],
      ['booking.expired', 'BOOKING_STATUS_EXPIRED'],
    ]);
    // Growing; gaps are the unit's events this endpoint does not take (booking.created here).
    const seqs = got.map((x) => x.sequence ?? 0);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
  });

  it('records an issued document, with no unit sequence', async () => {
    const { item } = await endpoint(t.db, 'http://127.0.0.1:9/docs', ['document.issued']);
    const manager = await callerAs(t.db, 'manager');
    const [unit] = await availableUnits(t.db, 1, 80);
    const { item: b } = await manager.bookings.create({ unit: unit ?? '' });
    const issued = await manager.documents.paymentSchedule({
      items: [
        { date: '2027-01-15T09:00:00.000Z', area: 50, priceSqByMonth: 2000, priceByMonth: 100000 },
      ],
      manager: { name: 'Анна Петрова', phone: '+7 495 000-00-01', email: 'anna@demo.test' },
      summary: 100000,
      booking: b.id,
      unit: unit ?? '',
      customer: { name: 'Вебхук Клиент', phone: '+7 999 000-00-02', email: null },
    });
    const [doc] = await bodies(t.db, item.id);
    const listed = await manager.documents.list(
      list([{ property: 'id', operator: 'EQ', value: [issued.item.id] }]),
    );
    expect(doc).toMatchObject({ type: 'document.issued', unit: null, sequence: null });
    expect(doc?.data).toEqual(listed.items[0]);
  }, 120_000);
});
