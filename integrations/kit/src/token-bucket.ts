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
  const refill = () => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - at) / 1000) * o.perSecond);
    at = t;
  };
  // Callers are served one after another, in order, and a token is counted when its caller
  // actually wakes: a timer that fires late never lets the next caller in early (no credit for
  // the lateness). With burst 1, consecutive callers are at least 1/perSecond apart.
  let queue: Promise<void> = Promise.resolve();
  return {
    take() {
      const turn = queue.then(async () => {
        refill();
        if (tokens < 1) {
          await sleep(Math.ceil(((1 - tokens) / o.perSecond) * 1000));
          refill();
        }
        tokens = Math.max(0, tokens - 1);
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
