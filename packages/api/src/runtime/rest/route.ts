/**
 * Serves `/api/v1/*` (docs/api.md#rest): the tRPC endpoint's transport limits (runtime/http.ts),
 * then trpc-to-openapi's node adapter (built once) calls the procedure with the same context,
 * middlewares and schemas as tRPC; errors leave as `{ code, message, appCode, fieldErrors }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createOpenApiNodeHttpHandler } from '#trpc-to-openapi';
import type { Db } from '@app/db';
import { createContext, type Context } from '../../context';
import { getEnv } from '../../env';
import { AppError } from '../../errors';
import { toPublicError, type PublicError } from '../../lib/public-error';
import { securityHeaders } from '../../lib/security-headers';
import { assertMediaType, databaseOr503, logRefusal, MAX_BODY_BYTES } from '../http';
import { allowedOrigins, answerMeta, logTrpcError } from '../trpc-route';
import { REST_BY_PATH, REST_PREFIX, servingRouter, type RestOperation } from './operations';

export interface RestOptions {
  db?: Db;
  sessionUserId: () => Promise<string | null>;
  /** `http://host:port` as the client addressed it (the allowed origins of a cookie call). */
  origin: string;
  /** Told the request's label: the operation's procedure, or `unknown`. */
  label?: (route: string) => void;
}

/** What one call hands the adapter and gets back from it. */
interface CallState {
  db: Db;
  headers: Headers;
  opts: RestOptions;
  error?: unknown;
}

const states = new WeakMap<object, CallState>();

/** The headers the context and the adapter read. */
const CONTEXT_HEADERS = [
  'authorization',
  'origin',
  'x-forwarded-for',
  'idempotency-key',
  'content-type',
] as const;

let handler: ReturnType<typeof createOpenApiNodeHttpHandler> | undefined;

/** trpc-to-openapi's node adapter over the serving view, built on the first call. */
function adapter() {
  handler ??= createOpenApiNodeHttpHandler({
    router: servingRouter(),
    createContext: ({ req }: { req: object }) => {
      const state = states.get(req) as CallState;
      return createContext({
        db: state.db,
        headers: state.headers,
        sessionUserId: state.opts.sessionUserId,
        allowedOrigins: allowedOrigins({ url: state.opts.origin } as Request),
      });
    },
    responseMeta: ({ ctx, errors }: { ctx?: Context; errors: unknown[] }) => ({
      status: errors[0] ? toPublicError(errors[0]).httpStatus : 200,
      headers: answerMeta(ctx, errors),
    }),
    onError: ({ error, path, req }: { error: never; path?: string; req: object }) => {
      const state = states.get(req);
      if (state) state.error = error;
      logTrpcError(error, path);
    },
  });
  return handler;
}

/** The REST error body of a public error: the shape of every error body (`retryAfter` in seconds,
 * also sent as the `Retry-After` header). */
export function restErrorBody(pub: PublicError) {
  return {
    code: pub.code,
    message: pub.message,
    appCode: pub.appCode,
    ...(pub.fieldErrors ? { fieldErrors: pub.fieldErrors } : {}),
    ...(pub.retryAfter ? { retryAfter: pub.retryAfter } : {}),
  };
}

/** 405 with the path's one method (and HEAD beside GET). */
class MethodNotAllowed extends AppError {
  constructor(readonly op: RestOperation) {
    super('METHOD_NOT_SUPPORTED', 'METHOD_NOT_SUPPORTED', `Use ${op.method} for this operation`);
  }
}

const invalidJson = () =>
  new AppError('PARSE_ERROR', 'INVALID_JSON', 'The request body is not valid JSON');

/**
 * The body, at most MAX_BODY_BYTES (413 as soon as the declared length or the bytes read pass it:
 * the rest is left unread, and the answer closes the connection), parsed as JSON.
 */
