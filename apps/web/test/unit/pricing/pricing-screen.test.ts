import { describe, expect, it } from 'vitest';
import {
  allFound,
  endOfDay,
  newestPerUnit,
  nextScheduled,
  pricesInput,
  type PriceRecord,
} from '../../../src/components/pricing/as-of';
import { catalogStatus, periodStatus } from '../../../src/components/pricing/period-status';
import {
  bulkPreview,
  readBulkChange,
  type PreviewUnit,
} from '../../../src/components/pricing/bulk-preview';
import {
  exclusionChoices,
  nameIndex,
  namesOf,
  recordName,
} from '../../../src/components/pricing/exclusions';
import { NO_PRICE_FILTER, unitListFilters } from '../../../src/components/pricing/price-filter';
import { parseDay, pricingHref } from '../../../src/components/pricing/tabs';

const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';

const rec = (
  id: string,
  unit: string,
  created_at: string,
  price_per_sq_m = 100_000,
  valid_from = created_at,
): PriceRecord => ({
  id,
  unit,
  created_at,
  valid_from,
  price_per_sq_m,
  fixed_price: null,
  reason_id: null,
});

describe('bulkPreview', () => {
  const units: PreviewUnit[] = [
    { id: U1, code: 'A-1', area: 54.3, current: { price_per_sq_m: 200_000, fixed_price: null } },
    { id: U2, code: 'A-2', area: 40, current: { price_per_sq_m: 150_000, fixed_price: 7_000_000 } },
    { id: 'u3', code: 'A-3', area: 33.33, current: null },
  ];

  it('a new price per sq m: price × area for every unit, fixed prices cleared', () => {
    const p = bulkPreview(units, { kind: 'price', pricePerSqM: 210_000.5 });
    expect(p.count).toBe(3);
    expect(p.skipped).toBe(0);
    expect(p.rows.map((r) => [r.oldTotal, r.newPerSqM, r.newFixed, r.newTotal])).toEqual([
      ['10860000.00', '210000.50', null, '11403027.15'],
      ['7000000.00', '210000.50', null, '8400020.00'],
      [null, '210000.50', null, '6999316.67'],
    ]);
  });

  it('a percent change: both prices change, exact decimals, units without a price skipped', () => {
    const p = bulkPreview(units, { kind: 'percent', percent: 10 });
    expect(p.count).toBe(2);
    expect(p.skipped).toBe(1);
    expect(p.rows[0]).toMatchObject({
      newPerSqM: '220000.00',
      newTotal: '11946000.00',
      skipped: false,
    });
    // 7 000 000 × 1.1 (not 7 700 000.000000001)
    expect(p.rows[1]).toMatchObject({
      newPerSqM: '165000.00',
      newFixed: '7700000.00',
      newTotal: '7700000.00',
    });
    expect(p.rows[2]).toMatchObject({ oldTotal: null, newTotal: null, skipped: true });
  });

  it('a negative percent rounds half up to kopecks', () => {
    const p = bulkPreview(
      [{ id: U1, code: 'A-1', area: 1, current: { price_per_sq_m: 0.15, fixed_price: null } }],
      { kind: 'percent', percent: -5 },
    );
    expect(p.rows[0]?.newPerSqM).toBe('0.14'); // 0.1425
  });

  it('reads the typed change the local way, and never scales it', () => {
    expect(readBulkChange('price', '150 000,5', 'ru')).toEqual({
      kind: 'price',
      pricePerSqM: 150000.5,
    });
    expect(readBulkChange('price', '150,000.50', 'ru')).toEqual({
      kind: 'price',
      pricePerSqM: 150000.5,
    });
    // The old reader dropped every comma: "150,000.50" became 150.0005 or 15000050.
    expect(readBulkChange('price', '150 000,505', 'ru')).toBe('invalid');
    expect(readBulkChange('price', '1.500', 'ru')).toBe('invalid');
    expect(readBulkChange('price', ' ', 'ru')).toBe('required');
    expect(readBulkChange('price', '12a', 'ru')).toBe('invalid');
    expect(readBulkChange('percent', '-5', 'ru')).toEqual({ kind: 'percent', percent: -5 });
    expect(readBulkChange('percent', '−2,5', 'ru')).toEqual({ kind: 'percent', percent: -2.5 });
    expect(readBulkChange('percent', '0', 'ru')).toBe('invalid');
    expect(readBulkChange('percent', '-91', 'ru')).toBe('invalid');
  });
});

