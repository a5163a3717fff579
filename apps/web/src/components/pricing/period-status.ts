/** A discount's or option's promotion period (`valid_from` / `valid_to`, null: open). */
export interface Period {
  valid_from?: string | null;
  valid_to?: string | null;
}

export type PeriodStatus = 'running' | 'scheduled' | 'over';
/** A record's one status: its period's, or `off` when it is switched off (whatever its period). */
export type CatalogStatus = PeriodStatus | 'off';

/** Where `at` (ms) lies against a period `[from, to)`: not started, running or over. */
export function periodStatus(p: Period, at: number): PeriodStatus {
  if (p.valid_from && at < Date.parse(p.valid_from)) return 'scheduled';
  if (p.valid_to && at >= Date.parse(p.valid_to)) return 'over';
  return 'running';
}

/** The one status badge of a discount or option at `at`: switched off, else where its period is. */
export const catalogStatus = (r: Period & { active: boolean }, at: number): CatalogStatus =>
  r.active ? periodStatus(r, at) : 'off';
