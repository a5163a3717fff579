/** The kit's HTTP client against a real local server: deadlines, retries, Retry-After, keys. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, retryAfterMs, type HttpClientOptions } from '../../src';
import { startFakeServer, type FakeServer } from '../../src/testing';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());

/** A client whose waits are recorded, not slept (random 1: the backoff's upper bound). */
function client(o: Partial<HttpClientOptions> = {}) {
  const waits: number[] = [];
  const c = httpClient({
    name: 'test',
    random: () => 1,
    sleep: async (ms) => void waits.push(ms),
    ...o,
  });
  return { c, waits };
}

/** Answers the given statuses in turn (the last one from then on), each with its headers. */
function answers(...list: [number, Record<string, string>?][]) {
  server.requests.length = 0;
  let i = 0;
  server.answer((_req, res) => {
    const [status, headers] = list[Math.min(i++, list.length - 1)] ?? [200];
    res.writeHead(status, headers).end(`answer ${i}`);
  });
}

describe('the kit HTTP client', () => {
  it('retries a 5xx with exponential backoff, then returns the answer', async () => {
    answers([503], [502], [200]);
    const { c, waits } = client({ backoff: { baseMs: 100, maxMs: 10_000 } });
    const res = await c.request(server.url('/x'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('answer 3');
    expect(waits).toEqual([100, 200]);
    expect(server.requests).toHaveLength(3);
  });

  it('draws the backoff at random below its cap (full jitter)', async () => {
    answers([500], [500], [500], [200]);
    const { c, waits } = client({
      random: () => 0.5,
      retries: 3,
      backoff: { baseMs: 100, maxMs: 300 },
    });
    expect((await c.request(server.url())).status).toBe(200);
    expect(waits).toEqual([50, 100, 150]);
  });

  it('gives up after its retries and returns the last error answer', async () => {
    answers([500]);
    const { c } = client({ retries: 1 });
    expect((await c.request(server.url())).status).toBe(500);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After on a 429, and stops when it asks for too long', async () => {
    answers([429, { 'retry-after': '2' }], [200]);
    const { c, waits } = client();
    expect((await c.request(server.url())).status).toBe(200);
    expect(waits).toEqual([2000]);

    answers([429, { 'retry-after': '3600' }], [200]);
    const long = client({ maxRetryAfterMs: 60_000 });
    expect((await long.c.request(server.url())).status).toBe(429);
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a 4xx other than 429', async () => {
    answers([404], [200]);
    const { c } = client();
    expect((await c.request(server.url())).status).toBe(404);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a POST only with an idempotency key, sent unchanged on every attempt', async () => {
    answers([503], [201]);
    const { c } = client();
    expect((await c.request(server.url(), { method: 'POST', body: '{}' })).status).toBe(503);
    expect(server.requests).toHaveLength(1);

    answers([503], [201]);
    const keyed = client({ idempotencyHeader: 'Idempotence-Key' });
    const res = await keyed.c.request(server.url(), {
      method: 'POST',
      body: '{"a":1}',
      idempotencyKey: 'k-1',
    });
    expect(res.status).toBe(201);
    expect(server.requests.map((r) => [r.headers['idempotence-key'], r.body])).toEqual([
      ['k-1', '{"a":1}'],
      ['k-1', '{"a":1}'],
    ]);
  });

  it('ends an attempt at its deadline and retries it as a network error', async () => {
    server.requests.length = 0;
    server.answer(() => undefined); // never answers
    const { c, waits } = client({ timeoutMs: 100, retries: 1 });
    await expect(c.request(server.url())).rejects.toThrow(/timeout|aborted/i);
    expect(server.requests).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('retries a refused connection, then throws its error', async () => {
    const gone = await startFakeServer();
    const url = gone.url();
    await gone.close();
    const retried: string[] = [];
    const { c } = client({ retries: 2, onRetry: (r) => void retried.push(r.reason) });
    await expect(c.request(url)).rejects.toThrow();
    expect(retried).toHaveLength(2);
  });

  it('waits for the rate limit between requests', async () => {
    answers([200]);
    const { c, waits } = client({ rateLimit: { perSecond: 2, burst: 1 } });
    for (let i = 0; i < 3; i++) await c.request(server.url());
    // The first goes at once; the next ones wait about half a second each (less what has passed).
    expect(waits).toHaveLength(2);
    for (const w of waits) expect(w).toBeGreaterThan(400);
  });
});

describe('Retry-After', () => {
  it('reads delta seconds and HTTP dates', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(retryAfterMs(new Date(now - 30_000).toUTCString(), now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
