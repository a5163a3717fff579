import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const DAY_MS = 86_400_000;

/** The calendar day after `day` (`YYYY-MM-DD` arithmetic, no time zone involved). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant a calendar day starts in the zone (00:00 local; DST-safe through TZDate). */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/** The calendar day an instant falls on in the zone. */
export const dayOf = (instant: Date, timeZone: string) =>
  format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');

/** The Monday of the (ISO) week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export interface Week {
  /** The week's Monday: the key the SQL groups by (`date_trunc('week', …)`). */
  monday: string;
  /** The week as far as it lies in the period: its first and last day. */
  start: string;
  end: string;
}

/** The weeks (Monday to Sunday) the period touches, the first and the last cut to the period. */
export function weeksOf(from: string, to: string): Week[] {
  const weeks: Week[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({ monday, start: monday < from ? from : monday, end: sunday > to ? to : sunday });
  }
  return weeks;
}

/** The instants a summary counts between, all from calendar days in APP_TIMEZONE. */
export function boundaries(from: string, to: string, now: Date, timeZone: string) {
  const today = dayOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  return {
    start: dayStart(from, timeZone),
    end: dayStart(addDays(to, 1), timeZone),
    today,
    tomorrow,
    todayStart: dayStart(today, timeZone),
    tomorrowStart: dayStart(tomorrow, timeZone),
    dayAfterStart: dayStart(addDays(tomorrow, 1), timeZone),
  };
}
