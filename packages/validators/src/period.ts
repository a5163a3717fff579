/**
 * The rule of a period of calendar days (`dashboard.summary`), without zod: the dashboard screen
 * checks a period with it before asking (importing the schemas would put zod in its first load),
 * and `dashboardSummaryInput` (dashboard.ts) refuses with the same words.
 */

/** The longest period `dashboard.summary` answers for, in calendar days (both ends included). */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (calendar arithmetic: no time zone involved). */
export const daysInPeriod = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** What is wrong with a period of two valid days (the message of `to`), or undefined. */
export function periodProblem(from: string, to: string): string | undefined {
  if (to < from) return 'Must not be before from';
  if (daysInPeriod(from, to) > DASHBOARD_MAX_DAYS)
    return `The period may span at most ${DASHBOARD_MAX_DAYS} days`;
  return undefined;
}
