/**
 * The per-user API limit (issue 8): counted in memory, flushed in batches to the database or
 * Redis, so a read call writes nothing, and still shared by every instance. Two "instances" here
 * are two limiters on one database (or one Redis), as two processes would be.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { demoUserId, rateLimits } from '@app/db';
import type { BatchedLimiter } from '../../../src/services/rate-limit/batched';
import { closeRateLimitStores, createApiLimiter } from '../../../src/services/rate-limit/limiter';
import { callerAs, useTestDb } from '../../helpers';

const t = useTestDb();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(async () => {
  await closeRateLimitStores();
  redis.disconnect();
});

/** `n` calls of `key`: 'ok' or the refusal's appCode. */
function calls(l: BatchedLimiter, key: string, n: number): string[] {
  return Array.from({ length: n }, () => {
    try {
      l.consume(key);
      return 'ok';
    } catch (e) {
      return (e as { appCode?: string }).appCode ?? 'error';
    }
  });
}
const ok = (n: number) => Array<string>(n).fill('ok');
/** Flushes rarely on their own, so the test decides when the instances share their counts. */
const SLOW = { flushMs: 60_000, points: 10 };

const rowOf = async (key: string) =>
  (
    await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `apiByUser:${key}`))
  )[0];

describe('the per-user API limit', () => {
  it('writes nothing while a signed-in user reads, and records the calls in one flush', async () => {
    const viewer = await callerAs(t.db, 'viewer');
    const key = demoUserId('viewer').toLowerCase();
    await viewer.users.me();
    // Checked at once: the first flush is a second after the first call.
    expect(await rowOf(key)).toBeUndefined();
    for (let i = 0; i < 4; i++) await viewer.users.me();

    await closeRateLimitStores(); // the last flush, as at shutdown
    expect((await rowOf(key))?.points).toBe(5);
  });

  it('refuses the call past the limit at once on one instance, with the seconds to wait', () => {
    const l = createApiLimiter(t.db, SLOW);
    const key = randomUUID();
    expect(calls(l, key, 11)).toEqual([...ok(10), 'RATE_LIMITED']);
    try {
      l.consume(key);
    } catch (e) {
      expect((e as { retryAfter?: number }).retryAfter).toBeGreaterThan(55);
    }
  });

  it('holds across two instances on the database once they have flushed', async () => {
    const a = createApiLimiter(t.db, SLOW);
    const b = createApiLimiter(t.db, SLOW);
    const key = randomUUID();
    expect(calls(a, key, 6)).toEqual(ok(6));
    await a.flush();
    expect(calls(b, key, 1)).toEqual(ok(1));
    await b.flush(); // b learns the total: 7 of 10
    expect(calls(b, key, 4)).toEqual([...ok(3), 'RATE_LIMITED']);
    await b.flush();
    await a.flush();
    expect(calls(a, key, 1)).toEqual(['RATE_LIMITED']);
    expect((await rowOf(key))?.points).toBe(10);
  });

  it('holds across two instances on Redis, and writes nothing to the database then', async () => {
    const a = createApiLimiter(t.db, { ...SLOW, redisUrl: REDIS_URL });
    const b = createApiLimiter(t.db, { ...SLOW, redisUrl: REDIS_URL });
    const key = randomUUID();
    expect(calls(a, key, 8)).toEqual(ok(8));
    await a.flush();
    calls(b, key, 1);
    await b.flush();
    expect(calls(b, key, 2)).toEqual([...ok(1), 'RATE_LIMITED']);
    await b.flush();
    expect(await redis.get(`apiByUser:${key}`)).toBe('10');
    expect(await redis.pttl(`apiByUser:${key}`)).toBeGreaterThan(50_000);
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${key}%`)),
    ).toHaveLength(0);
    await redis.del(`apiByUser:${key}`);
  });

  it('counts in the database when Redis cannot be reached', async () => {
    const l = createApiLimiter(t.db, { ...SLOW, redisUrl: 'redis://127.0.0.1:1' });
    const key = randomUUID();
    calls(l, key, 3);
    await l.flush();
    expect((await rowOf(key))?.points).toBe(3);
  });

  it('flushes on its own within the interval', async () => {
    const l = createApiLimiter(t.db, { points: 10, flushMs: 50 });
    const key = randomUUID();
    calls(l, key, 2);
    await new Promise((r) => setTimeout(r, 500));
    expect((await rowOf(key))?.points).toBe(2);
  });
});
