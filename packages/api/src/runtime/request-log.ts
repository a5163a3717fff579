/**
 * A request's id, its one log line and its metrics observation (docs/decisions.md, Logs): the
 * first middleware of runtime/app.ts. The label is what the router matched (runtime/app.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log } from '../lib/log';
import { observeRequest } from '../lib/metrics';
import { requestIdFrom, runWithRequest } from '../lib/request-context';
import type { HttpBindings } from '@hono/node-server';

/** The app's Hono environment: node's request and response, and the request's label. */
export type AppEnv = { Bindings: HttpBindings; Variables: { route?: string } };

/**
 * Takes the client's `X-Request-Id` when sane (lib/request-context.ts) or makes one, puts it on the
 * answer before anything else can write it, and writes the line when the answer is done or the
 * client went away:
 *
 *   {"level":"info","req_id":"…","method":"GET","route":"bookings.list","status":200,
 *    "duration_ms":3.2,"user_id":"…","msg":"request"}
 *
 * Never the path, the query or a header: a path can carry a link token, a query an e-mail. Without
 * METRICS_TOKEN nothing reads the metrics: requests are not observed.
 */
export function traceRequests(observe: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const started = performance.now();
    const { incoming: req, outgoing: res } = c.env;
    const reqId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = reqId;
    res.setHeader('X-Request-Id', reqId);
    const context: { reqId: string; userId?: string } = { reqId };
    res.once('close', () => {
      const ms = performance.now() - started;
      const route = c.get('route') ?? 'unknown';
      log.info(
        {
          req_id: reqId,
          method: req.method,
          route,
          status: res.statusCode,
          duration_ms: Math.round(ms * 10) / 10,
          ...(context.userId ? { user_id: context.userId } : {}),
          // The client left before the answer was sent in full.
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
      if (observe) observeRequest(route, res.headersSent ? res.statusCode : null, ms);
    });
    return runWithRequest(context, async () => {
      try {
        await next();
      } finally {
        // The route that answered names the request unless its handler named it (a procedure).
        if (c.get('route') === undefined) c.set('route', routePath(c) || 'unknown');
        // A body left unread would be taken for the next request: the client must reconnect.
        if (!req.complete && !res.headersSent) res.setHeader('connection', 'close');
      }
    });
  };
}
