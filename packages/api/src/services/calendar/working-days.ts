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
  const from = new TZDate(start.getTime(), timeZone);
  // The calendar days to add depend only on the local date: counted once per date, zone, count
  // and holiday list (the hot path, bookings.create, asks for today + 3 again and again).
  let spans = memo.get(holidays);
  if (!spans) memo.set(holidays, (spans = new Map()));
  const key = `${timeZone}|${format(from, 'yyyy-MM-dd')}|${days}`;
  let span = spans.get(key);
  if (span === undefined) {
    span = 0;
    let d = from;
    for (let left = days; left > 0;) {
      d = addDays(d, 1);
      span++;
      if (isWorkingDay(d, holidays)) left--;
    }
    if (spans.size >= 1000) spans.clear();
    spans.set(key, span);
  }
  return new Date(addDays(from, span).getTime());
}

/** Calendar days to add, by holiday list (the set loadHolidays keeps), then zone, date, count. */
const memo = new WeakMap<ReadonlySet<string>, Map<string, number>>();

/** Whether a zoned date is a working day. */
export function isWorkingDay(d: TZDate, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(d) && !holidays.has(format(d, 'yyyy-MM-dd'));
}
