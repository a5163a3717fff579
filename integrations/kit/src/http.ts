import { timingSafeEqual } from 'node:crypto';
import { tokenBucket, type TokenBucket } from './token-bucket';

/**
 * The connectors' HTTP client over global fetch: a deadline per attempt, retries with exponential
 * backoff and full jitter on 429, 5xx and network errors (Retry-After honoured), a token bucket
 * per client (one client per connector), and an idempotency key sent unchanged on every attempt.
 */
export interface HttpClientOptions {
  /** The connector's name, in errors. */
  name: string;
  /** Deadline of one attempt, headers and body. Default 10 s. */
  timeoutMs?: number;
  /** Attempts after the first. Default 2. */
  retries?: number;
  /** Backoff before retry n (from 0): random in [0, min(maxMs, baseMs × 2ⁿ)]. */
  backoff?: { baseMs: number; maxMs: number };
  /** A Retry-After longer than this ends the retries (the answer is returned). Default 60 s. */
  maxRetryAfterMs?: number;
  rateLimit?: { perSecond: number; burst?: number };
  /** The header the key goes in (YooKassa: Idempotence-Key). Default Idempotency-Key. */
  idempotencyHeader?: string;
  fetch?: typeof fetch;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told before each retry (the connector logs it). */
  onRetry?: (retry: { attempt: number; delayMs: number; reason: string }) => void;
}

export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  /** Re-sent as is on a retry, so never a stream. */
  body?: string | Uint8Array<ArrayBuffer> | URLSearchParams;
  /** Makes a POST/PATCH retryable: the provider answers a repeated key with the first result. */
  idempotencyKey?: string;
  timeoutMs?: number;
  retries?: number;
  /** fetch's redirect mode. Default follow. */
  redirect?: 'follow' | 'manual' | 'error';
}

export interface HttpClient {
  readonly name: string;
  /** The last answer (any status) or the last network error thrown. */
  request(url: string | URL, req?: HttpRequest): Promise<Response>;
}

const RETRYABLE_STATUS = (s: number) => s === 429 || s >= 500;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as milliseconds (delta seconds or an HTTP date), null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function httpClient(o: HttpClientOptions): HttpClient {
  const doFetch = o.fetch ?? ((input, init) => fetch(input, init));
  const sleep = o.sleep ?? realSleep;
  const random = o.random ?? Math.random;
  const backoff = o.backoff ?? { baseMs: 200, maxMs: 10_000 };
  const maxRetryAfter = o.maxRetryAfterMs ?? 60_000;
  const bucket: TokenBucket | null = o.rateLimit ? tokenBucket({ ...o.rateLimit, sleep }) : null;
  const keyHeader = o.idempotencyHeader ?? 'Idempotency-Key';
  const jitter = (n: number) =>
    Math.round(random() * Math.min(backoff.maxMs, backoff.baseMs * 2 ** n));

  return {
    name: o.name,
    async request(url, req = {}) {
      const method = (req.method ?? 'GET').toUpperCase();
      const headers = { ...req.headers };
      if (req.idempotencyKey) headers[keyHeader] = req.idempotencyKey;
      const retryable = SAFE_METHODS.has(method) || req.idempotencyKey !== undefined;
      const retries = retryable ? (req.retries ?? o.retries ?? 2) : 0;
      const timeoutMs = req.timeoutMs ?? o.timeoutMs ?? 10_000;
      for (let attempt = 0; ; attempt++) {
        await bucket?.take();
        let res: Response;
        try {
          res = await doFetch(url, {
            method,
            headers,
            body: req.body,
            redirect: req.redirect ?? 'follow',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (e) {
          if (attempt >= retries) throw e;
          const delayMs = jitter(attempt);
          o.onRetry?.({ attempt: attempt + 1, delayMs, reason: (e as Error).message });
          await sleep(delayMs);
          continue;
        }
        if (!RETRYABLE_STATUS(res.status) || attempt >= retries) return res;
        const after = retryAfterMs(res.headers.get('retry-after'));
        if (after !== null && after > maxRetryAfter) return res;
        await res.body?.cancel();
        const delayMs = after ?? jitter(attempt);
        o.onRetry?.({ attempt: attempt + 1, delayMs, reason: `HTTP ${res.status}` });
        await sleep(delayMs);
      }
    },
  };
}

/** Whether two signatures are the same bytes, in time independent of where they differ. */
export const sameSignature = (given: Uint8Array, expected: Uint8Array): boolean =>
  given.length === expected.length && timingSafeEqual(given, expected);
