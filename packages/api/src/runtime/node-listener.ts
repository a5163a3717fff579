/**
 * The app's HTTP entry on node:http (runtime/lifecycle.ts's server): the probes `/livez` and
 * `/readyz` first (runtime/probes.ts), then the API, served here without Next.js's per-request
 * pipeline, and everything else (pages, assets, `/api/auth/*` of next-auth) is handed
 * to Next. Every request first gets its client address from the socket and `TRUSTED_PROXIES`
 * (lib/client-address.ts), written as the only `X-Forwarded-For` hop, so the API, next-auth and
 * the pages all count limits under the same, unforgeable address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { BlockList } from 'node:net';
import type { Db, DbHandle } from '@app/db';
import { getEnv } from '../env';
import {
  clientAddress,
  isTrustedAddress,
  normaliseAddress,
  parseTrustedProxies,
} from '../lib/client-address';
import { log } from '../lib/log';
import { observeRequest } from '../lib/metrics';
import { requestIdFrom, runWithRequest } from '../lib/request-context';
import { securityHeaders, withSecurityHeaders } from '../lib/security-headers';
import { AppError } from '../errors';
import { databaseOr503, errorResponse, isStreamed } from './http';
import { answerProbe, PROBE_PATHS, type ReadinessSources } from './probes';
import { CUSTOMER_PAGE_PREFIXES } from '../customer-pages';
import { bootedHandle } from './db';
import { METRICS_PATH, metricsEndpoint } from './metrics-route';
import { logRequest, openRequest } from './request-log';
import { ROUTES } from './route-table';
import { handleRouteRequest } from './routes';
import { REST_PREFIX } from './rest/operations';
import { serveRest } from './rest/route';
import { serveQueryDirect, type DirectAnswer } from './trpc-direct';
import { handleTrpcRequest } from './trpc-route';

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
 * The API's own paths: tRPC, REST, the plain routes and the public payment pages; `/api/auth/*` belongs
 * to next-auth (Next).
 */
export function isApiPath(pathname: string): boolean {
  if (CUSTOMER_PAGE_PREFIXES.some((p) => pathname.startsWith(p))) return true;
  if (!pathname.startsWith('/api/')) return false;
  return !(pathname === '/api/auth' || pathname.startsWith('/api/auth/'));
}

/** The request's headers with the resolved client address as its only forwarded hop. */
function settleClientAddress(req: IncomingMessage, trusted: BlockList): void {
  const forwarded = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress;
  const joined = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  req.headers['x-forwarded-for'] = clientAddress(peer, joined, trusted);
  delete req.headers['x-real-ip'];
  // Only a trusted proxy may say which host and scheme the client used.
  if (!isTrustedAddress(trusted, normaliseAddress(peer ?? ''))) {
    delete req.headers['x-forwarded-host'];
    delete req.headers['x-forwarded-proto'];
  }
}

