import { describe, expect, it } from 'vitest';
import { bookingHistory, units } from '@app/db';
import type { FilterItem } from '@app/validators';
import { AppError } from '../../../src/errors';
import { buildFilters, commonProperties, type ListProperty } from '../../../src/lib/list';

const props: Record<string, ListProperty> = {
  ...commonProperties(units),
  floor: { expr: units.floor, kind: 'number' },
  area: { expr: units.area, kind: 'number' },
  history_id: { expr: bookingHistory.id, kind: 'number' },
};

/** The field errors of one filter, or null when it builds. */
function errorsOf(filter: FilterItem): Record<string, string[]> | null {
  try {
    buildFilters(props, [filter]);
    return null;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    expect(e.appCode).toBe('INVALID_FILTER');
    return e.fieldErrors ?? {};
  }
}

describe('number filters stay within their column type', () => {
  it.each([
    ['floor', 3, true],
    ['floor', -2, true],
    ['floor', 2 ** 31 - 1, true],
    ['floor', 2 ** 31, false],
    ['floor', -(2 ** 31), false],
    ['floor', 1.5, false],
    ['floor', 1e308, false],
    ['floor', '1.5', false],
    ['area', 54.25, true],
    ['area', 99_999_999.99, true],
    ['area', 1e8, false],
    ['area', 1e308, false],
    ['history_id', Number.MAX_SAFE_INTEGER, true],
    ['history_id', 2 ** 53, false],
    ['history_id', 0.5, false],
  ] as const)('%s EQ %s → accepted: %s', (property, value, ok) => {
    const errors = errorsOf({ property, operator: 'GT', value: [value] });
    if (ok) expect(errors).toBeNull();
    else expect(errors).toHaveProperty(['filter.filters.0.value']);
  });
});

describe('date filters stay within the years 1900-2200', () => {
  it.each([
    ['2026-01-01T00:00:00Z', true],
    ['1900-01-01T00:00:00Z', true],
    ['0000-01-01T00:00:00Z', false],
    ['+275760-09-13T00:00:00.000Z', false],
    ['-271821-04-20T00:00:00.000Z', false],
    ['2201-01-01T00:00:00Z', false],
  ])('created_at GTE %s → accepted: %s', (value, ok) => {
    const errors = errorsOf({ property: 'created_at', operator: 'GTE', value: [value] });
    if (ok) expect(errors).toBeNull();
    else expect(errors).toHaveProperty(['filter.filters.0.value']);
  });
});
