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

  it('refuses a rate that is not positive', () => {
    expect(() => tokenBucket({ perSecond: 0 })).toThrow();
  });
});
