import { describe, expect, it } from 'vitest';
import { localDateTime, localDay } from '../../../src/lib/local-date';

describe('local dates as the date inputs hold them', () => {
  it('a day: YYYY-MM-DD of the local calendar, padded', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 20, 0, 0))).toBe('2026-11-20');
  });

  it('a date-time: YYYY-MM-DDTHH:mm, seconds dropped', () => {
    expect(localDateTime(new Date(2026, 0, 5, 9, 7, 59))).toBe('2026-01-05T09:07');
    expect(localDateTime(new Date(2026, 11, 31, 23, 0))).toBe('2026-12-31T23:00');
  });
});
