/**
 * The booking queue of a unit (docs/api.md#booking-queue): joining a booked unit's queue, leaving
 * it, and the first in line getting the unit when its booking ends, whichever way it ends
 * (cancelled, swept, expired lazily by the next write), in the same transaction as the end.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookingHistory,
  bookings,
  demoUserId,
  notifications,
  SYSTEM_USER_ID,
  units,
  webhookDeliveries,
  webhookEvents,
} from '@app/db';
import { numbered, QUEUE_MAX_WAITING, unitLabel } from '@app/validators';
import { WEBHOOK_PAYLOADS } from '@app/validators/outputs';
import { notificationTitle } from '../../../src/services/notifications';
import { availableUnits, callerAs, expectAppError, useTestDb } from '../../helpers';
import { endpoint } from '../webhooks/webhook-fixtures';
import { customer, entriesOf, lapse, liveBookingsOf, queueOf } from './queue-fixtures';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();
let used = 0;
async function bookedUnit() {
  const [unit] = await availableUnits(t.db, 1, 200 + used++);
  const manager = await callerAs(t.db, 'manager');
  const { item } = await manager.bookings.create({ unit: unit as string });
  return { unit: unit as string, booking: item.id };
}

describe('joining', () => {
  it('refuses a free unit (UNIT_IS_FREE) and one nobody may book (UNIT_NOT_AVAILABLE)', async () => {
    const [free, sold] = await availableUnits(t.db, 2, 190);
    const realtor = await callerAs(t.db, 'realtor');
    await expectAppError(
      realtor.bookingQueue.join({ unit: free as string, customer: customer() }),
      'CONFLICT',
      'UNIT_IS_FREE',
    );
    await (
      await callerAs(t.db, 'head')
    ).units.setStatus({
      unit: sold as string,
      status: 'UNIT_STATUS_SOLD',
    });
    await expectAppError(
      realtor.bookingQueue.join({ unit: sold as string, customer: customer() }),
      'CONFLICT',
      'UNIT_NOT_AVAILABLE',
    );
    expect(await entriesOf(t.db, free as string)).toEqual([]);
  });

  it('queues in order with positions, once per customer; masks phones for read-only', async () => {
    const { unit } = await bookedUnit();
    const realtor = await callerAs(t.db, 'realtor');
    const head = await callerAs(t.db, 'head');
    const viewer = await callerAs(t.db, 'viewer');
    const first = { ...customer(), email: 'first@test.local' };
    const a = await realtor.bookingQueue.join({ unit, customer: first, comment: 'ждёт' });
    expect(a.message).toMatch(/position 1$/);
    const b = await head.bookingQueue.join({
      unit,
      customer: customer(),
      responsible: demoUserId('manager'),
    });
    expect(b.message).toMatch(/position 2$/);
    await expectAppError(
      head.bookingQueue.join({ unit, customer: { ...first, name: 'Другое имя' } }),
      'CONFLICT',
      'ALREADY_IN_QUEUE',
    );
    const all = await queueOf(head, unit);
    expect(all.map((e) => [e.id, e.position, e.status])).toEqual([
      [a.item.id, 1, 'QUEUE_STATUS_WAITING'],
      [b.item.id, 2, 'QUEUE_STATUS_WAITING'],
    ]);
    expect(all[0]).toMatchObject({
      owner: demoUserId('realtor'),
      responsible: demoUserId('realtor'),
      customer: { phone: first.phone, email: 'first@test.local' },
      comment: 'ждёт',
      booking: null,
    });
    expect(all[1]).toMatchObject({ owner: demoUserId('head'), responsible: demoUserId('manager') });
    // A realtor sees their own entries only; read-only sees all, phones masked, no e-mail.
    expect((await queueOf(realtor, unit)).map((e) => e.id)).toEqual([a.item.id]);
    const seen = await queueOf(viewer, unit);
    expect(seen[0]?.customer).toMatchObject({
      name: first.name,
      phone: expect.stringMatching(/^\+7 999 \*\*\*-\*\*-\d\d$/),
      email: null,
    });
    await expectAppError(viewer.bookingQueue.join({ unit, customer: customer() }), 'FORBIDDEN');
    expect((await head.units.get({ id: unit })).queue_length).toBe(2);
  });

  it(`lets at most ${QUEUE_MAX_WAITING} wait for one unit`, async () => {
    const { unit } = await bookedUnit();
    const head = await callerAs(t.db, 'head');
    for (let i = 0; i < QUEUE_MAX_WAITING; i++)
      await head.bookingQueue.join({ unit, customer: customer() });
    await expectAppError(
      head.bookingQueue.join({ unit, customer: customer() }),
      'CONFLICT',
      'QUEUE_FULL',
    );
  });
});

describe('leaving', () => {
  it('owner or responsible; managers and sales heads any; only while waiting', async () => {
    const { unit } = await bookedUnit();
    const realtor = await callerAs(t.db, 'realtor');
    const manager = await callerAs(t.db, 'manager');
    const head = await callerAs(t.db, 'head');
    const mine = await realtor.bookingQueue.join({ unit, customer: customer() });
    const heads = await head.bookingQueue.join({ unit, customer: customer() });
    await expectAppError(
      realtor.bookingQueue.leave({ id: heads.item.id }),
      'NOT_FOUND',
      'QUEUE_ENTRY_NOT_FOUND',
    );
    await manager.bookingQueue.leave({ id: heads.item.id });
    await expectAppError(
      head.bookingQueue.leave({ id: heads.item.id }),
      'CONFLICT',
      'QUEUE_ENTRY_NOT_WAITING',
    );
    await realtor.bookingQueue.leave({ id: mine.item.id });
    const after = await queueOf(head, unit);
    expect(after.map((e) => [e.status, e.position])).toEqual([
      ['QUEUE_STATUS_LEFT', null],
      ['QUEUE_STATUS_LEFT', null],
    ]);
    expect((await head.units.get({ id: unit })).queue_length).toBe(0);
  });
});

describe('promotion', () => {
  it('a cancelled booking hands the unit to the first in line, in the same transaction', async () => {
    const { unit, booking } = await bookedUnit();
    const realtor = await callerAs(t.db, 'realtor');
    const head = await callerAs(t.db, 'head');
    const buyer = customer();
    const first = await realtor.bookingQueue.join({
      unit,
      customer: buyer,
      responsible: demoUserId('manager'),
      comment: 'из очереди',
    });
    const second = await head.bookingQueue.join({ unit, customer: customer() });
    await head.bookings.update({ id: booking, active: false });

    const [live] = await liveBookingsOf(t.db, unit);
    expect(live).toMatchObject({
      owner: demoUserId('realtor'),
      responsible: demoUserId('manager'),
      comment: 'из очереди',
      status: 'BOOKING_STATUS_BOOKED',
    });
    const hold = (live?.expiration_date.getTime() ?? 0) - Date.now();
    expect(hold).toBeGreaterThan(24 * 3600_000); // the default hold: working days ahead
    const queue = await queueOf(head, unit);
    expect(queue.map((e) => [e.id, e.status, e.position, e.booking])).toEqual([
      [first.item.id, 'QUEUE_STATUS_PROMOTED', null, live?.id],
      [second.item.id, 'QUEUE_STATUS_WAITING', 1, null],
    ]);
    expect(queue[0]?.booking_number).toBe(live?.number);
    const card = await head.units.get({ id: unit });
    expect(card).toMatchObject({ status: 'UNIT_STATUS_BOOKED', queue_length: 1 });
    expect(card.booking?.id).toBe(live?.id);
    // Its history says where it came from, by the system user.
    const entries = await t.db
      .select()
      .from(bookingHistory)
      .where(
        and(eq(bookingHistory.booking, live?.id ?? ''), eq(bookingHistory.property, 'queue_entry')),
      );
    expect(entries).toMatchObject([{ new_value: first.item.id, user: SYSTEM_USER_ID }]);
    // The responsible is told once.
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.booking, live?.id ?? ''));
    expect(told).toMatchObject([
      {
        user_id: demoUserId('manager'),
        kind: 'QUEUE_PROMOTED',
        data: expect.objectContaining({
          number: live?.number,
          unit_code: card.code,
          customer_name: buyer.name,
        }),
      },
    ]);
    // It says what happened: a booking, its number, for whom.
    const n = told[0] as typeof notifications.$inferSelect;
    expect(notificationTitle('ru', n.kind, n.data)).toBe(
      `Очередь на ${unitLabel(card, 'ru')}: бронь ${numbered(live?.number ?? '')} создана для ${buyer.name}`,
    );
    expect(notificationTitle('en', n.kind, n.data)).toBe(
      `Queue for ${unitLabel(card, 'en')}: booking ${numbered(live?.number ?? '')} created for ${buyer.name}`,
    );
  });

  it('whoever cancels is not told that their own queue entry got the unit', async () => {
    const { unit, booking } = await bookedUnit();
    const manager = await callerAs(t.db, 'manager');
    await manager.bookingQueue.join({ unit, customer: customer() });
    await manager.bookings.update({ id: booking, active: false });
    const [live] = await liveBookingsOf(t.db, unit);
    expect(live?.responsible).toBe(demoUserId('manager'));
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.booking, live?.id ?? ''));
    expect(told).toEqual([]);
  });

  it('the sweeper and a lazy expiry promote too; a new booking attempt loses to the queue', async () => {
    const swept = await bookedUnit();
    const lazy = await bookedUnit();
    const head = await callerAs(t.db, 'head');
    const manager = await callerAs(t.db, 'manager');
    const a = await head.bookingQueue.join({ unit: swept.unit, customer: customer() });
    const b = await head.bookingQueue.join({ unit: lazy.unit, customer: customer() });
    await lapse(t.db, swept.booking);
    await lapse(t.db, lazy.booking);
    // Someone tries to book the lapsed unit before the sweeper: the queue's first gets it.
    await expectAppError(
      manager.bookings.create({ unit: lazy.unit }),
      'CONFLICT',
      'UNIT_ALREADY_BOOKED',
    );
    expect((await entriesOf(t.db, lazy.unit))[0]).toMatchObject({
      id: b.item.id,
      status: 'QUEUE_STATUS_PROMOTED',
    });
    const [old] = await t.db.select().from(bookings).where(eq(bookings.id, lazy.booking));
    expect(old?.status).toBe('BOOKING_STATUS_EXPIRED');
    await expireDueBookings(t.db);
    const [entry] = await entriesOf(t.db, swept.unit);
    expect(entry).toMatchObject({ id: a.item.id, status: 'QUEUE_STATUS_PROMOTED' });
    for (const u of [swept.unit, lazy.unit]) expect(await liveBookingsOf(t.db, u)).toHaveLength(1);
  });

  it('joining a lapsed unit expires it: the first in line gets it, the newcomer waits', async () => {
    const { unit, booking } = await bookedUnit();
    const head = await callerAs(t.db, 'head');
    const a = await head.bookingQueue.join({ unit, customer: customer() });
    await lapse(t.db, booking);
    const b = await head.bookingQueue.join({ unit, customer: customer() });
    expect(b.message).toMatch(/position 1$/);
    expect((await entriesOf(t.db, unit)).map((e) => [e.id, e.status])).toEqual([
      [a.item.id, 'QUEUE_STATUS_PROMOTED'],
      [b.item.id, 'QUEUE_STATUS_WAITING'],
    ]);
  });

  it('sends queue.promoted after the end and the new booking, with a strict payload', async () => {
    const { unit, booking } = await bookedUnit();
    const head = await callerAs(t.db, 'head');
    const hook = await endpoint(t.db, 'http://127.0.0.1:9/queue', [
      'booking.cancelled',
      'booking.created',
      'queue.promoted',
    ]);
    const { item } = await head.bookingQueue.join({ unit, customer: customer() });
    await head.bookings.update({ id: booking, active: false });
    const bodies = await t.db
      .select({ body: webhookEvents.body })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
      .where(eq(webhookDeliveries.endpoint, hook.item.id))
      .orderBy(asc(webhookEvents.sequence));
    const sent = bodies.map((b) => JSON.parse(b.body) as { type: string; data: unknown });
    expect(sent.map((b) => b.type)).toEqual([
      'booking.cancelled',
      'booking.created',
      'queue.promoted',
    ]);
    const promoted = WEBHOOK_PAYLOADS['queue.promoted'].parse(sent[2]);
    expect(promoted.data).toMatchObject({ id: item.id, status: 'QUEUE_STATUS_PROMOTED' });
  });

  it('leaves the queue waiting when the unit does not come back on sale', async () => {
    const { unit, booking } = await bookedUnit();
    const head = await callerAs(t.db, 'head');
    await head.bookingQueue.join({ unit, customer: customer() });
    await head.units.setStatus({ unit, status: 'UNIT_STATUS_SOLD' });
    await head.bookings.update({ id: booking, active: false });
    expect(await liveBookingsOf(t.db, unit)).toEqual([]);
    expect((await entriesOf(t.db, unit)).map((e) => e.status)).toEqual(['QUEUE_STATUS_WAITING']);
    const [u] = await t.db.select().from(units).where(eq(units.id, unit));
    expect(u).toMatchObject({ status: 'UNIT_STATUS_SOLD', queue_length: 1 });
  });
});
