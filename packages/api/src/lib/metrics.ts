/**
 * The process's metrics (prom-client), served at `GET /metrics` (runtime/metrics-route.ts): one
 * registry, the metric objects and small functions any layer calls, and the scrape-time gauges'
 * setters (`setJobQueues`, `setRenderPool`, `setDbClient`).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Outcomes of a PDF render (services/documents/render.ts). */
export type RenderOutcome = 'ok' | 'busy' | 'timeout' | 'failed';
/** Outcomes of an outgoing webhook delivery attempt (none are sent yet). */
export type WebhookDeliveryOutcome = 'delivered' | 'retrying' | 'failed';
/** A payment as recorded: its status in lower case. */
export type PaymentOutcome = 'succeeded' | 'refund_required' | 'failed';

const RENDER_KINDS = ['offer', 'schedule'] as const;
const RENDER_OUTCOMES: readonly RenderOutcome[] = ['ok', 'busy', 'timeout', 'failed'];

// Every label value comes from a closed set in the code (a procedure or route pattern, a status
// class, a queue, an outcome), never an id, a raw path or user input: each combination is a series
// kept for the process's life (docs/decisions.md, Metrics).
function createMetrics() {
  const registry = new Registry();
  const of = { registers: [registry] };
  return {
    registry,
    defaultsStarted: false,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by procedure or route and status class',
      labelNames: ['route', 'status_class'] as const,
      ...of,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by procedure or route and status class',
      labelNames: ['route', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ...of,
    }),
    bookingsCreated: new Counter({
      name: 'bookings_created_total',
      help: 'Bookings created',
      ...of,
    }),
    bookingsExpired: new Counter({
      name: 'bookings_expired_total',
      help: 'Bookings expired, by the sweeper job or lazily by a write that found one lapsed',
      labelNames: ['via'] as const,
      ...of,
    }),
    payments: new Counter({
      name: 'payments_total',
      help: 'Payments recorded, by provider (MANUAL: confirmed at the office) and outcome',
      labelNames: ['provider', 'outcome'] as const,
      ...of,
    }),
    paymentWebhooks: new Counter({
      name: 'payment_webhooks_received_total',
      help: "Payment providers' webhooks received, by provider and outcome",
      labelNames: ['provider', 'outcome'] as const,
      ...of,
    }),
    webhookDeliveries: new Counter({
      name: 'webhook_deliveries_total',
      help: 'Outgoing webhook delivery attempts, by outcome',
      labelNames: ['outcome'] as const,
      ...of,
    }),
    documentsRendered: new Counter({
      name: 'documents_rendered_total',
      help: 'PDF renders, by document kind and outcome',
      labelNames: ['kind', 'outcome'] as const,
      ...of,
    }),
    renderDuration: new Histogram({
      name: 'document_render_duration_seconds',
      help: 'Time a PDF render took, its wait in the pool queue included, by kind',
      labelNames: ['kind'] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      ...of,
    }),
    renderPool: new Gauge({
      name: 'document_render_pool',
      help: 'The PDF render pool: worker threads, busy workers, jobs waiting (state)',
      labelNames: ['state'] as const,
      ...of,
    }),
    jobQueue: new Gauge({
      name: 'job_queue_jobs',
      help: 'Jobs per queue and state (queued: waiting, retries included; active; failed: kept)',
      labelNames: ['queue', 'state'] as const,
      ...of,
    }),
    jobFailures: new Counter({
      name: 'job_failures_total',
      help: 'Job attempts that failed (each retry counts), by queue',
      labelNames: ['queue'] as const,
      ...of,
    }),
    dbClient: new Gauge({
      name: 'db_client_connections',
      help:
        "The app's database client: statements and transactions in flight (in_flight; above max " +
        'they wait for a connection) and the pool size (max)',
      labelNames: ['state'] as const,
      ...of,
    }),
    scrapeErrors: new Counter({
      name: 'metrics_scrape_source_errors_total',
      help: 'Scrape-time readings that failed or timed out (their gauges keep the last value)',
      labelNames: ['source'] as const,
      ...of,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

// On globalThis: one registry per process, whichever copy of this module a part of the server
// loaded (Next.js may load the API's modules a second time).
const holder = globalThis as unknown as { __appMetrics?: Metrics };
const metrics: Metrics = (holder.__appMetrics ??= initialised(createMetrics()));

/** Known label combinations start at 0, so a rate is defined from the first scrape on. */
function initialised(m: Metrics): Metrics {
  m.bookingsExpired.labels('sweeper').inc(0);
  m.bookingsExpired.labels('lazy').inc(0);
  for (const kind of RENDER_KINDS)
    for (const outcome of RENDER_OUTCOMES) m.documentsRendered.labels(kind, outcome).inc(0);
  for (const outcome of ['delivered', 'retrying', 'failed'] as const)
    m.webhookDeliveries.labels(outcome).inc(0);
  return m;
}

/** Node's default process metrics (CPU, memory, event loop lag, GC, handles), started once. */
export function startProcessMetrics(): void {
  if (metrics.defaultsStarted) return;
  metrics.defaultsStarted = true;
  collectDefaultMetrics({ register: metrics.registry });
}

/** `2xx` for 204; `aborted` when no answer was sent (the client left); `other` outside 100..599. */
export function statusClass(status: number | null): string {
  if (status === null) return 'aborted';
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

interface HttpSeries {
  count: ReturnType<Metrics['httpRequests']['labels']>;
  duration: ReturnType<Metrics['httpDuration']['labels']>;
}
/** The children by `route status`: a request costs one Map lookup, not a label hash. */
const httpSeries = new Map<string, HttpSeries>();

/**
 * One request, when its answer is done: `route` is its bounded label (runtime/request-label.ts),
 * `status` null when no answer was sent, `ms` its duration in milliseconds (the log line's).
 */
export function observeRequest(route: string, status: number | null, ms: number): void {
  const cls = statusClass(status);
  const key = `${route} ${cls}`;
  let series = httpSeries.get(key);
  if (!series) {
    series = {
      count: metrics.httpRequests.labels(route, cls),
      duration: metrics.httpDuration.labels(route, cls),
    };
    httpSeries.set(key, series);
  }
  series.count.inc();
  series.duration.observe(ms / 1000);
}

export const countBookingCreated = (): void => metrics.bookingsCreated.inc();

export const countBookingsExpired = (via: 'sweeper' | 'lazy', n = 1): void => {
  if (n > 0) metrics.bookingsExpired.labels(via).inc(n);
};

/** `provider`: a provider's name as the code knows it (MANUAL, SANDBOX), never the request's. */
export const countPayment = (provider: string, outcome: PaymentOutcome): void =>
  metrics.payments.labels(provider, outcome).inc();

/** `outcome`: the webhook's recorded outcome (WEBHOOK_OUTCOMES or DUPLICATE), in lower case. */
export const countPaymentWebhook = (provider: string, outcome: string): void =>
  metrics.paymentWebhooks.labels(provider, outcome.toLowerCase()).inc();

export const countWebhookDelivery = (outcome: WebhookDeliveryOutcome): void =>
  metrics.webhookDeliveries.labels(outcome).inc();

/** One render: its outcome and, when it produced a PDF, how long it took. */
export function countDocumentRender(
  kind: (typeof RENDER_KINDS)[number],
  outcome: RenderOutcome,
  seconds: number,
): void {
  metrics.documentsRendered.labels(kind, outcome).inc();
  if (outcome === 'ok') metrics.renderDuration.labels(kind).observe(seconds);
}

export const countJobFailure = (queue: string): void => metrics.jobFailures.labels(queue).inc();

export interface QueueReading {
  name: string;
  queuedCount: number;
  activeCount: number;
  failedCount: number;
}

export function setJobQueues(queues: readonly QueueReading[]): void {
  for (const q of queues) {
    metrics.jobQueue.labels(q.name, 'queued').set(q.queuedCount);
    metrics.jobQueue.labels(q.name, 'active').set(q.activeCount);
    metrics.jobQueue.labels(q.name, 'failed').set(q.failedCount);
  }
}

export function setRenderPool(stats: { workers: number; busy: number; queued: number }): void {
  metrics.renderPool.labels('workers').set(stats.workers);
  metrics.renderPool.labels('busy').set(stats.busy);
  metrics.renderPool.labels('queued').set(stats.queued);
}

export function setDbClient(activity: { inFlight: number; max: number }): void {
  metrics.dbClient.labels('in_flight').set(activity.inFlight);
  metrics.dbClient.labels('max').set(activity.max);
}

export const countScrapeError = (source: string): void => metrics.scrapeErrors.labels(source).inc();

/** The registry's text (Prometheus exposition format 0.0.4) and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
