/**
 * The rate-limit stores against real services: the database (always) and Redis, as used when
 * REDIS_URL is set. Redis is expected at TEST_REDIS_URL (default: the local server on 6379).
 */
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@app/db';
import {
  closeRateLimitStores,
  consumeWith,
  createLimiter,
} from '../../../src/services/rate-limit/limiter';
import { useTestDb } from '../../helpers';

const t = useTestDb();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(async () => {
  await closeRateLimitStores();
  redis.disconnect();
});

const outcomes = async (l: ReturnType<typeof createLimiter>, key: string, n: number) => {
  const out: string[] = [];
  for (let i = 0; i < n; i++)
    out.push(
      await consumeWith(l, key).then(
        () => 'ok',
        (e: { appCode?: string }) => e.appCode ?? 'error',
      ),
    );
  return out;
};

describe('rate-limit stores', () => {
  it('keeps counters in Redis when a Redis URL is given, shared by every instance', async () => {
    const key = `redis-${randomUUID()}`;
    const instanceA = createLimiter(t.db, 'loginByAccountAtIp', REDIS_URL);
    const instanceB = createLimiter(t.db, 'loginByAccountAtIp', REDIS_URL);
    expect(await outcomes(instanceA, key, 6)).toEqual(Array(6).fill('ok'));
    expect(await outcomes(instanceB, key, 5)).toEqual([...Array(4).fill('ok'), 'RATE_LIMITED']);
    expect(await redis.get(`loginByAccountAtIp:${key}`)).toBe('11');
    expect(
      await t.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${key}%`)),
    ).toHaveLength(0);
    await redis.del(`loginByAccountAtIp:${key}`);
  });

  it('falls back to the database when Redis cannot be reached', async () => {
    const key = `fallback-${randomUUID()}`;
    const l = createLimiter(t.db, 'recoveryByAddress', 'redis://127.0.0.1:1');
    expect(await outcomes(l, key, 6)).toEqual([...Array(5).fill('ok'), 'RATE_LIMITED']);
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%${key}%`));
    expect(rows.map((r) => r.points)).toEqual([6]);
  });

  it('keeps counters in the database without a Redis URL', async () => {
    const key = `db-${randomUUID()}`;
    expect(await outcomes(createLimiter(t.db, 'recoveryByAddress'), key, 6)).toEqual([
      ...Array(5).fill('ok'),
      'RATE_LIMITED',
    ]);
    expect(
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `%${key}%`))
      )[0]?.points,
    ).toBe(6);
  });
});
