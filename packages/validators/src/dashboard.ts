import { z } from 'zod';
import { periodProblem } from './period';

export { DASHBOARD_MAX_DAYS, daysInPeriod, periodProblem } from './period';

const DAY_MESSAGE = 'Must be a calendar day YYYY-MM-DD';

/** A calendar day `YYYY-MM-DD` (in APP_TIMEZONE where it names a moment), years 1900 to 2200. */
export const calendarDay = z.iso
  .date({ message: DAY_MESSAGE })
  .refine((d) => d >= '1900-01-01' && d <= '2200-12-31', 'Must be between the years 1900 and 2200');

/**
 * `dashboard.summary`: the figures of a period, `from` to `to` inclusive, calendar days in
 * APP_TIMEZONE; `to` not before `from`, at most `DASHBOARD_MAX_DAYS` days (period.ts).
 */
export const dashboardSummaryInput = z
  .object({ from: calendarDay, to: calendarDay })
  .superRefine(({ from, to }, ctx) => {
    const message = periodProblem(from, to);
    if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
  });
export type DashboardSummaryData = z.output<typeof dashboardSummaryInput>;
