import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits, type Db } from '@app/db';
import { getEnv } from '../../env';
import { tooManyRequests } from '../../errors';

/** product.md §4: login 10/min per login and per IP; recovery 5/hour per address; API 600/min per user. */
export const RATE_LIMITS = {
  loginByLogin: { points: 10, duration: 60 },
  loginByIp: { points: 10, duration: 60 },
  recoveryByAddress: { points: 5, duration: 3600 },
  apiByUser: { points: 600, duration: 60 },
} as const;

const limitOf = (name: RateLimitName) =>
  name === 'apiByUser' ? { ...RATE_LIMITS.apiByUser, points: getEnv().API_RATE_LIMIT_PER_MINUTE } : RATE_LIMITS[name];
export type RateLimitName = keyof typeof RATE_LIMITS;

const limiters = new WeakMap<Db, Map<RateLimitName, RateLimiterDrizzle>>();

function limiter(db: Db, name: RateLimitName): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let l = byName.get(name);
  if (!l) {
    // Counters live in the database (one atomic upsert per hit), so every app instance shares them.
    l = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: name, ...limitOf(name) });
    byName.set(name, l);
  }
  return l;
}

/** Counts one hit against `name` for `key`; throws 429 with the seconds to wait when over the limit. */
export async function consume(db: Db, name: RateLimitName, key: string): Promise<void> {
  try {
    await limiter(db, name).consume(key.toLowerCase());
  } catch (e) {
    if (e instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    throw e;
  }
}

/** Gives back one hit (a successful sign-in should not count against its IP address). */
export async function refund(db: Db, name: RateLimitName, key: string): Promise<void> {
  await limiter(db, name).reward(key.toLowerCase(), 1);
}

/** Clears a key after a success (a correct login resets its per-login counter). */
export async function reset(db: Db, name: RateLimitName, key: string): Promise<void> {
  await limiter(db, name).delete(key.toLowerCase());
}
