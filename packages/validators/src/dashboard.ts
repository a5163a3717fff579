import { z } from 'zod';

/** The longest period `dashboard.summary` answers for, in calendar days (both ends included). */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const DAY_MESSAGE = 'Must be a calendar day YYYY-MM-DD';

/** A calendar day `YYYY-MM-DD` (in APP_TIMEZONE where it names a moment), years 1900 to 2200. */
export const calendarDay = z.iso
  .date({ message: DAY_MESSAGE })
  .refine((d) => d >= '1900-01-01' && d <= '2200-12-31', 'Must be between the years 1900 and 2200');

/** Days from `from` to `to`, both included (calendar arithmetic: no time zone involved). */
export const daysInPeriod = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * `dashboard.summary`: the figures of a period, `from` to `to` inclusive, calendar days in
 * APP_TIMEZONE; `to` not before `from`, at most `DASHBOARD_MAX_DAYS` days.
 */
export const dashboardSummaryInput = z
  .object({ from: calendarDay, to: calendarDay })
  .superRefine(({ from, to }, ctx) => {
    if (to < from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (daysInPeriod(from, to) > DASHBOARD_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The period may span at most ${DASHBOARD_MAX_DAYS} days`,
      });
  });
export type DashboardSummaryData = z.output<typeof dashboardSummaryInput>;
