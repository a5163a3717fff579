import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '../../../src/services/calendar/working-days';

const MSK = 'Europe/Moscow';
// 2026: Jan 1-9 are holidays, Feb 23 (Mon), Mar 9 (Mon), May 1 (Fri), May 11 (Mon).
const HOLIDAYS = new Set([
  '2026-01-01',
  '2026-01-02',
  '2026-01-05',
  '2026-01-06',
  '2026-01-07',
  '2026-01-08',
  '2026-01-09',
  '2026-02-23',
  '2026-03-09',
  '2026-05-01',
  '2026-05-11',
]);

describe('addWorkingDays', () => {
  it.each([
    // start (UTC)                 days  expected (UTC)                 why
    ['2026-11-16T09:00:00.000Z', 3, '2026-11-19T09:00:00.000Z', 'Mon + 3 = Thu'],
    ['2026-11-19T09:00:00.000Z', 3, '2026-11-24T09:00:00.000Z', 'Thu + 3 skips the weekend: Tue'],
    ['2026-11-21T09:00:00.000Z', 1, '2026-11-23T09:00:00.000Z', 'Sat + 1 = Mon'],
    ['2026-11-20T09:00:00.000Z', 0, '2026-11-20T09:00:00.000Z', 'zero days is the start itself'],
    [
      '2026-02-20T09:00:00.000Z',
      1,
      '2026-02-24T09:00:00.000Z',
      'Fri + 1 skips the weekend and Feb 23',
    ],
    [
      '2026-04-29T12:00:00.000Z',
      3,
      '2026-05-05T12:00:00.000Z',
      'Wed + 3 skips May 1 and the weekend',
    ],
    [
      '2026-05-08T12:00:00.000Z',
      1,
      '2026-05-12T12:00:00.000Z',
      'Fri + 1 skips the weekend and May 11',
    ],
    [
      '2025-12-31T10:00:00.000Z',
      1,
      '2026-01-12T10:00:00.000Z',
      'New Year holidays and two weekends',
    ],
    ['2026-11-20T09:00:00.000Z', 10, '2026-12-04T09:00:00.000Z', 'two full weeks'],
  ])('%s + %i working days = %s (%s)', (start, days, expected) => {
    expect(addWorkingDays(new Date(start), days, HOLIDAYS, MSK).toISOString()).toBe(expected);
  });

  it('counts days in the given time zone, not in UTC', () => {
    // Friday 23:30 in Moscow is Friday 20:30 UTC; +1 working day is Monday 23:30 Moscow time.
    expect(
      addWorkingDays(new Date('2026-11-20T20:30:00.000Z'), 1, new Set(), MSK).toISOString(),
    ).toBe('2026-11-23T20:30:00.000Z');
    // Saturday 01:00 in Moscow is still Friday 22:00 UTC: the start is a Saturday there, so +1 = Monday.
    expect(
      addWorkingDays(new Date('2026-11-20T22:00:00.000Z'), 1, new Set(), MSK).toISOString(),
    ).toBe('2026-11-22T22:00:00.000Z');
    // The same instant in UTC is a Friday: +1 = Monday 22:00 UTC.
    expect(
      addWorkingDays(new Date('2026-11-20T22:00:00.000Z'), 1, new Set(), 'UTC').toISOString(),
    ).toBe('2026-11-23T22:00:00.000Z');
  });

  it('refuses negative or fractional day counts', () => {
    expect(() => addWorkingDays(new Date(), -1, new Set(), MSK)).toThrow(RangeError);
    expect(() => addWorkingDays(new Date(), 1.5, new Set(), MSK)).toThrow(RangeError);
  });
});
