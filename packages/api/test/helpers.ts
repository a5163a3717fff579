import { afterAll, expect, inject } from 'vitest';
import { DEMO_ACCOUNTS, demoUserId, type Db } from '@app/db';
import { useTestDb as useDbTestDb } from '../../db/test/helpers';
import { createContext, type Context } from '../src/context';
import { loadAuthUser } from '../src/services/auth/current-user';
import { closeRenderPool } from '../src/services/documents';
import { closeRateLimitStores } from '../src/services/rate-limit';
import { appRouter } from '../src/root';
import { createCallerFactory } from '../src/trpc';

export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
export type DemoKey = (typeof DEMO_ACCOUNTS)[number]['key'];

/**
 * The file's own database (see packages/db/test/helpers.ts); nothing to register for the app's
 * effects (services/booking-lifecycle). The API counters counted in memory are flushed before it
 * closes, as the server does at shutdown (after-hooks run last-first).
 */
export function useTestDb(): ReturnType<typeof useDbTestDb> {
  const t = useDbTestDb();
  afterAll(closeRateLimitStores);
  // The PDF renderers (worker threads) a file started end with it.
  afterAll(closeRenderPool);
  return t;
}

/**
 * Race tests prove something only on PostgreSQL (CI sets DATABASE_URL): PGlite runs one statement
 * at a time, so there they would pass whether the guarantee holds or not. They run with
 * `describe.runIf(onPostgres)` and a local PGlite run reports them as left out, with this reason.
 */
export const onPostgres = inject('dbTemplate').kind === 'postgres';
export const NEEDS_POSTGRES = 'needs PostgreSQL: PGlite runs one statement at a time';

let ipCounter = 0;
/** A distinct client IP per caller, so per-IP rate limits of one test do not leak into another. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export async function anonymousCaller(
  db: Db,
  headers: Record<string, string> = {},
): Promise<Caller> {
  return createCaller(
    await createContext({ db, headers: new Headers({ 'x-forwarded-for': nextIp(), ...headers }) }),
  );
}

/** A caller authenticated as a user, the way a bearer token would authenticate it. */
export async function callerAs(
  db: Db,
  who: DemoKey | string,
  extra: Partial<Context> = {},
): Promise<Caller> {
  const id = DEMO_ACCOUNTS.some((a) => a.key === who) ? demoUserId(who as DemoKey) : who;
  const user = await loadAuthUser(db, id);
  if (!user) throw new Error(`test user ${who} cannot act`);
  return createCaller({
    db,
    user,
    authVia: 'bearer',
    authError: null,
    ip: nextIp(),
    origin: null,
    allowedOrigins: [],
    ...extra,
  });
}

/** Asserts that a call fails with the given tRPC code and appCode, and returns the error. */
export async function expectAppError(
  promise: Promise<unknown>,
  code: string,
  appCode?: string,
): Promise<{
  code: string;
  appCode?: string;
  fieldErrors?: Record<string, string[]>;
  message: string;
}> {
  const error = await promise.then(
    () => {
      throw new Error(`expected ${code}${appCode ? `/${appCode}` : ''}, but the call succeeded`);
    },
    (e: unknown) =>
      e as {
        code: string;
        appCode?: string;
        fieldErrors?: Record<string, string[]>;
        message: string;
        cause?: unknown;
      },
  );
  const { toPublicError } = await import('../src/lib/public-error');
  const pub = toPublicError(error);
  expect({ code: pub.code, appCode: appCode ? pub.appCode : undefined }).toEqual({ code, appCode });
  return { ...pub };
}

/** Available units of the seeded complex, `n` of them, skipping the first `offset`. */
export async function availableUnits(db: Db, n: number, offset = 0): Promise<string[]> {
  const { units } = await import('@app/db');
  const { eq, asc } = await import('drizzle-orm');
  const rows = await db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.status, 'UNIT_STATUS_AVAILABLE'))
    .orderBy(asc(units.code))
    .limit(n)
    .offset(offset);
  if (rows.length < n) throw new Error('not enough available units in the seed');
  return rows.map((r) => r.id);
}

export const PAGE = { page: 1, limit: 100, order_by: 'number', direction: 'asc' as const };