function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
  if (Number(req.headers['content-length'] ?? '0') > MAX_BODY_BYTES)
    return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) {
        done();
        req.pause();
        reject(tooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      if (size === 0) return resolve(undefined);
      try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
        resolve(JSON.parse(text));
      } catch {
        reject(invalidJson());
      }
    };
    const onError = (e: Error) => {
      done();
      reject(e);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** A query parameter's text as the JSON value its schema checks (other text stays text). */
function typed(kind: 'string' | 'number' | 'boolean', value: string): unknown {
  if (kind === 'number') return value.trim() !== '' && Number.isFinite(+value) ? +value : value;
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * A GET's input, as the adapter's `req.query` (each value wrapped in an array of one, which it
 * unwraps): a repeated parameter of an array field is its items; a scalar given twice stays an
 * array, which its schema refuses.
 */
function queryInput(op: RestOperation, search: URLSearchParams): Record<string, unknown[]> {
  const query: Record<string, unknown[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    const param = op.params.get(name);
    const kind = param?.kind ?? 'string';
    const items = values.map((v) => typed(kind, v));
    query[name] = [param?.array || items.length > 1 ? items : items[0]];
  }
  return query;
}

export interface RestAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function answer(status: number, headers: Record<string, string>, body: string): RestAnswer {
  return {
    status,
    headers: { 'content-type': 'application/json', ...headers, ...SECURITY() },
    body,
  };
}

let security: Record<string, string> | undefined;
const SECURITY = () =>
  (security ??= Object.fromEntries(
    Object.entries(securityHeaders(getEnv().PUBLIC_BASE_URL)).map(([k, v]) => [k.toLowerCase(), v]),
  ));

/** An error answered before the adapter runs. */
function refusal(error: unknown): RestAnswer {
  const pub = toPublicError(error);
  logRefusal(error, pub, { where: 'rest' });
  const headers: Record<string, string> = {};
  if (pub.retryAfter) headers['retry-after'] = String(pub.retryAfter);
  if (error instanceof MethodNotAllowed)
    headers.allow = error.op.method === 'GET' ? 'GET, HEAD' : error.op.method;
  return answer(pub.httpStatus, headers, JSON.stringify(restErrorBody(pub)));
}

/** The operation at `pathname` (under REST_PREFIX), or undefined. */
export const restOperationAt = (pathname: string) =>
  pathname.startsWith(REST_PREFIX + '/')
    ? REST_BY_PATH.get(pathname.slice(REST_PREFIX.length))
    : undefined;

/** Serves one REST call. */
export async function serveRest(
  req: IncomingMessage,
  url: URL,
  opts: RestOptions,
): Promise<RestAnswer> {
  const op = restOperationAt(url.pathname);
  opts.label?.(op?.procedure ?? 'unknown');
  let input: { body?: unknown; query?: Record<string, unknown[]> };
  let db: Db;
  try {
    if (!op) throw new AppError('NOT_FOUND', 'NOT_FOUND', 'No such operation');
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (method !== op.method) throw new MethodNotAllowed(op);
    if (op.method === 'POST') {
      assertMediaType(req.headers['content-type']);
      input = { body: await readJsonBody(req) };
    } else input = { query: queryInput(op, url.searchParams) };
    db = await databaseOr503(opts.db);
  } catch (e) {
    return refusal(e);
  }
  const headers = new Headers();
  for (const name of CONTEXT_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const call = callRequest(op, input, headers);
  const state: CallState = { db, headers, opts };
  states.set(call, state);
  const out = { status: 200, headers: {} as Record<string, string>, body: '' };
  await new Promise<void>((resolve) => {
    const res = {
      set statusCode(code: number) {
        out.status = code;
      },
      get statusCode() {
        return out.status;
      },
      setHeader(name: string, value: string) {
        out.headers[name.toLowerCase()] = value;
      },
      end(body?: string) {
        out.body = body ?? '';
        resolve();
      },
    };
    void adapter()(call as IncomingMessage, res as unknown as ServerResponse);
  });
  if (state.error !== undefined) {
    const pub = toPublicError(state.error);
    out.body = JSON.stringify(restErrorBody(pub));
    if (pub.retryAfter) out.headers['retry-after'] = String(pub.retryAfter);
  }
  return answer(out.status, out.headers, out.body);
}

/**
 * What the adapter reads of a request: its method, the operation's path, the parsed body or the
 * typed query, and (being a `Request` by prototype) no node stream to turn into a Fetch one.
 */
function callRequest(
  op: RestOperation,
  input: { body?: unknown; query?: Record<string, unknown[]> },
  headers: Headers,
): object {
  const call = Object.create(Request.prototype) as Record<string, unknown>;
  Object.defineProperties(call, {
    method: { value: op.method },
    url: { value: op.path },
    headers: { value: headers },
    signal: { value: undefined },
    body: { value: input.body === undefined ? {} : input.body },
    query: { value: input.query ?? {}, writable: true },
  });
  return call;
}
