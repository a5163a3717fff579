/**
 * The booking queue under real parallel requests (PostgreSQL only: PGlite runs one statement at a
 * time): racing ends, joins and leaves never give two live bookings, skip the first in line or
 * promote an entry that left, and two sweeping instances promote each unit once.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHistory, bookings, notifications, openDb, type DbHandle } from '@app/db';
import { QUEUE_MAX_WAITING } from '@app/validators';
import { toPublicError } from '../../../src/lib/public-error';
import { availableUnits, callerAs, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { customer, entriesOf, lapse, liveBookingsOf } from './queue-fixtures';
import { expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();

/** Each call's outcome: 'ok' or its appCode (a 500 shows as INTERNAL_ERROR). */
async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  return (await Promise.allSettled(calls)).map((s) =>
    s.status === 'fulfilled' ? 'ok' : (toPublicError(s.reason).appCode ?? 'ERROR'),
  );
}

/** `n` units, each booked by the manager, with `queue` entries each (joined in order). */
async function queuedUnits(n: number, queue: number) {
  // Booked units leave the available ones: each call takes the next ones.
  const units = await availableUnits(t.db, n);
  const [manager, head] = [await callerAs(t.db, 'manager'), await callerAs(t.db, 'head')];
  const out = [];
  for (const unit of units) {
    const { item } = await manager.bookings.create({ unit });
    const entries: string[] = [];
    for (let i = 0; i < queue; i++)
      entries.push((await head.bookingQueue.join({ unit, customer: customer() })).item.id);
    out.push({ unit, booking: item.id, entries });
  }
  return out;
}

/** The unit's one live booking came from the entry `expected`, and no other entry was promoted. */
async function expectPromoted(unit: string, expected: string) {
  const live = await liveBookingsOf(t.db, unit);
  expect(live).toHaveLength(1);
  const rows = await entriesOf(t.db, unit);
  expect(rows.filter((e) => e.status === 'QUEUE_STATUS_PROMOTED').map((e) => e.id)).toEqual([
    expected,
  ]);
  expect(rows.find((e) => e.id === expected)?.booking).toBe(live[0]?.id);
  expect(rows.filter((e) => e.status === 'QUEUE_STATUS_LEFT' && e.booking)).toEqual([]);
}

