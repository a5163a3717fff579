/**
 * `GET /metrics` through the node:http listener: not served without METRICS_TOKEN, refused without
 * the right bearer, and with it Prometheus text whose counters move by exactly what the requests
 * did, with bounded label values (no id).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoUserId } from '@app/db';
import { defineJob, startJobs, type JobRuntime } from '../../../src/runtime/jobs';
import { loadAuthUser } from '../../../src/services/auth/current-user';
import { availableUnits, callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { createBooking, expireDueBookings } from '../../../src/services/booking-lifecycle';

const t = useTestDb();
const TOKEN = randomBytes(32).toString('base64url');
const off = useHttpServer(() => t.db, { metrics: () => ({ token: null }) });
const on = useHttpServer(() => t.db, {
  metrics: () => ({ token: TOKEN, dbHandle: t.handle }),
});

let jobs: JobRuntime | undefined;
afterAll(async () => {
  await jobs?.stop();
});

/** One sample: `name{a="x",b="y"} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped; label values unescaped). */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1] as string] = (l[2] as string).replace(/\\(.)/g, (_, c: string) =>
        c === 'n' ? '\n' : c,
      );
    samples.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return samples;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(): Promise<Sample[]> {
  const res = await fetch(`${on.base()}/metrics`, { headers: bearer(TOKEN) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parse(await res.text());
}

/** The value of the sample `name` whose labels include `labels`; 0 when absent. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found.reduce((sum, s) => sum + s.value, 0);
}

const as = (key: 'manager') => ({
  cookie: `sid=${demoUserId(key)}`,
  origin: on.base(),
  'content-type': 'application/json',
});
const call = (procedure: string, input: unknown) =>
  fetch(`${on.base()}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: as('manager'),
    body: JSON.stringify(input),
  });

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4,}/i;

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN: the path goes on like any unknown page (404)', async () => {
    const res = await fetch(`${off.base()}/metrics`, { headers: bearer(TOKEN) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ fallback: true });
  });

  it('refuses a missing, wrong or non-bearer credential with 401, and other methods with 405', async () => {
    for (const headers of [
      {},
      bearer('not-the-token'),
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ]) {
      const res = await fetch(`${on.base()}/metrics`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('http_requests_total');
    }
    const post = await fetch(`${on.base()}/metrics`, { method: 'POST', headers: bearer(TOKEN) });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('counts a booking created, a failed call and a document render exactly, by bounded labels', async () => {
    const [unit] = await availableUnits(t.db, 1);
    const before = await scrape();

    const created = await call('bookings.create', { unit });
    expect(created.status).toBe(200);
    const again = await call('bookings.create', { unit });
    expect(again.status).toBe(409);
    const document = await call('documents.commercialOffer', {
      units: [{ unit, options: [] }],
      manager: { name: 'Анна Петрова', phone: '+7 495 123-45-67', email: 'anna@demo.test' },
      phone: '+79991234567',
      name: 'Ёлкина Мария Сергеевна',
    });
    expect(document.status).toBe(200);
    const forged = await fetch(`${on.base()}/api/payments/webhook/SANDBOX`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt-1', type: 'payment.succeeded' }),
    });
    expect(forged.status).toBe(400);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    const create = { route: 'bookings.create' };
    expect(moved('http_requests_total', { ...create, status_class: '2xx' })).toBe(1);
    expect(moved('http_requests_total', { ...create, status_class: '4xx' })).toBe(1);
    expect(moved('http_requests_total', create)).toBe(2);
    expect(moved('http_request_duration_seconds_count', { ...create, status_class: '4xx' })).toBe(
      1,
    );
    const offer = { route: 'documents.commercialOffer', status_class: '2xx' };
    expect(moved('http_requests_total', offer)).toBe(1);
    expect(moved('http_request_duration_seconds_count', offer)).toBe(1);
    // Every duration falls in the histogram's +Inf bucket.
    expect(value(after, 'http_request_duration_seconds_bucket', { ...offer, le: '+Inf' })).toBe(
      value(after, 'http_request_duration_seconds_count', offer),
    );
    expect(moved('bookings_created_total')).toBe(1);
    expect(moved('documents_rendered_total', { kind: 'offer', outcome: 'ok' })).toBe(1);
    expect(moved('documents_rendered_total')).toBe(1);
    expect(moved('document_render_duration_seconds_count', { kind: 'offer' })).toBe(1);
    expect(moved('bookings_expired_total')).toBe(0);
    // A plain route by its pattern; the webhook by its provider and recorded outcome.
    const hook = { route: '/api/payments/webhook/:provider', status_class: '4xx' };
    expect(moved('http_requests_total', hook)).toBe(1);
    expect(moved('payment_webhooks_received_total')).toBe(1);
    expect(
      moved('payment_webhooks_received_total', {
        provider: 'SANDBOX',
        outcome: ((await forged.json()) as { outcome: string }).outcome.toLowerCase(),
      }),
    ).toBe(1);

    // Scrape-time gauges and Node's default metrics are there.
    expect(value(after, 'document_render_pool', { state: 'workers' })).toBeGreaterThan(0);
    expect(value(after, 'db_client_connections', { state: 'max' })).toBe(t.handle.activity().max);
    expect(value(after, 'db_client_connections', { state: 'in_flight' })).toBeGreaterThanOrEqual(0);
    expect(value(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    // No label value is an id (of the unit, the booking, the document, the user) or a raw path.
    const bookingId = ((await created.json()) as { result: { data: { item: { id: string } } } })
      .result.data.item.id;
    const text = await (await fetch(`${on.base()}/metrics`, { headers: bearer(TOKEN) })).text();
    for (const id of [unit as string, bookingId, demoUserId('manager')])
      expect(text).not.toContain(id);
    for (const s of after)
      for (const [k, v] of Object.entries(s.labels))
        if (k !== 'le' && k !== 'quantile' && k !== 'version')
          expect(v, `${s.name} ${k}`).not.toMatch(ID);
  }, 120_000); // a PDF render on a busy host (its workers run at nice 10) can take 20 s

  it('counts expiries (lazy and by the sweeper) and payments by provider and outcome', async () => {
    const head = await callerAs(t.db, 'head');
    const actor = await loadAuthUser(t.db, demoUserId('head'));
    if (!actor) throw new Error('the demo sales head is missing');
    const [lapsing, paid] = await availableUnits(t.db, 2, 5);
    const before = await scrape();
    await head.bookings.create({ unit: lapsing as string });
    const booking = await head.bookings.create({ unit: paid as string });
    await head.payments.confirmManual({ booking: booking.item.id });
    // A month on, booking the first unit again expires its lapsed booking first (lazily).
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    await createBooking(t.db, actor, { unit: lapsing as string }, later);
    // The sweeper, later still, expires every booking lapsed by then (the demo's too).
    const swept = await expireDueBookings(t.db, new Date(later.getTime() + 365 * 24 * 3600 * 1000));
    expect(swept).toBeGreaterThan(0);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('bookings_created_total')).toBe(3);
    expect(moved('bookings_expired_total', { via: 'lazy' })).toBe(1);
    expect(moved('bookings_expired_total', { via: 'sweeper' })).toBe(swept);
    expect(moved('payments_total', { provider: 'MANUAL', outcome: 'succeeded' })).toBe(1);
    expect(moved('payments_total')).toBe(1);
  });

  it("reports the job queues' depth per queue and counts failed job attempts", async () => {
    const failing = defineJob(z.unknown(), {
      queue: { retryLimit: 0 },
      run: () => Promise.reject(new Error('this job fails')),
    });
    const waiting = defineJob(z.unknown(), { queue: { retryLimit: 0 }, run: async () => {} });
    // Queues only (no workers): two jobs wait in `test.waiting`.
    jobs = await startJobs(t.handle, { jobs: { 'test.waiting': waiting }, work: false });
    await jobs.send('test.waiting');
    await jobs.send('test.waiting');
    await jobs.boss.supervise(); // pg-boss's monitor refreshes the counts (every 60 s otherwise)
    const queued = await scrape();
    expect(value(queued, 'job_queue_jobs', { queue: 'test.waiting', state: 'queued' })).toBe(2);
    expect(value(queued, 'job_queue_jobs', { queue: 'test.waiting', state: 'active' })).toBe(0);
    await jobs.stop();

    const before = value(queued, 'job_failures_total', { queue: 'test.failing' });
    jobs = await startJobs(t.handle, { jobs: { 'test.failing': failing }, pollSeconds: 0.5 });
    await jobs.send('test.failing');
    const deadline = Date.now() + 15_000;
    let failures = before;
    while (failures === before && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      failures = value(await scrape(), 'job_failures_total', { queue: 'test.failing' });
    }
    expect(failures - before).toBe(1);
  });
});
