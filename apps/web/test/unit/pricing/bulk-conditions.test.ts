import { describe, expect, it } from 'vitest';
import {
  EMPTY_TERMS,
  NO_SELECTION_FILTER,
  readAmounts,
  readTerms,
  selectionFilters,
  selectionProblem,
  unitsNamed,
} from '../../../src/components/pricing/bulk-conditions/bulk-request';

const filter = (patch: Partial<typeof NO_SELECTION_FILTER>) => ({
  mode: 'filter' as const,
  ...NO_SELECTION_FILTER,
  ...patch,
});

describe('the bulk conditions dialog: the selection', () => {
  it('reads building, section, rooms and the floor range into units.list filters', () => {
    expect(
      selectionFilters(
        filter({ building: ' 2 ', section: '1', rooms: '3', floorFrom: '4', floorTo: '10' }),
        'ru',
      ),
    ).toEqual([
      { property: 'building', operator: 'EQ', value: ['2'] },
      { property: 'section', operator: 'EQ', value: [1] },
      { property: 'rooms', operator: 'EQ', value: [3] },
      { property: 'floor', operator: 'GTE', value: [4] },
      { property: 'floor', operator: 'LTE', value: [10] },
    ]);
    expect(selectionFilters(filter({ floorTo: '5' }), 'en')).toEqual([
      { property: 'floor', operator: 'LTE', value: [5] },
    ]);
  });

  it('refuses no filter at all (every unit) and numbers that are not whole', () => {
    expect(selectionFilters(filter({}), 'ru')).toBe('empty');
    expect(selectionFilters(filter({ rooms: '2,5' }), 'ru')).toBe('unreadable');
    expect(selectionFilters(filter({ section: 'A' }), 'en')).toBe('unreadable');
  });

  it('tells what is wrong before asking the server: no ticked row, no filter, an unreadable one', () => {
    const ticked = { ...filter({}), mode: 'ticked' as const };
    expect(selectionProblem(ticked, 0, 'ru')).toBe('noneTicked');
    expect(selectionProblem(ticked, 2, 'ru')).toBeNull();
    expect(selectionProblem(filter({}), 2, 'ru')).toBe('empty');
    expect(selectionProblem(filter({ floorFrom: 'x' }), 0, 'ru')).toBe('unreadable');
    expect(selectionProblem(filter({ building: '1' }), 0, 'ru')).toBeNull();
  });
});

describe('the bulk conditions dialog: the terms', () => {
  it('reads the local numbers, the percent as the fraction the API keeps, and the default rule', () => {
    const read = readTerms(
      {
        ...EMPTY_TERMS,
        ref: 'd',
        sum: '150 000,50',
        percent: '7',
        byDefault: true,
        reason: ' PROMO ',
        comment: '',
      },
      'ru',
      false,
    );
    expect(read).toEqual({
      ok: true,
      body: {
        rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: 'true' }],
        sum: 150000.5,
        percent: 0.07,
        sum_per_sq_m: null,
        reason_id: 'PROMO',
        comment: undefined,
      },
    });
  });

  it('names each wrong field: no discount, unreadable or negative amounts, over 100 %, a missing required comment', () => {
    expect(
      readTerms({ ...EMPTY_TERMS, sum: 'abc', sumPerSqM: '-1', percent: '120' }, 'en', true),
    ).toEqual({
      ok: false,
      errors: {
        ref: 'refRequired',
        sum: 'invalid',
        sumPerSqM: 'invalid',
        percent: 'percentRange',
        comment: 'commentRequired',
      },
    });
  });

  it('finds the selected units a refusal names by id, as their codes', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    const codes = new Map([
      [a, 'A-1'],
      [b, 'B-2'],
    ]);
    expect(
      unitsNamed(`These units already have this discount: B-2 (${b}), A-1 (${a}), x (${b})`, codes),
    ).toEqual(['B-2', 'A-1']);
    expect(unitsNamed('nothing here', codes)).toEqual([]);
  });
});

describe('the amounts the live breakdown reads', () => {
  it('reads the three fields as typed (the percent as its fraction), blank as null', () => {
    expect(readAmounts({ ...EMPTY_TERMS, sum: '100 000', percent: '2' }, 'ru')).toEqual({
      sum: 100000,
      percent: 0.02,
      sum_per_sq_m: null,
    });
    expect(readAmounts({ ...EMPTY_TERMS, sumPerSqM: '1,000.5' }, 'en')).toEqual({
      sum: null,
      percent: null,
      sum_per_sq_m: 1000.5,
    });
  });

  it('gives nothing while a field does not read as a number', () => {
    expect(readAmounts({ ...EMPTY_TERMS, sum: '100 000', percent: 'abc' }, 'ru')).toBeNull();
    expect(readAmounts({ ...EMPTY_TERMS, sum: '-1' }, 'ru')).toBeNull();
  });
});
