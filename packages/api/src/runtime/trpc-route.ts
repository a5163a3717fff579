/** The tRPC endpoint over Fetch: `/api/trpc` of runtime/app.ts, and the node:http bench server. */
import { isUtf8 } from 'node:buffer';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Db } from '@app/db';
import type { TRPCError } from '@trpc/server';
import { createContext, type Context } from '../context';
import { getEnv } from '../env';
import { withSecurityHeaders } from '../lib/security-headers';
import { AppError } from '../errors';
import { toPublicError } from '../lib/public-error';
import { appRouter } from '../root';
import { assertContentType, databaseOr503, errorResponse, logRefusal, readBody } from './http';

export const MAX_BATCH_SIZE = 20;

export interface HandleOptions {
  endpoint?: string;
  sessionUserId?: () => Promise<string | null>;
  db?: Db;
  /** Told the request's label once tRPC has matched its procedures (runtime/request-log.ts). */
  label?: (route: string) => void;
}

/** Origins a cookie-authenticated mutation may come from: the public URL and the one served on. */
export function allowedOrigins(req: Request): string[] {
  return [...new Set([new URL(getEnv().PUBLIC_BASE_URL).origin, new URL(req.url).origin])];
}

/**
 * What tRPC reads of a request: a mutation's body checked (JSON only, 1 MiB, UTF-8) and handed on
 * as bytes, never parsed here; tRPC parses it (and a query's `input`) once, its parse failure
 * answered as INVALID_JSON by lib/public-error.ts.
 */
async function limitedRequest(req: Request): Promise<Request> {
  if (req.method !== 'POST') return req;
  assertContentType(req);
  const body = await readBody(req);
  if (!isUtf8(body)) {
    throw new AppError(
      'PARSE_ERROR',
      'INVALID_JSON',
      'The request body or input is not valid JSON',
    );
  }
  return new Request(req.url, { method: 'POST', headers: req.headers, body });
}

/** Serves /api/trpc: transport limits, then tRPC; every answer with the security headers. */
export async function handleTrpcRequest(req: Request, opts: HandleOptions = {}): Promise<Response> {
  return withSecurityHeaders(await serveTrpc(req, opts), getEnv().PUBLIC_BASE_URL);
}

async function serveTrpc(req: Request, opts: HandleOptions): Promise<Response> {
  // Until tRPC has matched the procedures (a refusal before it, a malformed path).
  opts.label?.('unknown');
  let request: Request;
  let db: Db;
  try {
    request = await limitedRequest(req);
    db = await databaseOr503(opts.db);
  } catch (e) {
    return errorResponse(e, 'trpc');
  }
  return fetchRequestHandler({
    endpoint: opts.endpoint ?? '/api/trpc',
    req: request,
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: async ({ info }) => {
      opts.label?.(labelOf(info.calls));
      // tRPC's one parse of the input (shared by a batch's calls), done now: input that is not
      // JSON is refused even by a procedure that takes none, before anything else.
      await info.calls[0]?.getRawInput();
      return createContext({
        db,
        headers: req.headers,
        sessionUserId: opts.sessionUserId,
        allowedOrigins: allowedOrigins(req),
        calls: info.calls.length,
      });
    },
    responseMeta({ ctx, errors }) {
      return { headers: new Headers(answerMeta(ctx, errors)) };
    },
    onError({ error, path }) {
      logTrpcError(error, path);
    },
  });
}

/** `bookings.list`; a batch `batch`; `unknown` when a name is not a procedure. */
function labelOf(calls: readonly { path: string; procedure: unknown }[]): string {
  const [first] = calls;
  if (!first || !calls.every((call) => call.procedure)) return 'unknown';
  return calls.length === 1 ? first.path : 'batch';
}

/**
 * The headers an answer gets from its context and errors (tRPC's and REST's `responseMeta`): an answer for a signed-in user is theirs alone, so no cache may keep it; a
 * refusal with a retry time says when; a replayed idempotent answer says so.
 */
export function answerMeta(ctx: Context | undefined, errors: unknown[]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (ctx?.user) headers['cache-control'] = 'no-store';
  // A mutation's stored first answer, given again for its Idempotency-Key (docs/api.md#idempotency).
  if (ctx?.idempotency?.replayed) headers['idempotent-replayed'] = 'true';
  const retryAfter = errors.map((e) => toPublicError(e).retryAfter).find(Boolean);
  if (retryAfter) headers['retry-after'] = String(retryAfter);
  return headers;
}

/** A 500 is a bug: logged with its cause (never sent); a 503 of the database, rate-limited. */
export function logTrpcError(error: TRPCError, path: string | undefined): void {
  logRefusal(error.cause ?? error, toPublicError(error), { procedure: path }, 'procedure failed');
}
