import { afterAll, describe, expect, it } from 'vitest';
import { renderCommercialOffer } from '../../src';
import {
  createRenderPool,
  defaultPoolSize,
  estimateRetryAfter,
  RenderBusyError,
  RenderFailedError,
  RenderTimeoutError,
} from '../../src/pool';
import { offerSample, scheduleSample } from '../fixtures';

/*
 * The worker pool, with the test kinds ('slow' busy-loops, 'crash' throws inside the render,
 * 'exit' ends the worker) enabled only where a test asks for them. Workers start through tsx
 * (or the prebuilt dist/worker.mjs when it is fresh), which takes a second or two each.
 */
const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('estimateRetryAfter: when the queue is likely drained, not a constant', () => {
  it.each<[number, number, number, number]>([
    // ahead, workers, average ms → seconds
    [17, 1, 2600, 45], // a full queue of 16 + the running job at 2.6 s each: not "2"
    [17, 3, 2600, 15],
    [1, 1, 300, 1], // at least 1 s
    [0, 1, 0, 1],
    [1000, 1, 5000, 120], // at most 120 s
    [5, 0, 1000, 5], // no live worker counts as one
  ])('%i ahead on %i workers at %i ms → %i s', (ahead, workers, ms, seconds) => {
    expect(estimateRetryAfter(ahead, workers, ms)).toBe(seconds);
  });
});

// Workers start cold (tsx, react-pdf, fonts): generous limits for a loaded 2-core machine.
describe('a pool of two', { timeout: 60_000 }, () => {
  const pool = createRenderPool({ size: 2, workerData: { testKinds: true } });
  afterAll(() => pool.close());

  it('renders the real documents off the main thread, the same bytes as in-process', async () => {
    const [offer, schedule] = await Promise.all([
      pool.render('offer', offerSample),
      pool.render('schedule', scheduleSample(24)),
    ]);
    expect(offer.equals(await renderCommercialOffer(offerSample))).toBe(true);
    expect(schedule.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs two jobs at once on its two workers', async () => {
    const jobs = [pool.render('slow', { ms: 500 }), pool.render('slow', { ms: 500 })];
    expect(pool.stats()).toMatchObject({ busy: 2, queued: 0 });
    const [a, b] = (await Promise.all(jobs)).map(
      (bytes) => JSON.parse(bytes.toString()) as { start: number; end: number },
    );
    // The two busy loops overlap in time: each started before the other ended.
    expect(a && b && a.start < b.end && b.start < a.end).toBe(true);
  });

  it("a template's exception fails only its job; the worker stays and the next job succeeds", async () => {
    const before = pool.stats();
    const crash = pool.render('crash', { message: 'boom in a template' });
    const other = pool.render('slow', { ms: 50 });
    await expect(crash).rejects.toBeInstanceOf(RenderFailedError);
    await expect(crash).rejects.toThrow(/boom in a template/);
    await expect(other).resolves.toBeInstanceOf(Buffer);
    await expect(pool.render('offer', offerSample)).resolves.toBeInstanceOf(Buffer);
    expect(pool.stats().restarts).toBe(before.restarts);
  });

  it('a worker that exits is replaced; its job fails, the others go on', async () => {
    const before = pool.stats();
    const results = await Promise.all([
      settle(pool.render('exit', { code: 7 })),
      settle(pool.render('slow', { ms: 200 })),
    ]);
    expect(results[0]?.ok).toBe(false);
    const error = results[0]?.ok === false ? results[0].error : null;
    expect(error).toBeInstanceOf(RenderFailedError);
    expect(String(error)).toMatch(/worker exited with code: 7/);
    expect(results[1]?.ok).toBe(true);
    expect(pool.stats().restarts).toBe(before.restarts + 1);
    expect(pool.stats().workers).toBe(2);
    await expect(pool.render('offer', offerSample)).resolves.toBeInstanceOf(Buffer);
  });
});

describe('a pool of one with a queue of one', { timeout: 60_000 }, () => {
  const pool = createRenderPool({
    size: 1,
    maxQueue: 1,
    timeoutMs: 1500,
    workerData: { testKinds: true },
  });
  afterAll(() => pool.close());

  it('refuses a job beyond the queue at once with RenderBusyError', async () => {
    const running = pool.render('slow', { ms: 400 });
    const waiting = pool.render('slow', { ms: 10 });
    const started = performance.now();
    const refused = [
      settle(pool.render('slow', { ms: 10 })),
      settle(pool.render('offer', offerSample)),
    ];
    const results = await Promise.all(refused);
    expect(performance.now() - started).toBeLessThan(250);
    for (const r of results) {
      expect(r.ok).toBe(false);
      const error = r.ok ? null : r.error;
      expect(error).toBeInstanceOf(RenderBusyError);
      // 2 jobs ahead (one running, one waiting) on 1 worker at the recent average render time
      const { averageRenderMs } = pool.stats();
      expect((error as RenderBusyError).retryAfterSeconds).toBe(
        estimateRetryAfter(2, 1, averageRenderMs),
      );
    }
    await expect(running).resolves.toBeInstanceOf(Buffer);
    await expect(waiting).resolves.toBeInstanceOf(Buffer);
    expect(pool.stats().rejectedBusy).toBe(2);
  });

  it('a job over the time limit terminates its worker, which is replaced; the pool goes on', async () => {
    await pool.render('slow', { ms: 1 }); // the worker is up: the limit counts render time only
    const started = performance.now();
    await expect(pool.render('slow', { ms: 60_000 })).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(pool.stats()).toMatchObject({ timedOut: 1, restarts: 1, workers: 1 });
    await expect(pool.render('slow', { ms: 10 })).resolves.toBeInstanceOf(Buffer);
  });
});

describe('defaults and close()', { timeout: 60_000 }, () => {
  it('sizes itself from the cores, 1..4', () => {
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(1);
    expect(defaultPoolSize()).toBeLessThanOrEqual(4);
  });

  it('refuses the test kinds unless asked for', async () => {
    const pool = createRenderPool({ size: 1 });
    try {
      await expect(pool.render('exit', {})).rejects.toBeInstanceOf(RenderFailedError);
      await expect(pool.render('crash', {})).rejects.toThrow(/Unknown document kind/);
      expect(pool.stats()).toMatchObject({ restarts: 0, workers: 1 });
    } finally {
      await pool.close();
    }
  });

  it('close() fails the waiting jobs, lets the running one finish and ends every worker', async () => {
    const pool = createRenderPool({ size: 1, maxQueue: 4, workerData: { testKinds: true } });
    const running = pool.render('slow', { ms: 300 });
    const waiting = pool.render('slow', { ms: 10 });
    const closing = pool.close();
    await expect(waiting).rejects.toBeInstanceOf(RenderFailedError);
    await expect(running).resolves.toBeInstanceOf(Buffer);
    await closing;
    expect(pool.stats()).toMatchObject({ workers: 0, busy: 0, queued: 0 });
    await expect(pool.render('offer', offerSample)).rejects.toThrow(/closed/);
  });
});
