/**
 * Webhook counters under concurrent changes (PostgreSQL only): changes racing on the same units all
 * commit or fail with their own answers (no deadlock, no 500), and each unit's sequences stay
 * distinct and growing.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, webhookDeliveries, webhookEvents } from '@app/db';
import { WEBHOOK_EVENT_TYPES } from '@app/validators';
import { markOpened } from '../../../src/services/payments';
import { availableUnits, callerAs, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { endpoint } from './webhook-fixtures';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();
const ALL = WEBHOOK_EVENT_TYPES.filter((e) => e !== 'queue.promoted');

async function sequencesByUnit(endpointId: string) {
  const rows = await t.db
    .select({ unit: webhookEvents.unit, sequence: webhookEvents.sequence })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
    .where(eq(webhookDeliveries.endpoint, endpointId))
    .orderBy(asc(webhookEvents.sequence));
  const by = new Map<string, number[]>();
  for (const r of rows) by.set(r.unit ?? '', [...(by.get(r.unit ?? '') ?? []), r.sequence ?? 0]);
  return by;
}

describe.runIf(onPostgres)(`webhook counters under races (${NEEDS_POSTGRES})`, () => {
  it('a cancellation racing the first opening of its payment link: both commit, in order', async () => {
    const { item } = await endpoint(t.db, 'http://127.0.0.1:9/race', ALL);
    const manager = await callerAs(t.db, 'manager');
    const units = await availableUnits(t.db, 8, 100);
    for (const unit of units) {
      const { item: b } = await manager.bookings.create({ unit });
      const link = await manager.paymentLinks.create({ booking: b.id });
      const results = await Promise.allSettled([
        markOpened(t.db, link.item.id),
        manager.bookings.update({ id: b.id, active: false }),
        markOpened(t.db, link.item.id),
      ]);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    }
    for (const [, seqs] of await sequencesByUnit(item.id))
      expect(seqs).toEqual(seqs.map((_s, i) => i + 1));
  });

  it('the expiry sweep racing bulk repricing over the same units in the other order', async () => {
    const { item } = await endpoint(t.db, 'http://127.0.0.1:9/bulk', ALL);
    const manager = await callerAs(t.db, 'manager');
    const head = await callerAs(t.db, 'head');
    const units = await availableUnits(t.db, 12, 120);
    for (const unit of units) {
      const { item: b } = await manager.bookings.create({ unit });
      await t.db
        .update(bookings)
        .set({ expiration_date: new Date(Date.now() - 60_000) })
        .where(eq(bookings.id, b.id));
    }
    const [swept] = await Promise.all([
      expireDueBookings(t.db),
      head.basePrices.createMany({
        units: [...units].reverse(),
        price_per_sq_m: 199000,
        reason_id: 'RACE',
      }),
      head.basePrices.createMany({ units, price_per_sq_m: 198000, reason_id: 'RACE-2' }),
    ]);
    // The sweeper skips what a repricing holds locked (FOR UPDATE SKIP LOCKED: the next minute's
    // sweep takes it), so a second sweep after the race expires the rest; none twice.
    const rest = await expireDueBookings(t.db);
    expect(swept + rest).toBe(12);
    const by = await sequencesByUnit(item.id);
    for (const unit of units) {
      const seqs = by.get(unit) ?? [];
      // booked (unit and booking), freed, expired, and two prices: 1..6 in commit order
      expect(seqs).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});
