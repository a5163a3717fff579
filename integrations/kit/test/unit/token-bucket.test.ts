import { describe, expect, it } from 'vitest';
import { tokenBucket } from '../../src';

describe('the token bucket', () => {
  it('lets a burst through, then one token per 1/rate seconds, refilling with time', async () => {
    let now = 0;
    const waits: number[] = [];
    const bucket = tokenBucket({
      perSecond: 10,
      burst: 3,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    for (let i = 0; i < 5; i++) await bucket.take();
    expect(waits).toEqual([100, 100]);
    now += 1000; // a second idle: the bucket is full again, never more than its burst
    waits.length = 0;
    for (let i = 0; i < 4; i++) await bucket.take();
    expect(waits).toEqual([100]);
  });

  it('serves concurrent callers in order, never crediting a timer that fired late', async () => {
    // Virtual timers: the first wait fires 150 ms late, the others on time.
    let now = 0;
    let late = 150;
    const timers: { at: number; wake: () => void }[] = [];
    const bucket = tokenBucket({
      perSecond: 5,
      burst: 1,
      now: () => now,
      sleep: (ms) =>
        new Promise<void>((wake) => {
          timers.push({ at: now + ms + late, wake });
          late = 0;
        }),
    });
    const woke: number[] = [];
    const all = Promise.all(
      Array.from({ length: 6 }, () => bucket.take().then(() => void woke.push(now))),
    );
    for (let i = 0; i < 50 && woke.length < 6; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      timers.sort((a, b) => a.at - b.at);
      const timer = timers.shift();
      if (timer) {
        now = Math.max(now, timer.at);
        timer.wake();
      }
    }
    await all;
    const gaps = woke.slice(1).map((t, i) => t - (woke[i] ?? 0));
    expect(gaps).toHaveLength(5);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => tokenBucket({ perSecond: 0 })).toThrow();
  });
});
