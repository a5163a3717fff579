import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { anyOf, bookings, units, type Db } from '@app/db';
import { DEAL_STAGES, type DealStagesData, type DealStage } from '@app/validators';
import { getEnv } from '../../env';
import { wireNumber } from '../../lib/dto';
import type { AuthUser } from '../auth';
import { bookingScope } from './access';
import { liveCondition } from './live';

/** The money of a deal on /deals: the booking's agreed `price.total` (null: no price when booked). */
export const dealPrice = (): SQL => sql`(${bookings.price}->>'total')::numeric`;

/** The live stages a board shows, in order (a live booking is never CANCELLED). */
export const LIVE_STAGES = DEAL_STAGES.filter((s) => s !== 'DEAL_STAGE_CANCELLED');

/**
 * Live deals per stage with the sum of their prices, in one indexed statement over the live
 * bookings (`bookings_live_by_stage`); `scope` limits them (a realtor's own), `filter` by
 * responsible and by the unit's building. Every live stage is answered, zero when none.
 */
export async function dealStageFigures(
  db: Db,
  scope: SQL | undefined,
  filter: DealStagesData,
  now: Date,
) {
  const rows = await db
    .select({
      stage: bookings.deal_stage,
      count: sql<number>`count(*)::int`.mapWith(Number),
      sum: sql<string>`coalesce(sum(${dealPrice()}), 0)::numeric(16, 2)::text`,
    })
    .from(bookings)
    .where(
      and(
        liveCondition(now),
        scope,
        filter.responsible?.length ? anyOf(bookings.responsible, filter.responsible) : undefined,
        filter.building?.length
          ? sql`${bookings.unit} in (select ${units.id} from ${units} where ${anyOf(units.building, filter.building)})`
          : undefined,
      ),
    )
    .groupBy(bookings.deal_stage);
  const by = new Map(rows.map((r) => [r.stage, r]));
  return LIVE_STAGES.map((stage: DealStage) => ({
    stage,
    count: by.get(stage)?.count ?? 0,
    sum: wireNumber(by.get(stage)?.sum ?? '0'),
  }));
}

/** `bookings.dealStages`: the figures of /deals in the caller's scope. */
export async function dealStages(db: Db, actor: AuthUser, input: DealStagesData, now = new Date()) {
  const [items, buildings] = await Promise.all([
    dealStageFigures(db, bookingScope(actor), input, now),
    db
      .selectDistinct({ building: units.building })
      .from(units)
      .where(isNull(units.deleted_at))
      .orderBy(units.building),
  ]);
  return { currency: getEnv().CURRENCY, items, buildings: buildings.map((b) => b.building) };
}
