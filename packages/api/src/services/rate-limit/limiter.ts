import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimits, type Db } from '@app/db';
import { getEnv } from '../../env';
import { tooManyRequests } from '../../errors';
import { BatchedLimiter, dbHitStore, redisHitStore } from './batched';

/**
 * docs/api.md#authentication: sign-in failures 10/min per account and address, 100/min per address,
 * 30/min per account (from many addresses); recovery 5/hour per address; API
 * 600/min per user. Ours: documents 30/min per user (DOCUMENTS_PER_MINUTE; each is a PDF render),
 * Excel exports 10/min per user.
 * Login and recovery count exactly, one store write per try; the API limit is counted in memory and
 * shared in batches (batched.ts), so a read call writes nothing.
 */
export const RATE_LIMITS = {
  /** Sign-in failures: per account from one address, per address, per account from anywhere. */
  loginByAccountAtIp: { points: 10, duration: 60 },
  loginByIp: { points: 100, duration: 60 },
  loginByLogin: { points: 30, duration: 60 },
  recoveryByAddress: { points: 5, duration: 3600 },
  resetByIp: { points: 20, duration: 60 },
  apiByUser: { points: 600, duration: 60 },
  /** An API key's own limit (API_KEY_RATE_LIMIT_PER_MINUTE), counted like apiByUser. */
  apiByKey: { points: 600, duration: 60 },
  documentsByUser: { points: 30, duration: 60 },
  /** Excel exports (`GET /api/exports/<kind>.xlsx`): each may read 100,000 rows. */
  exportsByUser: { points: 10, duration: 60 },
  /**
   * E-mails to customers (`paymentLinks.send`, `documents.send`): 20/min per user
   * (CUSTOMER_SENDS_PER_MINUTE), every try counted.
   */
  sendsByUser: { points: 20, duration: 60 },
  /** Webhooks refused (bad signature or body) are stored; beyond this, from one address, 429. */
  refusedWebhookByIp: { points: 60, duration: 60 },
  /**
   * Unknown `/pay/<token>` and `/s/<code>` addresses asked by one client address: beyond this the
   * address gets 429 for every link, so codes cannot be guessed; other addresses are not touched.
   */
  linkMissByIp: { points: 30, duration: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

const limitOf = (name: RateLimitName) => {
  if (name === 'apiByUser')
    return { ...RATE_LIMITS.apiByUser, points: getEnv().API_RATE_LIMIT_PER_MINUTE };
  if (name === 'apiByKey')
    return { ...RATE_LIMITS.apiByKey, points: getEnv().API_KEY_RATE_LIMIT_PER_MINUTE };
  if (name === 'documentsByUser')
    return { ...RATE_LIMITS.documentsByUser, points: getEnv().DOCUMENTS_PER_MINUTE };
  if (name === 'sendsByUser')
    return { ...RATE_LIMITS.sendsByUser, points: getEnv().CUSTOMER_SENDS_PER_MINUTE };
  return RATE_LIMITS[name];
};

const redisClients = new Map<string, Redis>();
function redisClient(url: string): Redis {
  let client = redisClients.get(url);
  if (!client) {
    // Commands wait for the connection; one retry, then the limiter falls back to its insurance store.
    client = new Redis(url, { maxRetriesPerRequest: 1 });
    client.on('error', () => {}); // reported through the limiter's fallback, not as unhandled errors
    redisClients.set(url, client);
  }
  return client;
}

/**
 * A limiter whose counters every app instance shares: in Redis when a URL is given (REDIS_URL),
 * with the database as the insurance store if Redis fails; in the database otherwise (one atomic
 * upsert per hit in `rate_limits`).
 */
export function createLimiter(db: Db, name: RateLimitName, redisUrl?: string): RateLimiterAbstract {
  const opts = { keyPrefix: name, ...limitOf(name) };
  const inDb = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, ...opts });
  if (!redisUrl) return inDb;
  return new RateLimiterRedis({
    storeClient: redisClient(redisUrl),
    insuranceLimiter: inDb,
    ...opts,
  });
}

