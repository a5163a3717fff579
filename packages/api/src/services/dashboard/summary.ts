import { eq, type SQL } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { toDecimal } from '@app/pricing';
import { bookings, type Db } from '@app/db';
import { UNIT_STATUSES, type DashboardSummaryData } from '@app/validators';
import { getEnv } from '../../env';
import { wireNumber } from '../../lib/dto';
import type { AuthUser } from '../auth';
import { dealStageFigures } from '../bookings';
import { fullNames } from '../users';
import {
  agenciesOf,
  createdFigures,
  expiredFigures,
  liveFigures,
  paidFigures,
  unitFigures,
} from './figures';
import { boundaries, dayStart, weeksOf } from './period';

interface Flow {
  created: number;
  paid: number;
  expired: number;
}
type Keyed = {
  week?: number | null;
  responsible: string | null;
  owner: string | null;
  count: number;
};

/**
 * paid / created, exact and rounded half up to 4 decimals, as a JSON number (0.25); null when
 * nothing was created (no rate to speak of).
 */
export const conversion = (f: Flow) =>
  f.created === 0 ? null : wireNumber(toDecimal(f.paid).div(f.created).toFixed(4));

/** Adds each row of one GROUPING SETS answer to the responsible's or the owner's flow. */
function addRows(
  rows: Keyed[],
  field: keyof Flow,
  people: Map<string, Flow>,
  owners: Map<string, Flow>,
) {
  const flowOf = (map: Map<string, Flow>, key: string) => {
    let f = map.get(key);
    if (!f) map.set(key, (f = { created: 0, paid: 0, expired: 0 }));
    return f;
  };
  for (const r of rows) {
    if (r.responsible) flowOf(people, r.responsible)[field] += r.count;
    else if (r.owner) flowOf(owners, r.owner)[field] += r.count;
  }
}

/** Realtors see their own bookings' figures (the `dashboard.read` grant), others everyone's. */
const scopeOf = (actor: AuthUser): SQL | undefined =>
  ownOnly(actor.roles, 'dashboard.read') ? eq(bookings.owner, actor.id) : undefined;

const byCreatedThenName = <T extends Flow & { name: string }>(a: T, b: T) =>
  b.created - a.created || b.paid - a.paid || a.name.localeCompare(b.name, 'ru');

/**
 * `dashboard.summary` (docs/api.md#dashboard): live bookings and the stock now, what expires
 * today and tomorrow (APP_TIMEZONE), overdue paid bookings, and the period's flow (bookings
 * created, paid, expired; payments and their sum) in total, per responsible, per agency and per
 * week. Read-only; the statements run side by side (no transaction: figures of one instant are
 * not promised, each one is exact for its statement).
 */
export async function dashboardSummary(
  db: Db,
  actor: AuthUser,
  input: DashboardSummaryData,
  now = new Date(),
) {
  const env = getEnv();
  const tz = env.APP_TIMEZONE;
  const b = boundaries(input.from, input.to, now, tz);
  const scope = scopeOf(actor);
  const weeks = weeksOf(input.from, input.to);
  const starts = weeks.map((w) => dayStart(w.start, tz));
  const [live, stock, created, paid, expired, stages] = await Promise.all([
    liveFigures(db, scope, now, b),
    unitFigures(db),
    createdFigures(db, scope, b.start, b.end, starts),
    paidFigures(db, scope, b.start, b.end, starts),
    expiredFigures(db, scope, b.start, b.end, now),
    dealStageFigures(db, scope, {}, now),
  ]);

  const people = new Map<string, Flow>();
  const owners = new Map<string, Flow>();
  addRows(created, 'created', people, owners);
  addRows(paid, 'paid', people, owners);
  addRows(expired, 'expired', people, owners);
  const [names, agencies] = await Promise.all([
    fullNames(db, [...people.keys()]),
    agenciesOf(db, [...owners.keys()]),
  ]);

  const byAgency = new Map<string, Flow & { name: string }>();
  for (const a of agencies) {
    const f = a.user ? owners.get(a.user) : undefined;
    if (!f) continue;
    const row = byAgency.get(a.partner) ?? { name: a.name, created: 0, paid: 0, expired: 0 };
    row.created += f.created;
    row.paid += f.paid;
    row.expired += f.expired;
    byAgency.set(a.partner, row);
  }

  const weekCreated = new Map(created.filter((r) => r.week).map((r) => [r.week, r.count]));
  const weekPaid = new Map(paid.filter((r) => r.week).map((r) => [r.week, r]));
  const total = paid.find((r) => !r.week && !r.responsible && !r.owner);
  const stockBy = new Map(stock.map((s) => [s.status, s]));

  return {
    period: { from: input.from, to: input.to, time_zone: tz },
    generated_at: now.toISOString(),
    today: b.today,
    tomorrow: b.tomorrow,
    currency: env.CURRENCY,
    bookings: { booked: live.booked, paid: live.paid, overdue: live.overdue },
    expiring: { today: live.today, tomorrow: live.tomorrow },
    units: UNIT_STATUSES.map((status) => ({
      status,
      count: stockBy.get(status)?.count ?? 0,
      area: wireNumber(stockBy.get(status)?.area ?? '0'),
    })),
    payments: { count: total?.count ?? 0, sum: wireNumber(total?.sum ?? '0') },
    by_responsible: [...people]
      .map(([user, f]) => ({ user, name: names.get(user) ?? '', ...f, conversion: conversion(f) }))
      .sort(byCreatedThenName),
    by_agency: [...byAgency]
      .map(([partner, f]) => ({ partner, ...f, conversion: conversion(f) }))
      .sort(byCreatedThenName),
    // width_bucket numbers the weeks from 1.
    weeks: weeks.map((w, i) => ({
      start: w.start,
      end: w.end,
      bookings_created: weekCreated.get(i + 1) ?? 0,
      payments_count: weekPaid.get(i + 1)?.count ?? 0,
      payments_sum: wireNumber(weekPaid.get(i + 1)?.sum ?? '0'),
    })),
    deal_stages: stages,
  };
}
export type DashboardSummary = Awaited<ReturnType<typeof dashboardSummary>>;
