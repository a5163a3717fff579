/**
 * Scheduled base prices (`valid_from`): in force from `valid_from` exactly, for the quote, a new
 * booking's snapshot and the unit grid; listed while scheduled; reaching `units.changes` when due
 * with no write; a past `valid_from` is a 400.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basePrices, units } from '@app/db';
import { basePriceOn } from '../../../src/services/pricing';
import { agreedPrice } from '../../../src/services/bookings/pricing-snapshot';
import type { UnitRow } from '../../../src/services/units';
import { callerAs, expectAppError, useTestDb } from '../../helpers';
import { byUnit, cleanUnit, head } from './pricing-fixtures';

const t = useTestDb();
const DAY = 86_400_000;
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);
/** A whole-second instant `days` ahead (what a form sends). */
const ahead = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 1000) * 1000);

describe('scheduled base prices', () => {
  it('take effect at valid_from exactly: −1 ms the old price, at it and +1 ms the new one', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    const now = await h.basePrices.create({ unit, price_per_sq_m: 100000 }); // 5 000 000
    const T = ahead(3);
    const later = await h.basePrices.create({
      unit,
      price_per_sq_m: 120000, // 6 000 000
      valid_from: T.toISOString(),
      reason_id: 'PRICE-LIST-MARCH',
    });
    expect((await basePriceOn(t.db, unit, ms(T, -1)))?.id).toBe(now.item.id);
    expect((await basePriceOn(t.db, unit, T))?.id).toBe(later.item.id);
    expect((await basePriceOn(t.db, unit, ms(T, 1)))?.id).toBe(later.item.id);

    const viewer = await callerAs(t.db, 'viewer');
    const total = async (d?: Date) =>
      (await viewer.pricing.quote({ unit, date: d?.toISOString() })).total;
    expect(await total(ms(T, -1))).toBe(5000000);
    expect(await total(T)).toBe(6000000);
    expect(await total(ms(T, 1))).toBe(6000000);
    // Today: the price in force now, in the quote, the grid and the unit card.
    expect(await total()).toBe(5000000);
    expect((await viewer.units.get({ id: unit })).price).toBe(5000000);
    const grid = await viewer.units.list({
      filter: { filters: [{ property: 'id', operator: 'IN', value: [unit] }] },
      pagination: { page: 1, limit: 10, order_by: 'price', direction: 'asc' },
    });
    expect(grid.items.map((u) => u.price)).toEqual([5000000]);
    // A booking made now snapshots today's price; one at T (the snapshot's own date) the new.
    const unitRow = { id: unit, area: '50.00' } as UnitRow;
    const none = { discounts: [], options: [] };
    const snap = async (at: Date) => (await agreedPrice(t.db, unitRow, none, at))?.price;
    expect(await snap(new Date())).toMatchObject({
      lines: [{ kind: 'BASE', id: now.item.id, amount: '5000000.00' }],
    });
    expect(await snap(ms(T, -1))).toMatchObject({ base: '5000000.00' });
    expect(await snap(T)).toMatchObject({ base: '6000000.00' });

    // The list shows the scheduled price with the instant it takes effect.
    const list = await h.basePrices.list(byUnit(unit));
    const scheduled = list.items.find((p) => p.id === later.item.id);
    expect(scheduled).toMatchObject({ valid_from: T.toISOString(), price_per_sq_m: 120000 });
    const immediate = list.items.find((p) => p.id === now.item.id);
    expect(immediate?.valid_from).toBe(immediate?.created_at);
    // …and filters by it.
    const upcoming = await h.basePrices.list({
      filter: {
        filters: [
          { property: 'unit', operator: 'IN', value: [unit] },
          { property: 'valid_from', operator: 'GT', value: [new Date().toISOString()] },
        ],
      },
      pagination: { page: 1, limit: 10, order_by: 'valid_from', direction: 'asc' },
    });
    expect(upcoming.items.map((p) => p.id)).toEqual([later.item.id]);
  });

  it('newest is by valid_from, then created_at: a price written later but due earlier gives way when the later one falls due', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '10.00');
    const T1 = ahead(10);
    const T2 = ahead(5);
    const first = await h.basePrices.create({
      unit,
      price_per_sq_m: 100000,
      valid_from: T1.toISOString(),
    });
    const second = await h.basePrices.create({
      unit,
      price_per_sq_m: 200000,
      valid_from: T2.toISOString(),
    });
    expect((await basePriceOn(t.db, unit, ms(T2, -1)))?.id).toBeUndefined();
    expect((await basePriceOn(t.db, unit, T2))?.id).toBe(second.item.id);
    expect((await basePriceOn(t.db, unit, ms(T1, -1)))?.id).toBe(second.item.id);
    expect((await basePriceOn(t.db, unit, T1))?.id).toBe(first.item.id);
    // Two prices from one instant: the one written last is in force.
    const third = await h.basePrices.create({
      unit,
      price_per_sq_m: 300000,
      valid_from: T1.toISOString(),
    });
    expect((await basePriceOn(t.db, unit, T1))?.id).toBe(third.item.id);
    expect((await basePriceOn(t.db, unit, ms(T1, -1)))?.id).toBe(second.item.id);
    // Nothing in force today: the grid shows no price, the quote is 409.
    const viewer = await callerAs(t.db, 'viewer');
    expect((await viewer.units.get({ id: unit })).price).toBeNull();
    await expectAppError(viewer.pricing.quote({ unit }), 'CONFLICT', 'UNIT_HAS_NO_PRICE');
  });

  it('a valid_from in the past is a 400 naming the field; createMany schedules too, a percent change from the price in force then', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '20.00');
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const e = await expectAppError(
      h.basePrices.create({ unit, price_per_sq_m: 1, valid_from: past }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(e.fieldErrors?.valid_from).toEqual(['Must not be in the past']);
    await expectAppError(
      h.basePrices.createMany({
        units: [unit],
        price_per_sq_m: 1,
        reason_id: 'X',
        valid_from: past,
      }),
      'BAD_REQUEST',
      'VALIDATION_ERROR',
    );
    expect(await t.db.select().from(basePrices).where(eq(basePrices.unit, unit))).toEqual([]);

    await h.basePrices.create({ unit, price_per_sq_m: 100000 });
    const T1 = ahead(2);
    await h.basePrices.create({ unit, price_per_sq_m: 200000, valid_from: T1.toISOString() });
    const T2 = ahead(4);
    const answer = await h.basePrices.createMany({
      units: [unit],
      percent_change: 10,
      reason_id: 'INDEX',
      valid_from: T2.toISOString(),
    });
    expect(answer.item).toEqual({ count: 1, skipped: 0 });
    // 10 % on the price in force at T2 (200 000, scheduled for T1), not today's 100 000
    expect(await basePriceOn(t.db, unit, T2)).toMatchObject({
      price_per_sq_m: '220000.00',
      valid_from: T2,
    });
    expect(await basePriceOn(t.db, unit, ms(T2, -1))).toMatchObject({
      price_per_sq_m: '200000.00',
    });
  });

  it('a scheduled price falling due reaches units.changes with its new price, no write needed', async () => {
    const h = await head(t.db);
    const unit = await cleanUnit(t.db, '50.00');
    await h.basePrices.create({ unit, price_per_sq_m: 100000 }); // 5 000 000
    const due = new Date(Date.now() + 700);
    await h.basePrices.create({ unit, price_per_sq_m: 120000, valid_from: due.toISOString() });
    // Its writes stamped the unit; an hour ago, as if the grid had been quiet since.
    // (the units' own trigger stamps every update: bypassed for this one)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(units)
        .set({ changed_at: new Date(Date.now() - 3_500_000) })
        .where(eq(units.id, unit));
    });
    const viewer = await callerAs(t.db, 'viewer');
    const since = new Date(Date.now() - 20_000).toISOString();
    const before = await viewer.units.changes({ since });
    expect(before.reset).toBe(false);
    expect(before.items.map((u) => u.id)).not.toContain(unit);
    await new Promise((r) => setTimeout(r, due.getTime() - Date.now() + 50));
    const after = await viewer.units.changes({ since });
    expect(after.items.find((u) => u.id === unit)?.price).toBe(6000000);
    expect((await viewer.units.get({ id: unit })).price).toBe(6000000);
    // A later answer (since a version after it fell due, beyond the look-back) lists it no more.
    const much = await viewer.units.changes({ since: new Date(Date.now() + 60_000).toISOString() });
    expect(much.items.map((u) => u.id)).not.toContain(unit);
  });
});
