/** A token bucket: `perSecond` tokens added continuously, at most `burst` kept; take() waits for one. */
export interface TokenBucket {
  take(): Promise<void>;
}

export interface TokenBucketOptions {
  perSecond: number;
  burst?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function tokenBucket(o: TokenBucketOptions): TokenBucket {
  if (!(o.perSecond > 0)) throw new Error('a rate limit needs perSecond > 0');
  const burst = Math.max(1, o.burst ?? Math.ceil(o.perSecond));
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? realSleep;
  let tokens = burst;
  let at = now();
  // Each caller reserves its token at once (tokens may go negative), then waits for its turn:
  // concurrent callers are served in order, never more than the rate.
  return {
    async take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) / 1000) * o.perSecond);
      at = t;
      tokens -= 1;
      if (tokens < 0) await sleep(Math.ceil((-tokens / o.perSecond) * 1000));
    },
  };
}
