/**
 * A booking's end reaches payments, the queue, notifications and webhooks in any process: nothing is
 * registered at start (this file opens its database without the helpers' `useTestDb`).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { demoUserId, notifications, webhookDeliveries, webhookEvents } from '@app/db';
import { useTestDb as useDbTestDb } from '../../../../db/test/helpers';
import { closeRateLimitStores } from '../../../src/services/rate-limit';
import { callerAs } from '../../helpers';
import {
  bookWithLink,
  historyOf,
  linksOf,
  paymentsOf,
  unitStatus,
} from '../payments/payment-fixtures';
import { customer, entriesOf, liveBookingsOf } from '../queue/queue-fixtures';
import { endpoint } from '../webhooks/webhook-fixtures';

const t = useDbTestDb();
afterAll(closeRateLimitStores);

const eventsOf = async (endpointId: string) =>
  (
    await t.db
      .select({ body: webhookEvents.body })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
      .where(eq(webhookDeliveries.endpoint, endpointId))
      .orderBy(asc(webhookEvents.created_at), asc(webhookEvents.sequence))
  ).map((r) => JSON.parse(r.body) as { type: string; data: { id: string } });

it('cancelling releases the unit, revokes the link, flags the refund, promotes, notifies, records', async () => {
  const { item: hook } = await endpoint(t.db, 'http://127.0.0.1:9/all', [
    'booking.cancelled',
    'booking.created',
    'queue.promoted',
  ]);
  const manager = await callerAs(t.db, 'manager');
  // A paid booking with a waiting customer, and another with an active payment link.
  const { booking: paid } = await bookWithLink(t.db);
  await manager.payments.confirmManual({ booking: paid.id });
  const entry = await (
    await callerAs(t.db, 'realtor')
  ).bookingQueue.join({ unit: paid.unit, customer: customer(), responsible: demoUserId('head') });
  const { booking: linked, link } = await bookWithLink(t.db);

  await manager.bookings.update({ id: paid.id, active: false });
  await manager.bookings.update({ id: linked.id, active: false });

  // Payments: the paid booking's money flagged for refund, the other's link revoked.
  expect(await paymentsOf(t.db, paid.id)).toMatchObject([
    { status: 'REFUND_REQUIRED', reason: 'BOOKING_CANCELLED' },
  ]);
  expect((await linksOf(t.db, linked.id))[0]?.revoked_at).not.toBeNull();
  const revoked = (await historyOf(t.db, linked.id)).filter(
    (h) => h.entity_id === link.id && h.property === 'revoked_reason',
  );
  expect(revoked.map((h) => h.new_value)).toEqual(['BOOKING_ENDED']);
  // The units: one back on sale, the other handed to the queue's first.
  expect(await unitStatus(t.db, linked.unit)).toBe('UNIT_STATUS_AVAILABLE');
  const [promoted] = await liveBookingsOf(t.db, paid.unit);
  expect(promoted).toMatchObject({
    status: 'BOOKING_STATUS_BOOKED',
    responsible: demoUserId('head'),
  });
  expect(await unitStatus(t.db, paid.unit)).toBe('UNIT_STATUS_BOOKED');
  expect(await entriesOf(t.db, paid.unit)).toMatchObject([
    { id: entry.item.id, status: 'QUEUE_STATUS_PROMOTED', booking: promoted?.id },
  ]);
  // Notifications: the entry's responsible is told.
  const told = await t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.booking, promoted?.id ?? ''), eq(notifications.kind, 'QUEUE_PROMOTED')),
    );
  expect(told.map((n) => n.user_id)).toEqual([demoUserId('head')]);
  // Webhooks: the old booking's end before the new booking's events.
  const events = (await eventsOf(hook.id)).filter((e) =>
    [paid.id, promoted?.id, entry.item.id].includes(e.data.id),
  );
  expect(events.map((e) => [e.type, e.data.id])).toEqual([
    ['booking.created', paid.id],
    ['booking.cancelled', paid.id],
    ['booking.created', promoted?.id],
    ['queue.promoted', entry.item.id],
  ]);
});
