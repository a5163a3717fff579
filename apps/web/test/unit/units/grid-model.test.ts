import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  groupBuildings,
  groupSections,
  isFiltered,
  matchesFilter,
  millionsToPrice,
  NO_FILTER,
  parseBound,
  priceToMillions,
  roomOptions,
  type UnitFilter,
} from '../../../src/components/units/grid-model';
import type { Unit } from '../../../src/components/units/use-units';

const COMPLEX = 'ЖК «Северный парк»';

function unit(code: string, over: Partial<Unit> = {}): Unit {
  return {
    id: `id-${code}`,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    active: true,
    code,
    name: `Квартира ${code}`,
    complex: COMPLEX,
    building: '1',
    section: 1,
    floor: 1,
    number: code,
    rooms: 1,
    area: 40,
    status: 'UNIT_STATUS_AVAILABLE',
    second_statuses: [],
    region: null,
    price: null,
    plan_url: null,
    queue_length: 0,
    base_price: null,
    ...over,
  };
}

const filter = (over: Partial<UnitFilter>): UnitFilter => ({ ...NO_FILTER, ...over });

describe('groupBuildings', () => {
  it('groups by complex and building, in natural order ("2" before "10")', () => {
    const groups = groupBuildings([
      unit('A', { building: '10' }),
      unit('B', { building: '2' }),
      unit('C', { building: '2' }),
      unit('D', { complex: 'ЖК «Алые паруса»', building: '1' }),
    ]);
    expect(groups.map((g) => [g.complex, g.building, g.units.map((u) => u.code)])).toEqual([
      ['ЖК «Алые паруса»', '1', ['D']],
      [COMPLEX, '2', ['B', 'C']],
      [COMPLEX, '10', ['A']],
    ]);
  });

  it('gives every building a distinct key without spaces (tab and panel ids are made from it)', () => {
    const keys = groupBuildings([
      unit('A', { complex: 'a+b', building: 'c' }),
      unit('B', { complex: 'a', building: 'b+c' }),
      unit('C', { complex: 'Северный парк', building: '1 A' }),
    ]).map((g) => g.key);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).not.toMatch(/\s/);
  });

  it('has nothing to group in an empty stock', () => {
    expect(groupBuildings([])).toEqual([]);
  });
});

describe('groupSections', () => {
  const sections = groupSections([
    unit('1-10', { section: 2, floor: 1 }),
    unit('1-2', { section: 1, floor: 1 }),
    unit('1-1', { section: 1, floor: 1 }),
    unit('1-3', { section: 1, floor: 3 }),
    unit('1-11', { section: 2, floor: 1 }),
    unit('1-12', { section: 2, floor: 1 }),
  ]);

  it('puts sections side by side in number order', () => {
    expect(sections.map((s) => s.section)).toEqual([1, 2]);
  });

  it('lists floors top down and the units of a floor in natural code order', () => {
    expect(sections[0]?.floors.map((f) => [f.floor, f.units.map((u) => u.code)])).toEqual([
      [3, ['1-3']],
      [1, ['1-1', '1-2']],
    ]);
    expect(sections[1]?.floors[0]?.units.map((u) => u.code)).toEqual(['1-10', '1-11', '1-12']);
  });

  it('counts as many columns as the fullest floor has units', () => {
    expect(sections.map((s) => s.columns)).toEqual([2, 3]);
  });
});

describe('matchesFilter', () => {
  const studio = unit('S', { rooms: 0, area: 25, status: 'UNIT_STATUS_SOLD', price: 5_000_000 });
  const flat = unit('F', { rooms: 2, area: 55.5, price: 12_400_000 });

  it.each([
    ['no filter', NO_FILTER, true, true],
    ['rooms', filter({ rooms: [0] }), true, false],
    ['several rooms', filter({ rooms: [0, 2] }), true, true],
    ['status', filter({ statuses: ['UNIT_STATUS_AVAILABLE'] }), false, true],
    ['area from (inclusive)', filter({ areaFrom: 55.5 }), false, true],
    ['area to (inclusive)', filter({ areaTo: 25 }), true, false],
    ['area range', filter({ areaFrom: 20, areaTo: 30 }), true, false],
    ['price from (inclusive)', filter({ priceFrom: 12_400_000 }), false, true],
    ['price to (inclusive)', filter({ priceTo: 5_000_000 }), true, false],
    ['price range', filter({ priceFrom: 4_000_000, priceTo: 13_000_000 }), true, true],
    [
      'rooms and status together',
      filter({ rooms: [0], statuses: ['UNIT_STATUS_AVAILABLE'] }),
      false,
      false,
    ],
  ])('%s', (_, f, studioMatches, flatMatches) => {
    expect(matchesFilter(studio, f)).toBe(studioMatches);
    expect(matchesFilter(flat, f)).toBe(flatMatches);
  });

  it('a price bound leaves out units without a price', () => {
    const unpriced = unit('N', { price: null });
    expect(matchesFilter(unpriced, NO_FILTER)).toBe(true);
    expect(matchesFilter(unpriced, filter({ priceFrom: 0 }))).toBe(false);
    expect(matchesFilter(unpriced, filter({ priceTo: 1e12 }))).toBe(false);
  });

  it('is not changed by hiding instead of dimming', () => {
    expect(matchesFilter(studio, filter({ hide: true }))).toBe(true);
  });
});

describe('isFiltered', () => {
  it('is false for no filter, and for "hide" alone', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(filter({ hide: true }))).toBe(false);
  });

  it.each([
    { rooms: [1] },
    { statuses: ['UNIT_STATUS_BOOKED' as const] },
    { areaFrom: 0 },
    { areaTo: 100 },
    { priceFrom: 0 },
    { priceTo: 10_000_000 },
  ])('is true with %o', (over) => {
    expect(isFiltered(filter(over))).toBe(true);
  });
});

describe('countByStatus and roomOptions', () => {
  const units = [
    unit('A', { rooms: 3 }),
    unit('B', { rooms: 0, status: 'UNIT_STATUS_BOOKED' }),
    unit('C', { rooms: 1 }),
    unit('D', { rooms: 1, status: 'UNIT_STATUS_BOOKED' }),
  ];

  it('counts units per status', () => {
    expect(Object.fromEntries(countByStatus(units))).toEqual({
      UNIT_STATUS_AVAILABLE: 2,
      UNIT_STATUS_BOOKED: 2,
    });
  });

  it('offers each room count present, in order', () => {
    expect(roomOptions(units)).toEqual([0, 1, 3]);
  });
});

describe('the range inputs', () => {
  it.each([
    ['', undefined],
    [' ', undefined],
    ['12,5', 12.5],
    ['1 000', 1000],
    ['abc', undefined],
    ['1.500', undefined],
    ['12.5', 12.5],
  ])('parseBound(%j) = %s', (text, n) => expect(parseBound(text, 'ru')).toBe(n));

  it('price bounds are typed in millions and kept in roubles', () => {
    expect(millionsToPrice(12.4)).toBe(12_400_000);
    expect(millionsToPrice(0.0000004)).toBe(0);
    expect(millionsToPrice(undefined)).toBeUndefined();
    expect(priceToMillions(12_400_000)).toBe(12.4);
  });
});
