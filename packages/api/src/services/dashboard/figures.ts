import { and, eq, gte, inArray, isNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { agentPartners, agents, bookings, partners, payments, units, type Db } from '@app/db';
import { liveCondition } from '../bookings';

/**
 * The SQL of `dashboard.summary`: a few set-based statements, each one scan of an index
 * (migration 0015's and the bookings' partial indexes), grouped in the database. `scope` limits
 * bookings (and the payments of bookings) to a realtor's own; `undefined` is the organisation.
 */

/** An instant as a parameter of raw SQL: text with a cast (the drivers map only columns' Dates). */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const int = (expr: SQL) => sql<number>`(${expr})::int`.mapWith(Number);
/** Exact decimal text with two places, never a float (`sum` of numeric(14, 2) stays numeric). */
const money = (expr: SQL) => sql<string>`coalesce(${expr}, 0)::numeric(16, 2)::text`;
/**
 * The week (1, 2, ...) an instant falls in, by the weeks' start instants (computed in APP_TIMEZONE
 * by period.ts): a binary search per row, no zone conversion. A literal array (ISO text from
 * toISOString only), so that SELECT and GROUP BY carry the same text (parameters would differ).
 */
const weekOf = (column: SQLWrapper, starts: Date[]) =>
  sql<number>`width_bucket(${column}, ${sql.raw(`'{${starts.map((d) => d.toISOString()).join(',')}}'::timestamptz[]`)})`.mapWith(
    Number,
  );

/** Live bookings now (BOOKED unexpired or PAID), overdue PAID ones, and those due today/tomorrow. */
export async function liveFigures(
  db: Db,
  scope: SQL | undefined,
  now: Date,
  days: { todayStart: Date; tomorrowStart: Date; dayAfterStart: Date },
) {
  const due = (from: Date, to: Date) =>
    int(
      sql`count(*) filter (where ${bookings.expiration_date} >= ${at(from)} and ${bookings.expiration_date} < ${at(to)})`,
    );
  const [row] = await db
    .select({
      booked: int(sql`count(*) filter (where ${bookings.status} = 'BOOKING_STATUS_BOOKED')`),
      paid: int(sql`count(*) filter (where ${bookings.status} = 'BOOKING_STATUS_PAID')`),
      overdue: int(
        sql`count(*) filter (where ${bookings.status} = 'BOOKING_STATUS_PAID' and ${bookings.deal_stage} in ('DEAL_STAGE_BOOKED', 'DEAL_STAGE_PAID') and ${bookings.expiration_date} <= ${at(now)})`,
      ),
      today: due(days.todayStart, days.tomorrowStart),
      tomorrow: due(days.tomorrowStart, days.dayAfterStart),
    })
    .from(bookings)
    .where(and(liveCondition(now), scope));
  return row ?? { booked: 0, paid: 0, overdue: 0, today: 0, tomorrow: 0 };
}

/** Units of the stock by status: how many, and their area. */
export const unitFigures = (db: Db) =>
  db
    .select({
      status: units.status,
      count: int(sql`count(*)`),
      area: money(sql`sum(${units.area})`),
    })
    .from(units)
    .where(isNull(units.deleted_at))
    .groupBy(units.status);

/**
 * Per week, per responsible, per owner (and the total: the row with none of them), one scan:
 * GROUPING SETS. Every key column is NOT NULL, so a row's set is told by which key it carries.
 */
const byWeekPersonOwner = (week: SQL) =>
  sql`grouping sets ((${week}), (${bookings.responsible}), (${bookings.owner}), ())`;

/** Bookings created in the period. */
export function createdFigures(
  db: Db,
  scope: SQL | undefined,
  start: Date,
  end: Date,
  weeks: Date[],
) {
  const week = weekOf(bookings.created_at, weeks);
  return db
    .select({
      week,
      responsible: bookings.responsible,
      owner: bookings.owner,
      count: int(sql`count(*)`),
    })
    .from(bookings)
    .where(
      and(
        gte(bookings.created_at, start),
        lt(bookings.created_at, end),
        isNull(bookings.deleted_at),
        scope,
      ),
    )
    .groupBy(byWeekPersonOwner(week));
}

/** Payments received in the period (SUCCEEDED: applied to their booking), with their sums. */
export function paidFigures(db: Db, scope: SQL | undefined, start: Date, end: Date, weeks: Date[]) {
  const week = weekOf(payments.created_at, weeks);
  return db
    .select({
      week,
      responsible: bookings.responsible,
      owner: bookings.owner,
      count: int(sql`count(*)`),
      sum: money(sql`sum(${payments.amount})`),
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.booking))
    .where(
      and(
        eq(payments.status, 'SUCCEEDED'),
        gte(payments.created_at, start),
        lt(payments.created_at, end),
        isNull(payments.deleted_at),
        scope,
      ),
    )
    .groupBy(byWeekPersonOwner(week));
}

/**
 * Bookings that expired in the period, by the moment they expired: EXPIRED ones (the sweeper's;
 * `bookings_expired_idx`, index only), and BOOKED ones past their expiration the sweeper has not
 * reached yet (expired to every reader; `bookings_due_idx`, a handful).
 */
export function expiredFigures(db: Db, scope: SQL | undefined, start: Date, end: Date, now: Date) {
  const until = end < now ? end : now;
  const ended = (status: SQL) =>
    db
      .select({ responsible: bookings.responsible, owner: bookings.owner })
      .from(bookings)
      .where(
        and(
          status,
          gte(bookings.expiration_date, start),
          lt(bookings.expiration_date, until),
          isNull(bookings.deleted_at),
          scope,
        ),
      );
  const rows = unionAll(
    ended(sql`${bookings.status} = 'BOOKING_STATUS_EXPIRED'`),
    ended(sql`${bookings.status} = 'BOOKING_STATUS_BOOKED' and ${bookings.active}`),
  ).as('ended');
  return db
    .select({ responsible: rows.responsible, owner: rows.owner, count: int(sql`count(*)`) })
    .from(rows)
    .groupBy(sql`grouping sets ((${rows.responsible}), (${rows.owner}))`);
}

/** The agencies (partners) of the realtors among `owners`, through their agent records. */
export async function agenciesOf(db: Db, owners: string[]) {
  if (owners.length === 0) return [];
  return db
    .select({ user: agents.user, partner: partners.id, name: partners.name })
    .from(agents)
    .innerJoin(agentPartners, eq(agentPartners.agent_id, agents.id))
    .innerJoin(partners, eq(partners.id, agentPartners.partner_id))
    .where(
      and(inArray(agents.user, owners), isNull(agents.deleted_at), isNull(partners.deleted_at)),
    );
}
