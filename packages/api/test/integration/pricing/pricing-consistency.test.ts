/**
 * One price, however read: `pricing.quote`, the booking's snapshot (`unit_data`) and the grid's SQL
 * `price` agree for the same unit and moment; the total is the sum of its rounded lines; the grid's
 * SQL is pinned to `basePriceLine` over random prices and areas.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { basePriceLine } from '@app/pricing';
import { basePrices, bookings, demoUserId, units } from '@app/db';
import { unitPrices } from '../../../src/services/units';
import { callerAs, useTestDb } from '../../helpers';
import { cleanUnit, cleanUnits, DEFAULT_RULE, head, uuid } from './pricing-fixtures';

const t = useTestDb();

/** A unit priced 59 468.55 per m² × 99.10 m² with a default 7 % discount and a 459 000 option. */
async function seenCase() {
  const h = await head(t.db);
  const unit = await cleanUnit(t.db, '99.10');
  await h.basePrices.create({ unit, price_per_sq_m: 59468.55 });
  const [discount, option] = [uuid(), uuid()];
  await h.discounts.create({ id: discount, description: 'Скидка 7 %' });
  await h.options.create({ id: option, type: 'OPTION_TYPE_FURNITURE', description: 'Мебель' });
  await h.discountConditions.create({
    id: uuid(),
    unit,
    discount,
    percent: 0.07,
    rules: DEFAULT_RULE,
  });
  await h.optionConditions.create({ id: uuid(), unit, option, sum: 459000, rules: DEFAULT_RULE });
  return unit;
}

describe('the quote adds up, and every reading of a price agrees', () => {
  it('5 893 333.31 − 412 533.33 + 459 000 = 5 939 799.98 (the total is the sum of its lines)', async () => {
    const unit = await seenCase();
    const q = await (await callerAs(t.db, 'viewer')).pricing.quote({ unit });
    // 59 468.55 × 99.1 = 5 893 333.305 → 5 893 333.31; 7 % of that = 412 533.3317 → 412 533.33
    expect(q.base_price.amount).toBe(5893333.31);
    expect(q.lines.map((l) => [l.kind, l.amount, l.signed])).toEqual([
      ['discount', 412533.33, -412533.33],
      ['option', 459000, 459000],
    ]);
    expect(q.discounts_total).toBe(412533.33);
    expect(q.options_total).toBe(459000);
    expect(q.total).toBe(5939799.98); // from exact values it was 5 939 799.97
  });

  it('pricing.quote, the booking snapshot and the unit price agree at the booking moment', async () => {
    const unit = await seenCase();
    const manager = await callerAs(t.db, 'manager');
    const made = await manager.bookings.create({ unit });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.item.id));
    const at = row?.created_at as Date;
    const q = await manager.pricing.quote({ unit, date: at.toISOString() });
    const now = await manager.pricing.quote({ unit });
    expect(row?.unit_data.base_price).toBe(q.base_price.amount);
    expect(row?.unit_data.base_price_id).toBe(q.base_price.id);
    const card = await manager.units.get({ id: unit });
    expect(card.base_price).toBe(q.base_price.amount);
    // `price` is the total with the default conditions, the booking's agreed total here.
    expect(card.price).toBe(q.total);
    expect(card.booking?.price?.total).toBe(q.total);
    expect([now.base_price, now.lines, now.total]).toEqual([q.base_price, q.lines, q.total]);
    expect(q.total).toBe(5939799.98);
  });

  it("the grid's SQL price equals basePriceLine over random prices and areas", async () => {
    const ids = await cleanUnits(t.db, 25);
    let seed = 20261126;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const cents = (max: number) => {
      const c = rand(max);
      return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    };
    for (let round = 0; round < 16; round++) {
      const cases = ids.map((unit) => ({
        unit,
        area: cents(99_999), // 0.00..999.98 m²
        price_per_sq_m: cents(rand(2) ? 99_999_999 : 999), // up to 999 999.99 per m², or tiny
        fixed_price: rand(4) === 0 ? cents(2_000_000_000) : null,
      }));
      await t.db.delete(basePrices).where(inArray(basePrices.unit, ids));
      for (const c of cases)
        await t.db
          .update(units)
          .set({ area: c.area === '0.00' ? '0.01' : c.area })
          .where(eq(units.id, c.unit));
      await t.db.insert(basePrices).values(
        cases.map((c) => ({
          unit: c.unit,
          price_per_sq_m: c.price_per_sq_m,
          fixed_price: c.fixed_price,
          created_by: demoUserId('head'),
        })),
      );
      const sql = await unitPrices(t.db, ids);
      for (const c of cases) {
        const area = c.area === '0.00' ? '0.01' : c.area;
        expect(sql.get(c.unit), JSON.stringify(c)).toBe(basePriceLine(c, area));
      }
    }
  });
});
