/**
 * The app's HTTP listener on a real socket on 127.0.0.1 for the HTTP tests: production's code path
 * for everything under /api except next-auth; the rest reaches `fallback`, which answers 404 with
 * the forwarded address it was handed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Db, DbHandle } from '@app/db';
import { parseTrustedProxies } from '../src/lib/client-address';
import { answerClientError, createRequestListener } from '../src/runtime/app';
import type { ReadinessSources } from '../src/runtime/probes';

export interface ServerOptions {
  /** `TRUSTED_PROXIES` for this server; default none (the socket's address counts). */
  trustedProxies?: string;
  /** The session cookie check; default: the cookie `sid=<user id>` is that user. */
  sessionFromCookie?: (cookie: string | undefined) => Promise<string | null>;
  /** `METRICS_TOKEN` (null: unset) and the database whose activity `/metrics` reports. */
  metrics?: () => { token: string | null; dbHandle?: DbHandle };
  /** What `/readyz` checks; default the process's (no database booted: not ready). */
  readiness?: ReadinessSources;
}

const testSession = async (cookie: string | undefined) =>
  /(?:^|;\s*)sid=([\w-]+)/.exec(cookie ?? '')?.[1] ?? null;

/** Starts the listener for the file's tests; `base()` is its origin once started. */
export function useHttpServer(db: () => Db, opts: ServerOptions = {}) {
  let server: http.Server | undefined;
  let origin = '';
  beforeAll(async () => {
    const created = http.createServer(
      createRequestListener({
        db: db(),
        trustedProxies: parseTrustedProxies(opts.trustedProxies ?? ''),
        sessionFromCookie: opts.sessionFromCookie ?? testSession,
        ...(opts.metrics ? { metrics: opts.metrics() } : {}),
        readiness: opts.readiness,
        fallback: (req, res) => {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ fallback: true, forwardedFor: req.headers['x-forwarded-for'] }));
        },
      }),
    );
    created.on('clientError', answerClientError);
    await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(created.address() as AddressInfo).port}`;
    server = created;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return { base: () => origin };
}
