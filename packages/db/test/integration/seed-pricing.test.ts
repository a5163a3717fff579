import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/schema';
import {
  demoUnits,
  discountConditionId,
  discountId,
  optionId,
  seedDemo,
  unitId,
} from '../../src/seed';
import { useTestDb } from '../helpers';

const t = useTestDb();
const {
  basePrices,
  discountConditions,
  discountExclusions,
  discounts,
  optionConditions,
  optionExclusions,
  options,
} = schema;
const TABLES = {
  basePrices,
  discounts,
  options,
  discountExclusions,
  optionExclusions,
  discountConditions,
  optionConditions,
};

async function snapshot(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await t.db.select().from(table);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('seedDemo: pricing', () => {
  it('prices every demo unit at 180,000-320,000 ₽/m², a few at a fixed price, a few with history', async () => {
    const rows = await t.db.select().from(basePrices);
    const units = demoUnits();
    const byUnit = new Map<string, (typeof rows)[number][]>();
    for (const r of rows) byUnit.set(r.unit, [...(byUnit.get(r.unit) ?? []), r]);
    expect(byUnit.size).toBe(units.length);
    for (const r of rows) {
      expect(Number(r.price_per_sq_m)).toBeGreaterThanOrEqual(180_000);
      expect(Number(r.price_per_sq_m)).toBeLessThanOrEqual(320_000);
      expect(r.reason_id).toMatch(/^1C-PRICE-\d{4}-\d{2}$/);
    }
    const withHistory = [...byUnit.values()].filter((l) => l.length === 2);
    expect(withHistory.length).toBeGreaterThanOrEqual(3);
    expect(withHistory.length).toBeLessThan(30);
    for (const [older, newer] of withHistory.map((l) =>
      [...l].sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
    )) {
      expect(newer!.created_at.getTime() - older!.created_at.getTime()).toBeGreaterThan(
        25 * 86_400_000,
      );
      expect(newer!.reason_id).not.toBe(older!.reason_id);
    }
    const fixed = rows.filter((r) => r.fixed_price !== null);
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.length).toBeLessThan(30);
    // Higher floors dearer: the mean price per m² of floor 14 beats floor 2's.
    const floorOf = new Map(units.map((u) => [u.id as string, u.floor]));
    const mean = (floor: number) => {
      const l = rows
        .filter((r) => floorOf.get(r.unit) === floor)
        .map((r) => Number(r.price_per_sq_m));
      return l.reduce((a, b) => a + b, 0) / l.length;
    };
    expect(mean(14)).toBeGreaterThan(mean(2));
  });

  it('has the discounts and options, with mutual exclusions and a trade-in that needs a comment', async () => {
    const d = await t.db.select().from(discounts);
    expect(d.map((x) => x.description).sort()).toEqual(
      ['Трейд-ин', 'Семейная ипотека', 'Скидка при 100% оплате', 'Старт продаж корпуса 2'].sort(),
    );
    expect(d.find((x) => x.id === discountId('trade-in'))?.required_comment).toBe(true);
    const ex = await t.db.select().from(discountExclusions);
    expect(ex).toEqual(
      expect.arrayContaining([
        { discount: discountId('full-payment'), excluded: discountId('family-mortgage') },
        { discount: discountId('family-mortgage'), excluded: discountId('full-payment') },
      ]),
    );
    const o = await t.db.select().from(options);
    expect(o.map((x) => [x.type, x.description]).sort()).toEqual(
      [
        ['OPTION_TYPE_FACING', 'Чистовая отделка'],
        ['OPTION_TYPE_FURNITURE', 'Кухонный гарнитур'],
        ['OPTION_TYPE_OTHER', 'Кладовая'],
      ].sort(),
    );
    expect(o.some((x) => x.used_by_default)).toBe(true);
    expect(o.find((x) => x.id === optionId('finishing'))?.used_by_default).toBe(true);
  });

  it('attaches conditions to most units, some applying by default, one with a closed earlier version', async () => {
    const dc = await t.db.select().from(discountConditions);
    const oc = await t.db.select().from(optionConditions);
    expect(new Set(dc.map((c) => c.unit)).size).toBeGreaterThan(200);
    expect(new Set(oc.map((c) => c.unit)).size).toBeGreaterThan(200);
    expect(dc.some((c) => c.used_by_default)).toBe(true);
    expect(oc.some((c) => c.used_by_default)).toBe(true);
    for (const c of [...dc, ...oc]) {
      expect(c.used_by_default).toBe(
        c.rules.some((r) => r.rule === 'RULE_USED_BY_DEFAULT' && r.value),
      );
      expect([c.sum, c.percent, c.sum_per_sq_m].filter((v) => v !== null)).toHaveLength(1);
    }
    expect(
      dc
        .filter((c) => c.discount === discountId('trade-in'))
        .every((c) => (c.comment ?? '').length > 0),
    ).toBe(true);
    const closed = await t.db
      .select()
      .from(discountConditions)
      .where(isNotNull(discountConditions.valid_to));
    expect(closed).toHaveLength(1);
    const [old] = closed;
    expect(old?.id).toBe(discountConditionId('SP-1-1-02-01', 'full-payment'));
    expect(old?.unit).toBe(unitId('SP-1-1-02-01'));
    const [next] = await t.db
      .select()
      .from(discountConditions)
      .where(and(eq(discountConditions.id, old!.id), isNull(discountConditions.valid_to)));
    expect(next?.valid_from).toEqual(old?.valid_to);
    expect(next?.percent).toBe('0.05000000');
    expect(old?.percent).toBe('0.03000000');
    // Valid from about a month ago.
    const age = Date.now() - (next?.valid_from.getTime() ?? 0);
    expect(age).toBeGreaterThan(25 * 86_400_000);
    expect(age).toBeLessThan(35 * 86_400_000);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    await seedDemo(t.db);
    expect(await snapshot()).toEqual(before);
  });
});
