/**
 * Customers as records (docs/api.md#customers): a booking or queue entry naming a buyer links to
 * the customer of that phone or makes one, in its own transaction; co-buyers (at most 5) too; a
 * phone never gets two live customers, even when created at once (PostgreSQL).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingQueue, bookings, customers } from '@app/db';
import { callerAs, expectAppError, NEEDS_POSTGRES, onPostgres, useTestDb } from '../../helpers';
import { buyer, liveOf, nextUnit } from './customers-fixtures';

const t = useTestDb();

describe('linking buyers to customers', () => {
  it('links a second booking and a queue entry with the same phone to the first one’s customer', async () => {
    const [manager, realtor] = [await callerAs(t.db, 'manager'), await callerAs(t.db, 'realtor')];
    const b = buyer('Иванов');
    const first = await manager.bookings.create({ unit: await nextUnit(t.db), customer: b });
    const card = await manager.bookings.get({ id: first.item.id });
    expect(card.customer).toMatchObject({ name: b.name, phone: b.phone });
    const id = card.customer?.id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The same person written another way, by another user.
    const digits = b.phone.slice(2);
    const written = `8 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
    const second = await realtor.bookings.create({
      unit: await nextUnit(t.db),
      customer: { name: 'Иванов И.', phone: written, email: 'i@example.ru' },
    });
    expect((await realtor.bookings.get({ id: second.item.id })).customer?.id).toBe(id);
    const entry = await realtor.bookingQueue.join({ unit: card.unit, customer: b });
    const [row] = await t.db.select().from(bookingQueue).where(eq(bookingQueue.id, entry.item.id));
    expect(row?.customer_id).toBe(id);
    const live = await liveOf(t.db, b.phone);
    expect(live).toHaveLength(1);
    // The record keeps its first name; the later booking keeps its buyer as typed.
    expect(live[0]?.name).toBe(b.name);
    const [own] = await t.db.select().from(bookings).where(eq(bookings.id, second.item.id));
    expect(own?.customer_name).toBe('Иванов И.');
  });

  it('makes a new customer for a new phone, and none when a booking is refused', async () => {
    const manager = await callerAs(t.db, 'manager');
    const unit = await nextUnit(t.db);
    const b = buyer();
    await manager.bookings.create({ unit, customer: b });
    expect(await liveOf(t.db, b.phone)).toHaveLength(1);
    const refused = buyer();
    await expectAppError(
      manager.bookings.create({ unit, customer: refused }),
      'CONFLICT',
      'UNIT_ALREADY_BOOKED',
    );
    expect(await liveOf(t.db, refused.phone)).toHaveLength(0);
  });

  it('moves the link when bookings.update names another buyer, and clears it with null', async () => {
    const manager = await callerAs(t.db, 'manager');
    const [a, b] = [buyer(), buyer()];
    const { item } = await manager.bookings.create({ unit: await nextUnit(t.db), customer: a });
    await manager.bookings.update({ id: item.id, customer: b });
    const [bId] = (await liveOf(t.db, b.phone)).map((c) => c.id);
    expect((await manager.bookings.get({ id: item.id })).customer?.id).toBe(bId);
    await manager.bookings.update({ id: item.id, customer: null });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, item.id));
    expect([row?.customer_id, row?.customer_phone]).toEqual([null, null]);
  });
});

describe('co-buyers', () => {
  it('keeps up to 5 co-buyers, each linked to a customer, on the card and masked for read-only', async () => {
    const manager = await callerAs(t.db, 'manager');
    const main = buyer('Основной');
    const [first, ...rest] = Array.from({ length: 5 }, () => buyer('Созаёмщик'));
    const co = [first as ReturnType<typeof buyer>, ...rest];
    const last = rest[3] as ReturnType<typeof buyer>;
    const { item } = await manager.bookings.create({
      unit: await nextUnit(t.db),
      customer: main,
      co_buyers: [{ ...(first as ReturnType<typeof buyer>), email: 'co@example.ru' }, ...rest],
    });
    const card = await manager.bookings.get({ id: item.id });
    expect(card.co_buyers.map((c) => c.phone)).toEqual(co.map((c) => c.phone));
    expect(card.co_buyers[0]?.email).toBe('co@example.ru');
    for (const c of co) expect(await liveOf(t.db, c.phone)).toHaveLength(1);
    const viewer = await callerAs(t.db, 'viewer');
    const seen = await viewer.bookings.get({ id: item.id });
    expect(seen.co_buyers[0]).toMatchObject({ email: null });
    expect(seen.co_buyers[0]?.phone).toMatch(/\*\*\*-\*\*-\d\d$/);
    // Replaced by a shorter list, and gone with the buyer.
    await manager.bookings.update({ id: item.id, co_buyers: [last] });
    expect((await manager.bookings.get({ id: item.id })).co_buyers).toHaveLength(1);
    await manager.bookings.update({ id: item.id, customer: null });
    expect((await manager.bookings.get({ id: item.id })).co_buyers).toEqual([]);
  });

  it('refuses a sixth co-buyer, a phone twice, the buyer as co-buyer and co-buyers without a buyer', async () => {
    const manager = await callerAs(t.db, 'manager');
    const unit = await nextUnit(t.db);
    const main = buyer();
    const six = Array.from({ length: 6 }, () => buyer());
    const e1 = await expectAppError(
      manager.bookings.create({ unit, customer: main, co_buyers: six }),
      'BAD_REQUEST',
    );
    expect(Object.keys(e1.fieldErrors ?? {})).toContain('co_buyers');
    const twice = buyer();
    const e2 = await expectAppError(
      manager.bookings.create({ unit, customer: main, co_buyers: [twice, twice] }),
      'BAD_REQUEST',
    );
    expect(Object.keys(e2.fieldErrors ?? {})).toContain('co_buyers.1.phone');
    const e3 = await expectAppError(
      manager.bookings.create({ unit, customer: main, co_buyers: [main] }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e3.fieldErrors ?? {})).toEqual(['co_buyers.0.phone']);
    const e4 = await expectAppError(
      manager.bookings.create({ unit, co_buyers: [buyer()] }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(Object.keys(e4.fieldErrors ?? {})).toEqual(['co_buyers']);
    const e5 = await expectAppError(
      manager.bookings.create({ unit, customer: main, co_buyers: [{ name: 'X', phone: '123' }] }),
      'BAD_REQUEST',
    );
    expect(Object.keys(e5.fieldErrors ?? {})).toContain('co_buyers.0.phone');
    // Nothing was booked, no customer made.
    expect(await t.db.select().from(bookings).where(eq(bookings.unit, unit))).toEqual([]);
    expect(await liveOf(t.db, main.phone)).toHaveLength(0);
  });
});

describe.runIf(onPostgres)(`creating customers at once (${NEEDS_POSTGRES})`, () => {
  it('makes one customer when bookings and queue entries with one new phone are created at once', async () => {
    const manager = await callerAs(t.db, 'manager');
    const realtor = await callerAs(t.db, 'realtor');
    const b = buyer('Гонка');
    const held = await manager.bookings.create({ unit: await nextUnit(t.db) });
    const heldUnit = (await manager.bookings.get({ id: held.item.id })).unit;
    const units = await Promise.all(Array.from({ length: 6 }, () => nextUnit(t.db)));
    const calls = [
      ...units.map((unit, i) => (i % 2 ? realtor : manager).bookings.create({ unit, customer: b })),
      realtor.bookingQueue.join({ unit: heldUnit, customer: b }),
    ];
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(Array(calls.length).fill('fulfilled'));
    const live = await liveOf(t.db, b.phone);
    expect(live).toHaveLength(1);
    const linked = await t.db
      .select({ id: bookings.customer_id })
      .from(bookings)
      .where(eq(bookings.customer_phone, b.phone));
    expect(linked.map((r) => r.id)).toEqual(Array(units.length).fill(live[0]?.id));
    const all = await t.db.select().from(customers).where(eq(customers.phone, b.phone));
    expect(all).toHaveLength(1);
  });
});
