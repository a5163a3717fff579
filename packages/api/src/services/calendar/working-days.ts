import { TZDate } from '@date-fns/tz';
// One module each: the package root loads all ~300 of date-fns's functions into the server.
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isWeekend } from 'date-fns/isWeekend';

/**
 * Adds `days` working days to `start`, counted in `timeZone`: Saturdays, Sundays and `holidays`
 * (ISO dates, `YYYY-MM-DD`, in that zone) are skipped; the local time of day is kept. A start on a
 * non-working day counts from that day, so Saturday + 1 working day is Monday, same time.
 * Pure: the holiday list is passed in (see holidays.ts).
 */
export function addWorkingDays(
  start: Date,
  days: number,
  holidays: ReadonlySet<string>,
  timeZone: string,
): Date {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError('days must be a non-negative integer');
  let d = new TZDate(start.getTime(), timeZone);
  let left = days;
  while (left > 0) {
    d = addDays(d, 1);
    if (isWorkingDay(d, holidays)) left--;
  }
  return new Date(d.getTime());
}

/** Whether a zoned date is a working day. */
export function isWorkingDay(d: TZDate, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(d) && !holidays.has(format(d, 'yyyy-MM-dd'));
}
