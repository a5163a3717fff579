/** The tRPC endpoint over Fetch (the Next.js route, the HTTP tests, the node:http bench server). */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Db } from '@app/db';
import { createContext } from '../context';
import { getEnv } from '../env';
import { AppError } from '../errors';
import { appRouter } from '../root';
import { assertContentType, databaseOr503, errorResponse, readBody } from './http';

export const MAX_BATCH_SIZE = 20;

export interface HandleOptions {
  endpoint?: string;
  sessionUserId?: () => Promise<string | null>;
  db?: Db;
}

/** Origins a cookie-authenticated mutation may come from: the public URL and the one served on. */
export function allowedOrigins(req: Request): string[] {
  return [...new Set([new URL(getEnv().PUBLIC_BASE_URL).origin, new URL(req.url).origin])];
}

/** A mutation's body, checked (JSON only, 1 MiB) and buffered before tRPC parses it. */
async function limitedRequest(req: Request): Promise<Request> {
  if (req.method !== 'POST') return req;
  assertContentType(req);
  const body = await readBody(req);
  return new Request(req.url, { method: 'POST', headers: req.headers, body: Buffer.from(body) });
}

export async function handleTrpcRequest(req: Request, opts: HandleOptions = {}): Promise<Response> {
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
    createContext: () =>
      createContext({
        db,
        headers: req.headers,
        sessionUserId: opts.sessionUserId,
        allowedOrigins: allowedOrigins(req),
      }),
    responseMeta({ errors }) {
      const retryAfter = errors
        .map((e) => (e instanceof AppError ? e.retryAfter : undefined))
        .find(Boolean);
      return retryAfter ? { headers: new Headers({ 'Retry-After': String(retryAfter) }) } : {};
    },
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error(`[trpc] ${path ?? '?'}:`, error.cause ?? error);
    },
  });
}
