/** When the demo month runs (SEED_DEMO_MONTH, APP_ENV, the database's kind), and running it once. */
import { count } from 'drizzle-orm';
import { bookings, type Db, type DbHandle } from '@app/db';
import { getEnv, type ApiEnv } from '../../env';
import { log } from '../../lib/log';
import { replayMonth, type MonthResult } from './replay';

/**
 * Whether a start replays the month: never with APP_ENV=production (`true` there is refused by
 * env.ts); `true` on any database; `false` never; unset only on the embedded PGlite.
 */
export function demoMonthWanted(
  env: Pick<ApiEnv, 'APP_ENV' | 'SEED_DEMO_MONTH'>,
  kind: DbHandle['kind'],
): boolean {
  if (env.APP_ENV === 'production') return false;
  if (env.SEED_DEMO_MONTH === 'true') return true;
  if (env.SEED_DEMO_MONTH === 'false') return false;
  return kind === 'pglite';
}

/**
 * Replays the month ending at `end` on a database that has no booking yet (otherwise does
 * nothing and answers null): once per database, whatever the number of starts. Refused with
 * APP_ENV=production whoever calls it.
 */
export async function seedDemoMonth(
  db: Db,
  end = new Date(),
  env: Pick<ApiEnv, 'APP_ENV'> = getEnv(),
): Promise<MonthResult | null> {
  if (env.APP_ENV === 'production')
    throw new Error('The demo month is never replayed with APP_ENV=production');
  const [row] = await db.select({ n: count() }).from(bookings);
  if ((row?.n ?? 0) > 0) return null;
  return replayMonth(db, end);
}

/** At start (runtime/db.ts), after the demo seed: the month when wanted, timed and logged. */
export async function seedDemoMonthOnBoot(handle: DbHandle): Promise<void> {
  if (!demoMonthWanted(getEnv(), handle.kind)) return;
  const started = performance.now();
  try {
    const result = await seedDemoMonth(handle.db);
    if (result)
      log.info(
        { ...result, duration_ms: Math.round(performance.now() - started) },
        'the demo month was replayed',
      );
  } catch (e) {
    // The app still starts: a half-replayed month is demo data, never a reason to stay down.
    log.error({ err: e }, 'the demo month could not be replayed');
  }
}