/** The Fetch Request for a node request; the body streams, so the 1 MiB limit applies as it reads. */
function toRequest(req: IncomingMessage, base: string): Request {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = String(raw[i]).toLowerCase();
    if (name === 'x-forwarded-for' || name === 'x-real-ip' || name.startsWith(':')) continue;
    headers.append(name, String(raw[i + 1]));
  }
  headers.set('x-forwarded-for', String(req.headers['x-forwarded-for']));
  const method = req.method ?? 'GET';
  const hasBody = !['GET', 'HEAD'].includes(method);
  return new Request(new URL(req.url ?? '/', base), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Writes the answer. A request whose body was not read to its end (a 413, a refusal before the
 * handler read it) is answered with `Connection: close`: the unread bytes would otherwise be taken
 * for the next request on a kept-alive connection, so the client learns it must open a new one.
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  head: boolean,
): Promise<void> {
  if (isStreamed(response)) return sendStreamed(req, res, response, head);
  const body = head ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  if (!req.complete) headers.connection = 'close';
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (!head) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * A streamed answer (an export): the head now, then the body as it is produced, with the socket's
 * backpressure; a client that goes away cancels the producer (the pipeline destroys the source).
 */
async function sendStreamed(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  head: boolean,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  if (!req.complete) headers.connection = 'close';
  res.writeHead(response.status, headers);
  if (head || !response.body) {
    await response.body?.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (e) {
    // The client went away, or the producer failed after the head: the answer ends unfinished.
    log.warn({ err: e }, 'streamed answer ended early');
    res.destroy();
  }
}

/** A direct answer (tRPC's direct path, REST); as `send`, it closes a connection left unread. */
function sendDirect(req: IncomingMessage, res: ServerResponse, answer: DirectAnswer): void {
  const body = Buffer.from(answer.body);
  const headers: Record<string, string> = {
    ...answer.headers,
    'content-length': String(body.length),
  };
  if (!req.complete) headers.connection = 'close';
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The request listener: the API here, the rest to `fallback`. Every request runs in its request
 * context (its id on every log line, echoed as `X-Request-Id`) and leaves one log line when its
 * answer is done (runtime/request-log.ts).
 */
export function createRequestListener(opts: ListenerOptions): NodeHandler {
  // Without METRICS_TOKEN nothing reads the metrics: requests are not observed.
  const metricsToken = opts.metrics ? opts.metrics.token : (getEnv().METRICS_TOKEN ?? null);
  const serve = serveRequest(opts, metricsToken);
  return (req, res) => {
    const trace = openRequest(req, res);
    res.once('close', () => {
      const ms = logRequest(req, res, trace);
      if (metricsToken) observeRequest(trace.route, res.headersSent ? res.statusCode : null, ms);
    });
    return runWithRequest(trace.context, () => serve(req, res));
  };
}

function serveRequest(opts: ListenerOptions, metricsToken: string | null): NodeHandler {
  const env = getEnv();
  const trusted = opts.trustedProxies ?? parseTrustedProxies(env.TRUSTED_PROXIES);
  const handle = opts.metrics?.dbHandle;
  const serveMetrics = metricsToken
    ? metricsEndpoint({ token: metricsToken, dbHandle: handle ? () => handle : bootedHandle })
    : null;
  // Answers not made here (probes, metrics, Next: next-auth, its redirects) get the security
  // headers up front; a header their handler sets (a page's CSP with its nonce) replaces ours.
  const baseline = Object.entries(securityHeaders(env.PUBLIC_BASE_URL));
  const guard = (res: ServerResponse) => {
    for (const [name, value] of baseline) res.setHeader(name, value);
  };
  return async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (PROBE_PATHS.has(pathname)) {
      guard(res);
      return answerProbe(req, res, pathname, opts.readiness);
    }
    if (serveMetrics && pathname === METRICS_PATH) {
      guard(res);
      return serveMetrics(req, res);
    }
    settleClientAddress(req, trusted);
    if (!isApiPath(pathname)) {
      guard(res);
      return opts.fallback(req, res);
    }
    let response: Response;
    try {
      const sessionUserId = () => opts.sessionFromCookie(req.headers.cookie);
      if (pathname === REST_PREFIX || pathname.startsWith(REST_PREFIX + '/')) {
        const origin = servedOrigin(req);
        const answer = await serveRest(req, new URL(req.url ?? '/', origin), {
          db: opts.db,
          sessionUserId,
          origin,
        });
        return sendDirect(req, res, answer);
      }
      if (req.method === 'GET' && pathname.startsWith('/api/trpc/')) {
        const url = new URL(req.url ?? '/', servedOrigin(req));
        const db = await databaseOr503(opts.db);
        const answer = await serveQueryDirect(req, url, { db, sessionUserId });
        if (answer) return sendDirect(req, res, answer);
      }
      const request = toRequest(req, servedOrigin(req));
      response =
        pathname === '/api/trpc' || pathname.startsWith('/api/trpc/')
          ? await handleTrpcRequest(request, { sessionUserId, db: opts.db })
          : await handleRouteRequest(request, { sessionUserId, db: opts.db, routes: ROUTES });
    } catch (e) {
      response = withSecurityHeaders(errorResponse(e, 'http'), env.PUBLIC_BASE_URL);
    }
    try {
      await send(req, res, response, req.method === 'HEAD');
    } catch (e) {
      log.error({ err: e }, 'answer not sent');
      res.destroy();
    }
  };
}

/** `http://host:port` as the client addressed it; a malformed Host is refused. */
function servedOrigin(req: IncomingMessage): string {
  const host = req.headers.host ?? `${req.socket.localAddress}:${req.socket.localPort}`;
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host))
    throw new AppError('BAD_REQUEST', 'BAD_REQUEST', 'Invalid Host header');
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  return `${encrypted ? 'https' : 'http'}://${host}`;
}

/**
 * What node:http refuses before a request exists (a request line or headers over Node's 16 KiB,
 * malformed HTTP) still gets tRPC's error envelope (docs/api.md#errors), or REST's error body for
 * a request line under /api/v1/, instead of a bare status line:
 * `server.on('clientError', answerClientError)`.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge
    ? 'The request line or headers are larger than 16 KiB; send a large input in a POST body'
    : 'Malformed HTTP request';
  const appCode = tooLarge ? 'REQUEST_HEADERS_TOO_LARGE' : 'MALFORMED_REQUEST';
  // A REST call (its request line read so far names /api/v1/) gets REST's error body.
  const rest = /^[A-Z]{3,7} \/api\/v1\//.test(
    error.rawPacket?.subarray(0, 16).toString('latin1') ?? '',
  );
  const body = JSON.stringify(
    rest
      ? { code: 'BAD_REQUEST', message, appCode }
      : {
          error: {
            message,
            code: -32600,
            data: { code: 'BAD_REQUEST', httpStatus: status, appCode },
          },
        },
  );
  // No request exists to take the client's id from: the answer gets a new one, and a log line.
  const reqId = requestIdFrom(undefined);
  log.info({ req_id: reqId, route: 'other', status, code: error.code }, 'request');
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json\r\nConnection: close\r\nX-Request-Id: ${reqId}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