const limiters = new WeakMap<Db, Map<RateLimitName, RateLimiterAbstract>>();
/** The limits counted in memory and shared in batches (batched.ts): the API's, per user and per key. */
type BatchedName = 'apiByUser' | 'apiByKey';
const isBatched = (name: RateLimitName): name is BatchedName =>
  name === 'apiByUser' || name === 'apiByKey';
const apiLimiters = new WeakMap<Db, Map<BatchedName, BatchedLimiter>>();
const openApiLimiters = new Set<BatchedLimiter>();

/** The per-user (or per-key) API limit of this database: in memory, flushed every second to Redis or the database. */
export function createApiLimiter(
  db: Db,
  opts: { redisUrl?: string; flushMs?: number; points?: number; name?: BatchedName } = {},
): BatchedLimiter {
  const inDb = dbHitStore(db);
  const name = opts.name ?? 'apiByUser';
  const l = new BatchedLimiter({
    keyPrefix: name,
    points: opts.points ?? limitOf(name).points,
    durationMs: RATE_LIMITS[name].duration * 1000,
    store: opts.redisUrl ? redisHitStore(redisClient(opts.redisUrl), inDb) : inDb,
    flushMs: opts.flushMs,
  });
  openApiLimiters.add(l);
  return l;
}

function apiLimiter(db: Db, name: BatchedName): BatchedLimiter {
  let byName = apiLimiters.get(db);
  if (!byName) apiLimiters.set(db, (byName = new Map()));
  let l = byName.get(name);
  if (!l) byName.set(name, (l = createApiLimiter(db, { redisUrl: getEnv().REDIS_URL, name })));
  return l;
}

function limiter(db: Db, name: RateLimitName): RateLimiterAbstract {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let l = byName.get(name);
  if (!l) byName.set(name, (l = createLimiter(db, name, getEnv().REDIS_URL)));
  return l;
}

/** Keys longer than this are stored as their digest (the store's key column holds 255 characters). */
export const MAX_PLAIN_KEY = 128;

/**
 * The key as stored: lower case, and a long one (an e-mail of 255 characters, a forged
 * X-Forwarded-For) replaced by its SHA-256 digest, so no client value can overflow the store.
 */
export function storeKey(key: string): string {
  const lower = key.toLowerCase();
  return lower.length <= MAX_PLAIN_KEY
    ? lower
    : `sha256:${createHash('sha256').update(lower).digest('hex')}`;
}

/** Counts one hit against `name` for `key`; throws 429 with the seconds to wait when over the limit. */
export async function consumeWith(l: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await l.consume(storeKey(key));
  } catch (e) {
    if (e instanceof RateLimiterRes)
      throw tooManyRequests(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    throw e;
  }
}

export const consume = async (db: Db, name: RateLimitName, key: string) =>
  isBatched(name)
    ? apiLimiter(db, name).consume(storeKey(key))
    : consumeWith(limiter(db, name), key);

/**
 * The seconds `key` must wait because it has used up `name`'s limit, or 0: checks without counting
 * (what is counted is the failures, with `consume`).
 */
export async function blockedFor(db: Db, name: RateLimitName, key: string): Promise<number> {
  const res = await limiter(db, name).get(storeKey(key));
  if (!res || res.consumedPoints < limitOf(name).points) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Gives back one hit (a successful sign-in should not count against its IP address). */
export async function refund(db: Db, name: RateLimitName, key: string): Promise<void> {
  await limiter(db, name).reward(storeKey(key), 1);
}

/** Clears a key after a success (a correct login resets its per-login counter). */
export async function reset(db: Db, name: RateLimitName, key: string): Promise<void> {
  await limiter(db, name).delete(storeKey(key));
}

/** Flushes the API counters and closes Redis connections (tests, shutdown). */
export async function closeRateLimitStores(): Promise<void> {
  await Promise.all([...openApiLimiters].map((l) => l.close().catch(() => undefined)));
  openApiLimiters.clear();
  await Promise.all([...redisClients.values()].map((c) => c.quit().catch(() => undefined)));
  redisClients.clear();
}
