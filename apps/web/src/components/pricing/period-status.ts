/** A discount's or option's promotion period (`valid_from` / `valid_to`, null: open). */
export interface Period {
  valid_from?: string | null;
  valid_to?: string | null;
}

export type PeriodStatus = 'running' | 'scheduled' | 'over';

/** Where `at` (ms) lies against a period `[from, to)`: not started, running or over. */
export function periodStatus(p: Period, at: number): PeriodStatus {
  if (p.valid_from && at < Date.parse(p.valid_from)) return 'scheduled';
  if (p.valid_to && at >= Date.parse(p.valid_to)) return 'over';
  return 'running';
}
