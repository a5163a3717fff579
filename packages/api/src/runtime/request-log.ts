/**
 * A request's id and its one log line (docs/decisions.md, Logs). `openRequest` takes the client's
 * `X-Request-Id` when sane (lib/request-context.ts) or makes one, puts it on the answer before
 * anything else can write it, and labels the request (runtime/request-label.ts); `logRequest`
 * writes the line when the answer is done or the client went away:
 *
 *   {"level":"info","req_id":"…","method":"GET","route":"bookings.list","status":200,
 *    "duration_ms":3.2,"user_id":"…","msg":"request"}
 *
 * Never the path, the query or a header: a path can carry a link token, a query an e-mail.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../lib/log';
import { requestIdFrom, type RequestContext } from '../lib/request-context';
import { requestLabel } from './request-label';

export interface RequestTrace {
  context: RequestContext;
  /** The bounded label: a procedure, a route's pattern or one of a few words. */
  route: string;
  /** performance.now() when the request arrived. */
  started: number;
}

/** The request's id (also set on `req.headers` for Next and echoed on the answer) and label. */
export function openRequest(req: IncomingMessage, res: ServerResponse): RequestTrace {
  const started = performance.now();
  const reqId = requestIdFrom(req.headers['x-request-id']);
  req.headers['x-request-id'] = reqId;
  res.setHeader('X-Request-Id', reqId);
  return { context: { reqId }, route: requestLabel(req), started };
}

/** Writes the request's line; answers its duration in milliseconds. */
export function logRequest(req: IncomingMessage, res: ServerResponse, trace: RequestTrace): number {
  const ms = performance.now() - trace.started;
  log.info(
    {
      req_id: trace.context.reqId,
      method: req.method,
      route: trace.route,
      status: res.statusCode,
      duration_ms: Math.round(ms * 10) / 10,
      ...(trace.context.userId ? { user_id: trace.context.userId } : {}),
      // The client left before the answer was sent in full.
      ...(res.writableFinished ? {} : { aborted: true }),
    },
    'request',
  );
  return ms;
}
