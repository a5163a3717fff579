import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { rateLimits, type Db } from '@app/db';
import { tooManyRequests } from '../../errors';
import { log } from '../../lib/log';

/**
 * The per-user API limit without a write per call. Every call is counted in memory; every
 * `flushMs` the counts of all keys go to the shared store in one round trip (one statement on the
 * database, one pipeline on Redis), which answers each key's total over every instance. A call is
 * refused when the last known total plus this instance's unflushed calls reaches the limit.
 * So the limit holds across instances, late by at most one flush interval of the other
 * instances' calls; login and recovery limits stay exact (limiter.ts).
 */

/** What the shared store knows of a key after a flush: the total in its window and when it ends. */
export interface KeyTotal {
  key: string;
  points: number;
  expireMs: number;
}

/** Adds counts to keys' current windows (a new window of `durationMs` when none runs) and answers the totals. */
export type HitStore = (
  hits: { key: string; n: number }[],
  durationMs: number,
) => Promise<KeyTotal[]>;

/** The `rate_limits` table, with the same rows and window rule as rate-limiter-flexible's Drizzle store. */
export function dbHitStore(db: Db): HitStore {
  return async (hits, durationMs) => {
    const now = Date.now();
    const expired = sql`${rateLimits.expire} <= ${sql.param(new Date(now), rateLimits.expire)}`;
    const rows = await db
      .insert(rateLimits)
      .values(hits.map((h) => ({ key: h.key, points: h.n, expire: new Date(now + durationMs) })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          points: sql`case when ${expired} then excluded.points else ${rateLimits.points} + excluded.points end`,
          expire: sql`case when ${expired} then excluded.expire else ${rateLimits.expire} end`,
        },
      })
      .returning({ key: rateLimits.key, points: rateLimits.points, expire: rateLimits.expire });
    return rows.map((r) => ({
      key: r.key,
      points: r.points,
      expireMs: r.expire?.getTime() ?? now + durationMs,
    }));
  };
}

/** Redis: INCRBY, a window set on the key's first count (PEXPIRE NX), and its time left. */
export function redisHitStore(client: Redis, fallback: HitStore): HitStore {
  return async (hits, durationMs) => {
    try {
      const pipe = client.multi();
      for (const h of hits) pipe.incrby(h.key, h.n).pexpire(h.key, durationMs, 'NX').pttl(h.key);
      const replies = (await pipe.exec()) ?? [];
      const now = Date.now();
      return hits.map((h, i) => {
        const [countErr, count] = replies[i * 3] ?? [];
        const [ttlErr, ttl] = replies[i * 3 + 2] ?? [];
        if (countErr || ttlErr) throw countErr ?? ttlErr;
        return { key: h.key, points: Number(count), expireMs: now + Math.max(0, Number(ttl)) };
      });
    } catch {
      // Redis is down: the database keeps counting (as the exact limiters' insurance store does).
      return fallback(hits, durationMs);
    }
  };
}

interface KeyState {
  /** The shared total at the last flush (every instance), within the window ending at `windowEnd`. */
  shared: number;
  /** Calls counted here and not yet flushed. */
  pending: number;
  /**
   * Calls of a flush still on its way to the store: counted until its answer's total includes
   * them (without this, a call made during a flush saw neither them nor the new total).
   */
  sending: number;
  windowEnd: number;
}

export interface BatchedLimiterOptions {
  keyPrefix: string;
  points: number;
  durationMs: number;
  store: HitStore;
  /** How often the counts go to the store; default 1 s. */
  flushMs?: number;
}

export class BatchedLimiter {
  private readonly keys = new Map<string, KeyState>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly opts: BatchedLimiterOptions) {}

  /** Counts one call of `key`; throws 429 with the seconds to wait when the limit is reached. */
  consume(key: string, now = Date.now()): void {
    let state = this.keys.get(key);
    if (!state || (state.windowEnd <= now && state.pending === 0 && state.sending === 0)) {
      state = { shared: 0, pending: 0, sending: 0, windowEnd: now + this.opts.durationMs };
      this.keys.set(key, state);
    } else if (state.windowEnd <= now) {
      state.shared = 0;
      state.windowEnd = now + this.opts.durationMs;
    }
    if (state.shared + state.sending + state.pending >= this.opts.points)
      throw tooManyRequests(Math.max(1, Math.ceil((state.windowEnd - now) / 1000)));
    state.pending += 1;
    this.schedule();
  }

  /** Sends every unflushed count to the store now (also the timer's work); one flush at a time. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    // Keys with new calls, and keys past half their limit (with 0: their total over every instance
    // is read back, so a key another instance used up is refused here too).
    const half = this.opts.points / 2;
    const now = Date.now();
    const batch = [...this.keys]
      .filter(([, s]) => s.pending > 0 || (s.shared >= half && s.windowEnd > now))
      .map(([key, s]) => ({ key, n: s.pending }))
      .sort((a, b) => (a.key < b.key ? -1 : 1)); // one order for every instance: no deadlock
    if (batch.length === 0) return this.forgetEnded();
    this.flushing = this.send(batch).finally(() => (this.flushing = null));
    await this.flushing;
  }

  /** Stops the timer after a last flush (shutdown, tests). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async send(batch: { key: string; n: number }[]): Promise<void> {
    const prefix = `${this.opts.keyPrefix}:`;
    for (const { key, n } of batch) {
      const state = this.keys.get(key) as KeyState;
      state.pending -= n;
      state.sending += n;
    }
    try {
      const hits = batch.map((b) => ({ key: prefix + b.key, n: b.n }));
      const sent = new Map(hits.map((h) => [h.key, h.n]));
      const totals = await this.opts.store(hits, this.opts.durationMs);
      for (const t of totals) {
        const state = this.keys.get(t.key.slice(prefix.length));
        if (!state) continue;
        state.sending -= sent.get(t.key) ?? 0;
        state.shared = t.points;
        state.windowEnd = t.expireMs;
      }
    } catch (e) {
      // The store failed: the counts stay here for the flush after the next call; this instance
      // still limits on its own meanwhile. Logged without the statement and its parameters.
      for (const { key, n } of batch) {
        const state = this.keys.get(key) as KeyState;
        state.sending -= n;
        state.pending += n;
      }
      const cause = (e as { cause?: { message?: string } }).cause?.message;
      log.error(
        { component: 'rate-limit', counters: batch.length, reason: cause ?? 'store error' },
        'flush of the rate-limit counters failed',
      );
    }
    this.forgetEnded();
  }

  private forgetEnded(now = Date.now()): void {
    for (const [key, s] of this.keys)
      if (s.pending === 0 && s.sending === 0 && s.windowEnd <= now) this.keys.delete(key);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.opts.flushMs ?? 1000);
    this.timer.unref();
  }
}
