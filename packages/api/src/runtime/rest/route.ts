/**
 * Serves `/api/v1/*` (docs/api.md#rest) from Hono's Request: tRPC's transport limits, one read and
 * one JSON parse of the body, the procedure called through tRPC's public `createCaller`.
 */
import { isUtf8 } from 'node:buffer';
import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import type { Db } from '@app/db';
import { createContext, type Context } from '../../context';
import { getEnv } from '../../env';
import { AppError } from '../../errors';
import { toPublicError, type PublicError } from '../../lib/public-error';
import { withSecurityHeaders } from '../../lib/security-headers';
import { appRouter } from '../../root';
import { assertContentType, databaseOr503, logRefusal, readBody } from '../http';
import { allowedOrigins, answerMeta, logTrpcError } from '../trpc-route';
import { REST_BY_PATH, REST_PREFIX, type RestOperation } from './operations';

export interface RestOptions {
  db?: Db;
  sessionUserId: () => Promise<string | null>;
  /** Told the request's label: the operation's procedure, or `unknown`. */
  label?: (route: string) => void;
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

/**
 * A POST's input: the body (at most 1 MiB, readBody), UTF-8 and parsed once; its members as an
 * object, `{}` when empty (as trpc-to-openapi's adapter gave it).
 */
async function bodyInput(req: Request): Promise<Record<string, unknown>> {
  assertContentType(req);
  const body = await readBody(req);
  if (body.byteLength === 0) return {};
  try {
    if (!isUtf8(body)) throw new Error('not UTF-8');
    return { ...(JSON.parse(new TextDecoder().decode(body)) as object) };
  } catch {
    throw new AppError('PARSE_ERROR', 'INVALID_JSON', 'The request body is not valid JSON');
  }
}

/** A query parameter's text as the JSON value its schema checks (other text stays text). */
function typed(kind: 'string' | 'number' | 'boolean', value: string): unknown {
  if (kind === 'number') return value.trim() !== '' && Number.isFinite(+value) ? +value : value;
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/**
 * A GET's input: a repeated parameter of an array field is its items; a scalar given twice stays
 * an array, which its schema refuses.
 */
function queryInput(op: RestOperation, search: URLSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(search.keys())) {
    const param = op.params.get(name);
    const items = search.getAll(name).map((v) => typed(param?.kind ?? 'string', v));
    query[name] = param?.array || items.length > 1 ? items : items[0];
  }
  return query;
}

function answer(status: number, headers: Record<string, string>, body: string): Response {
  const res = new Response(body, {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return withSecurityHeaders(res, getEnv().PUBLIC_BASE_URL);
}

/** An error as REST's answer: its status, `Retry-After`, and (a 405) `Allow`. */
function errorAnswer(error: unknown, headers: Record<string, string> = {}): Response {
  const pub = toPublicError(error);
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

type Call = (input: unknown) => Promise<unknown>;

/** Serves one REST call. */
export async function serveRest(req: Request, opts: RestOptions): Promise<Response> {
  const url = new URL(req.url);
  const op = restOperationAt(url.pathname);
  opts.label?.(op?.procedure ?? 'unknown');
  let input: Record<string, unknown>;
  let db: Db;
  try {
    if (!op) throw new AppError('NOT_FOUND', 'NOT_FOUND', 'No such operation');
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    if (method !== op.method) throw new MethodNotAllowed(op);
    input = op.method === 'POST' ? await bodyInput(req) : queryInput(op, url.searchParams);
    db = await databaseOr503(opts.db);
  } catch (e) {
    logRefusal(e, toPublicError(e), { where: 'rest' });
    return errorAnswer(e);
  }
  let ctx: Context | undefined;
  const caller = appRouter.createCaller(
    async () =>
      (ctx = await createContext({
        db,
        headers: req.headers,
        sessionUserId: opts.sessionUserId,
        allowedOrigins: allowedOrigins(req),
      })),
    { onError: ({ error }: { error: TRPCError }) => logTrpcError(error, op.procedure) },
  );
  const call = op.procedure
    .split('.')
    .reduce<unknown>((at, name) => (at as Record<string, unknown>)[name], caller) as Call;
  try {
    const data = await call(input);
    return answer(200, answerMeta(ctx, []), JSON.stringify(data) ?? '');
  } catch (e) {
    const error = getTRPCErrorFromUnknown(e);
    return errorAnswer(error, answerMeta(ctx, [error]));
  }
}
