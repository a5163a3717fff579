/**
 * `GET /metrics` (docs/api.md#plain-routes): lib/metrics.ts's registry as Prometheus text, answered
 * by the listener before the API's pipeline, only to `Authorization: Bearer <METRICS_TOKEN>`
 * (unset: not served, 404; a wrong token: 401 with `WWW-Authenticate: Bearer`).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DbHandle } from '@app/db';
import { sameSignature } from '../lib/constant-time';
import { countScrapeError, metricsText, setDbClient, startProcessMetrics } from '../lib/metrics';
import { readRenderPoolMetrics } from '../services/documents';
import { readJobQueueMetrics } from './jobs';

export const METRICS_PATH = '/metrics';
/** How long a scrape waits for one reading (a scraper's default timeout is 10 s). */
export const SOURCE_TIMEOUT_MS = 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `header` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, expected: Uint8Array): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  // A missing credential is still compared, so a refusal takes the same time either way.
  return sameSignature(digest(match?.[1] ?? ''), expected) && match !== null;
}

/**
 * Runs `read`; a failure or a timeout counts as a scrape error of `source` and answers anyway (its
 * gauges keep their last value), so a scrape never hangs on the database.
 */
async function reading(source: string, read: () => Promise<void> | void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), SOURCE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(read), timeout]);
    if (outcome === 'timeout') countScrapeError(source);
  } catch {
    countScrapeError(source);
  } finally {
    clearTimeout(timer);
  }
}

export interface MetricsEndpointOptions {
  token: string;
  /** The database client whose activity is reported (the process's, once booted). */
  dbHandle: () => DbHandle | undefined;
}

function answer(res: ServerResponse, status: number, headers: Record<string, string>, body = '') {
  res.writeHead(status, {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

/** The `/metrics` handler for `token`; also starts Node's default process metrics. */
export function metricsEndpoint(opts: MetricsEndpointOptions) {
  const expected = digest(opts.token);
  startProcessMetrics();
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answer(
        res,
        405,
        { allow: 'GET, HEAD', 'content-type': 'text/plain' },
        'Method not allowed\n',
      );
      return;
    }
    if (!bearerMatches(req.headers.authorization, expected)) {
      answer(
        res,
        401,
        { 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain' },
        'A bearer token is required\n',
      );
      return;
    }
    const handle = opts.dbHandle();
    await Promise.all([
      reading('jobs', readJobQueueMetrics),
      reading('documents', readRenderPoolMetrics),
      reading('database', () => {
        if (handle) setDbClient(handle.activity());
      }),
    ]);
    const text = await metricsText();
    answer(res, 200, { 'content-type': text.contentType }, text.body); // no body for HEAD (Node)
  };
}
