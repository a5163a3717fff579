/**
 * Every path the server answers, in order, on Hono (docs/decisions.md, "One request path"): the
 * table of contents of the HTTP side. `@app/api/listener`; apps/web/server.ts serves it on node:http.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import type { Db, DbHandle } from '@app/db';
import { CUSTOMER_PAGE_PREFIXES, CUSTOMER_PAGE_ROUTES } from '../customer-pages';
import { getEnv } from '../env';
import { AppError } from '../errors';
import { parseTrustedProxies } from '../lib/client-address';
import { securityHeaders, withSecurityHeaders } from '../lib/security-headers';
import { settleClientAddress } from './socket';
import { bootedHandle } from './db';
import { CRM_ROUTES } from './crm-routes';
import { DOCUMENT_ROUTES } from './document-routes';
import { EXPORT_ROUTES } from './export-routes';
import { errorResponse } from './http';
import { METRICS_PATH, metricsEndpoint } from './metrics-route';
import { PAYMENT_ROUTES } from './payment-routes';
import { answerProbe, type ReadinessSources } from './probes';
import { traceRequests, type AppEnv } from './request-log';
import { DOC_ROUTES } from './rest/doc-routes';
import { REST_PREFIX } from './rest/operations';
import { serveRest } from './rest/route';
import { mountRoutes, type PlainRoute } from './routes';
import { handleTrpcRequest } from './trpc-route';

export { answerClientError } from './socket';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ListenerOptions {
  /** What is not the API: Next.js's request handler (a 404 in tests). */
  fallback: NodeHandler;
  /** The signed-in user's id from the browser session cookie (next-auth), or null. */
  sessionFromCookie: (cookieHeader: string | undefined) => Promise<string | null>;
  /** The database to use instead of the process's (tests). */
  db?: Db;
  /** Instead of `TRUSTED_PROXIES` (tests). */
  trustedProxies?: BlockList;
  /** Instead of `METRICS_TOKEN` (null: unset) and the process's database for `/metrics` (tests). */
  metrics?: { token: string | null; dbHandle?: DbHandle };
  /** What `/readyz` checks, instead of the process's database, job queue and shutdown (tests). */
  readiness?: ReadinessSources;
}

/**
 * The app's plain routes, by domain: payment and CRM webhooks in, PDFs, exports, the customer
 * pages, the API's docs.
 */
export const ROUTES: PlainRoute[] = [
  ...PAYMENT_ROUTES,
  ...CRM_ROUTES,
  ...DOCUMENT_ROUTES,
  ...EXPORT_ROUTES,
  ...CUSTOMER_PAGE_ROUTES,
  ...DOC_ROUTES,
];

/** The app: middleware, then each path in the order it is matched. */
export function createApp(opts: ListenerOptions): Hono<AppEnv> {
  const env = getEnv();
  const metricsToken = opts.metrics ? opts.metrics.token : (env.METRICS_TOKEN ?? null);
  const trusted = opts.trustedProxies ?? parseTrustedProxies(env.TRUSTED_PROXIES);
  const dbHandle = opts.metrics?.dbHandle;
  const session = (c: Context<AppEnv>) => () =>
    opts.sessionFromCookie(c.env.incoming.headers.cookie);
  // Answers written by a node handler (probes, metrics, Next) get the security headers up front; a
  // header their handler sets (a page's CSP with its nonce) replaces ours.
  const baseline = Object.entries(securityHeaders(env.PUBLIC_BASE_URL));
  const node = (label: string, handler: NodeHandler) => async (c: Context<AppEnv>) => {
    c.set('route', label);
    for (const [name, value] of baseline) c.env.outgoing.setHeader(name, value);
    await handler(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
  const app = new Hono<AppEnv>({ strict: false });

  // 1. The request id, its log line and metrics (runtime/request-log.ts).
  app.use(traceRequests(metricsToken !== null));
  // 2. The probes and the metrics: no session, no rate limit, no body read.
  for (const path of ['/livez', '/readyz'])
    app.all(
      path,
      node(path, (req, res) => answerProbe(req, res, path, opts.readiness)),
    );
  // Without METRICS_TOKEN `/metrics` is not served: Next answers it like any unknown page.
  const handle = dbHandle ? () => dbHandle : bootedHandle;
  app.all(
    METRICS_PATH,
    node(
      METRICS_PATH,
      metricsToken ? metricsEndpoint({ token: metricsToken, dbHandle: handle }) : opts.fallback,
    ),
  );
  // 3. From here on the client's address is the socket's, or a trusted proxy's word.
  app.use((c, next) => {
    settleClientAddress(c.env.incoming, trusted);
    return next();
  });
  // 4. The tRPC API.
  const trpc = (c: Context<AppEnv>) =>
    handleTrpcRequest(c.req.raw, {
      db: opts.db,
      sessionUserId: session(c),
      label: (route) => c.set('route', route),
    });
  app.all('/api/trpc', trpc);
  app.all('/api/trpc/*', trpc);
  // 5. REST (/api/v1/*) and, among the plain routes, its OpenAPI document and reference.
  const rest = (c: Context<AppEnv>) =>
    serveRest(c.req.raw, {
      db: opts.db,
      sessionUserId: session(c),
      label: (route) => c.set('route', route),
    });
  app.all(REST_PREFIX, rest);
  app.all(`${REST_PREFIX}/*`, rest);
  // 6. The plain routes: payment webhooks in, PDFs, exports, the customer pages, the API's docs.
  mountRoutes(app, ROUTES, {
    db: opts.db,
    sessionUserId: (req) => opts.sessionFromCookie(req.headers.get('cookie') ?? undefined),
  });
  // 7. next-auth (Next's `/api/auth/*`); any other path of the API or of the customer pages: 404
  //    in tRPC's envelope.
  const notFound = (c: Context<AppEnv>) => {
    c.set('route', 'unknown');
    throw new AppError('NOT_FOUND', 'NOT_FOUND', 'No such route');
  };
  app.all('/api/auth', node('next-auth', opts.fallback));
  app.all('/api/auth/*', node('next-auth', opts.fallback));
  app.all('/api/*', notFound);
  for (const prefix of CUSTOMER_PAGE_PREFIXES) app.all(`${prefix}*`, notFound);
  // 8. Next.js: pages and assets.
  app.all('/_next/static/*', node('next-static', opts.fallback));
  app.all('*', node('next', opts.fallback));

  app.onError((e, c) => {
    if (c.get('route') === undefined) c.set('route', 'unknown');
    return withSecurityHeaders(errorResponse(e, 'http'), env.PUBLIC_BASE_URL);
  });
  return app;
}

/** The app as a node:http request listener (runtime/serve.ts, the tests). */
export function createRequestListener(opts: ListenerOptions): NodeHandler {
  const app = createApp(opts);
  // An unread body is not drained: the answer says `Connection: close` (runtime/request-log.ts).
  return getRequestListener(app.fetch, { autoCleanupIncoming: false });
}