describe('as of a day', () => {
  it('keeps the newest record per unit whatever the order', () => {
    const found = newestPerUnit([
      rec('b', U1, '2026-01-02T10:00:00.000Z', 2),
      rec('a', U1, '2026-01-01T10:00:00.000Z', 1),
      rec('c', U2, '2026-01-01T10:00:00.000Z', 3),
      rec('d', U2, '2026-01-01T10:00:00.000Z', 4),
      rec('e', U1, '2026-01-03T10:00:00.000Z', 5),
    ]);
    expect(found.get(U1)?.price_per_sq_m).toBe(5);
    // Equal times: the greater id, as the API orders (created_at desc, id desc).
    expect(found.get(U2)?.id).toBe('d');
    expect(allFound([U1, U2], found)).toBe(true);
    expect(allFound([U1, 'other'], found)).toBe(false);
  });

  it('newest is by valid_from, then created_at: in force at an instant, and the next scheduled', () => {
    const records = [
      rec('a', U1, '2026-01-01T10:00:00.000Z', 1),
      // written later, in force from March
      rec('b', U1, '2026-01-05T10:00:00.000Z', 2, '2026-03-01T00:00:00.000Z'),
      // written last, in force from February: before b, after a
      rec('c', U1, '2026-01-10T10:00:00.000Z', 3, '2026-02-01T00:00:00.000Z'),
      // the same instant as b, written later: wins at b's instant
      rec('d', U1, '2026-01-11T10:00:00.000Z', 4, '2026-03-01T00:00:00.000Z'),
    ];
    const at = (iso: string) => newestPerUnit(records, iso).get(U1)?.id;
    expect(at('2026-01-31T23:59:59.999Z')).toBe('a');
    expect(at('2026-02-01T00:00:00.000Z')).toBe('c');
    expect(at('2026-02-28T23:59:59.999Z')).toBe('c');
    expect(at('2026-03-01T00:00:00.000Z')).toBe('d');
    expect(nextScheduled(records, '2026-01-20T00:00:00.000Z').get(U1)?.id).toBe('c');
    expect(nextScheduled(records, '2026-02-15T00:00:00.000Z').get(U1)?.id).toBe('d');
    expect(nextScheduled(records, '2026-03-01T00:00:00.000Z').size).toBe(0);
  });

  it('a period is scheduled before valid_from, running from it, over from valid_to', () => {
    const p = { valid_from: '2026-03-01T00:00:00.000Z', valid_to: '2026-04-01T00:00:00.000Z' };
    const ms = (iso: string) => Date.parse(iso);
    expect(periodStatus(p, ms(p.valid_from) - 1)).toBe('scheduled');
    expect(periodStatus(p, ms(p.valid_from))).toBe('running');
    expect(periodStatus(p, ms(p.valid_to) - 1)).toBe('running');
    expect(periodStatus(p, ms(p.valid_to))).toBe('over');
    expect(periodStatus({ valid_from: null, valid_to: null }, 0)).toBe('running');
  });

  it("gives a record one status: switched off whatever its period, else its period's", () => {
    const p = { valid_from: '2026-03-01T00:00:00.000Z', valid_to: null };
    const before = Date.parse(p.valid_from) - 1;
    expect(catalogStatus({ ...p, active: true }, before)).toBe('scheduled');
    expect(catalogStatus({ ...p, active: false }, before)).toBe('off');
    expect(catalogStatus({ ...p, active: false }, Date.parse(p.valid_from))).toBe('off');
  });

  it('asks for active records in force by the end of the day, latest first', () => {
    const input = pricesInput([U1, U2], '2026-03-01', 2);
    expect(input.filter.filters).toEqual([
      { property: 'unit', operator: 'IN', value: [U1, U2] },
      { property: 'active', operator: 'EQ', value: [true] },
      { property: 'valid_from', operator: 'LTE', value: [endOfDay('2026-03-01')] },
    ]);
    expect(input.pagination).toEqual({
      page: 2,
      limit: 100,
      order_by: 'valid_from',
      direction: 'desc',
    });
    expect(new Date(endOfDay('2026-03-01')).getTime()).toBe(
      new Date(2026, 2, 1, 23, 59, 59, 999).getTime(),
    );
    expect(pricesInput([U1], undefined).filter.filters).toHaveLength(2);
  });

  it('reads only real days from the address and keeps them in the tabs', () => {
    expect(parseDay('2026-02-28')).toBe('2026-02-28');
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay(['2026-02-28'])).toBeUndefined();
    expect(parseDay('yesterday')).toBeUndefined();
    expect(pricingHref('prices')).toBe('/pricing');
    expect(pricingHref('options', '2026-02-28')).toBe('/pricing/options?date=2026-02-28');
  });

  it('leaves the price range out of the units filter on a past day', () => {
    const f = { ...NO_PRICE_FILTER, building: ' 1 ', floor: '3', priceFrom: '5 000 000' };
    expect(unitListFilters(f, { code: 'A-1', locale: 'ru' })).toEqual([
      { property: 'code', operator: 'LIKE', value: ['A-1'] },
      { property: 'building', operator: 'EQ', value: ['1'] },
      { property: 'floor', operator: 'EQ', value: [3] },
      { property: 'base_price', operator: 'GTE', value: [5_000_000] },
    ]);
    expect(
      unitListFilters(f, { code: '', asOf: '2026-01-01', locale: 'ru' }).map((x) => x.property),
    ).toEqual(['building', 'floor']);
  });
});

describe('exclusion names', () => {
  const [tradeIn, unnamed, autumn] = [
    { id: U2, description: 'Trade-in', active: true },
    { id: U1, description: ' ', active: false },
    { id: 'f0000000-0000-4000-8000-000000000003', description: 'Autumn', active: true },
  ];
  const records = [tradeIn, unnamed, autumn];
  const names = nameIndex(records);

  it('names a record by its description, else by the start of its id', () => {
    expect(recordName(tradeIn)).toBe('Trade-in');
    expect(recordName(unnamed)).toBe('#00000000');
  });

  it('maps ids to sorted names; unknown ids by their id', () => {
    expect(namesOf([U2, 'f0000000-0000-4000-8000-000000000003'], names)).toEqual([
      'Autumn',
      'Trade-in',
    ]);
    expect(namesOf(['abcdef12-0000-4000-8000-000000000009'], names)).toEqual(['#abcdef12']);
    expect(namesOf([], names)).toEqual([]);
  });

  it('offers every other record as an exclusion, by name', () => {
    expect(exclusionChoices(records, U2).map((c) => c.name)).toEqual(['#00000000', 'Autumn']);
    expect(exclusionChoices(records, undefined)).toHaveLength(3);
  });
});