describe.runIf(onPostgres)(`the booking queue under races (${NEEDS_POSTGRES})`, () => {
  let second: DbHandle;
  beforeAll(async () => {
    // A second instance: its own pool on the same database.
    second = await openDb({ url: t.handle.url, poolSize: 4 });
  });
  afterAll(async () => second?.close());

  it('a cancellation racing the first entry leaving: the next one that waits gets the unit', async () => {
    const manager = await callerAs(t.db, 'manager');
    const head = await callerAs(t.db, 'head');
    const seen = new Set<string>();
    for (const { unit, booking, entries } of await queuedUnits(10, 3)) {
      const [a, b, c] = entries as [string, string, string];
      const [cancel, leave] = await outcomes([
        manager.bookings.update({ id: booking, active: false }),
        head.bookingQueue.leave({ id: a }),
      ]);
      expect(cancel).toBe('ok');
      seen.add(leave as string);
      // Left first: the second in line gets it. Promoted first: the leave is refused.
      if (leave === 'ok') await expectPromoted(unit, b);
      else {
        expect(leave).toBe('QUEUE_ENTRY_NOT_WAITING');
        await expectPromoted(unit, a);
      }
      expect((await entriesOf(t.db, unit)).find((e) => e.id === c)?.status).toBe(
        'QUEUE_STATUS_WAITING',
      );
    }
    expect([...seen].every((o) => o === 'ok' || o === 'QUEUE_ENTRY_NOT_WAITING')).toBe(true);
  });

  it('two instances sweeping at once, with lazy expiries between them: each unit promoted once, to its first', async () => {
    const all = await queuedUnits(12, 2);
    for (const q of all) await lapse(t.db, q.booking);
    const manager = await callerAs(t.db, 'manager');
    const head = await callerAs(t.db, 'head');
    const lazyBook = all.slice(0, 4).map((q) => manager.bookings.create({ unit: q.unit }));
    const lazyJoin = all
      .slice(4, 8)
      .map((q) => head.bookingQueue.join({ unit: q.unit, customer: customer() }));
    // The sweeps start a moment later, so that they meet the lazy expiries half-way.
    const sweep = (db: typeof t.db, ms: number) =>
      new Promise((r) => setTimeout(r, ms)).then(() => expireDueBookings(db));
    const got = await outcomes([...lazyBook, sweep(t.db, 10), ...lazyJoin, sweep(second.db, 20)]);
    expect(got).toEqual([
      ...Array(4).fill('UNIT_ALREADY_BOOKED'),
      'ok',
      ...Array(4).fill('ok'),
      'ok',
    ]);
    await expireDueBookings(t.db); // whatever a SKIP LOCKED pass left
    for (const q of all) {
      await expectPromoted(q.unit, q.entries[0] as string);
      const [old] = await t.db.select().from(bookings).where(eq(bookings.id, q.booking));
      expect(old?.status).toBe('BOOKING_STATUS_EXPIRED');
      const ends = await t.db
        .select()
        .from(bookingHistory)
        .where(eq(bookingHistory.booking, q.booking))
        .orderBy(asc(bookingHistory.id));
      const statuses = ends.filter((h) => h.entity_type === 'Booking' && h.property === 'status');
      expect(statuses.map((h) => h.new_value)).toEqual([
        'BOOKING_STATUS_BOOKED',
        'BOOKING_STATUS_EXPIRED',
      ]);
      const live = (await liveBookingsOf(t.db, q.unit))[0];
      const told = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.booking, live?.id ?? ''));
      expect(told.filter((n) => n.kind === 'QUEUE_PROMOTED')).toHaveLength(1);
    }
  });

  it(`joins at once get distinct positions; at most ${QUEUE_MAX_WAITING} wait; a customer once`, async () => {
    const unit = (await queuedUnits(1, 0))[0]?.unit as string;
    const [realtor, head] = [await callerAs(t.db, 'realtor'), await callerAs(t.db, 'head')];
    const same = customer();
    const got = await outcomes([
      ...Array.from({ length: 5 }, () => realtor.bookingQueue.join({ unit, customer: same })),
      ...Array.from({ length: QUEUE_MAX_WAITING + 3 }, (_, i) =>
        (i % 2 ? head : realtor).bookingQueue.join({
          unit,
          customer: customer(),
        }),
      ),
    ]);
    const count = (o: string) => got.filter((g) => g === o).length;
    expect(count('ok')).toBe(QUEUE_MAX_WAITING);
    expect(count('ALREADY_IN_QUEUE') + count('QUEUE_FULL')).toBe(got.length - QUEUE_MAX_WAITING);
    expect(count('ALREADY_IN_QUEUE')).toBeGreaterThanOrEqual(4);
    const rows = await entriesOf(t.db, unit);
    expect(rows).toHaveLength(QUEUE_MAX_WAITING);
    expect(rows.filter((r) => r.customer_phone === same.phone).length).toBeLessThanOrEqual(1);
    const listed = await head.bookingQueue.list({
      filter: { filters: [{ property: 'unit', operator: 'EQ', value: [unit] }] },
      pagination: { page: 1, limit: 100, order_by: 'seq', direction: 'asc' },
    });
    expect(listed.items.map((e) => e.position)).toEqual(
      Array.from({ length: QUEUE_MAX_WAITING }, (_, i) => i + 1),
    );
    expect((await head.units.get({ id: unit })).queue_length).toBe(QUEUE_MAX_WAITING);
  });

  it('a cancellation racing a new booking and a join: one live booking, the first in line', async () => {
    const manager = await callerAs(t.db, 'manager');
    const head = await callerAs(t.db, 'head');
    const realtor = await callerAs(t.db, 'realtor');
    for (const { unit, booking, entries } of await queuedUnits(8, 1)) {
      const got = await outcomes([
        realtor.bookings.create({ unit }),
        manager.bookings.update({ id: booking, active: false }),
        head.bookingQueue.join({ unit, customer: customer() }),
        realtor.bookings.create({ unit }),
      ]);
      expect(got).toEqual(['UNIT_ALREADY_BOOKED', 'ok', 'ok', 'UNIT_ALREADY_BOOKED']);
      await expectPromoted(unit, entries[0] as string);
    }
  });
});
