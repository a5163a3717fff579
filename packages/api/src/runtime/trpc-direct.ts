/**
 * The hot path of the API: one query over GET (`/api/trpc/<path>?input=…`, no batch), called
 * straight from node:http instead of through tRPC's Fetch adapter. The adapter turns every request
 * into a Fetch Request and Response with their abort signals and streams; for a sub-millisecond
 * query that was most of the call's CPU (bench/README.md, "pricing"). The procedure itself runs
 * as tRPC runs it (the same middlewares: sign-in, rate limit, permission, input schema), and the
 * answer is the adapter's byte for byte: the same envelope, error shape (the router's
 * errorFormatter), status, `responseMeta` headers and security headers
 * (test/integration/http/trpc-direct.test.ts compares both paths). Anything else (a batch, a
 * mutation, an unknown path, input that is not JSON, HEAD) answers `null` and takes the adapter.
 */
import type { IncomingMessage } from 'node:http';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';
import type { Db } from '@app/db';
import { createContext, type Context } from '../context';
import { getEnv } from '../env';
import { securityHeaders } from '../lib/security-headers';
import { appRouter } from '../root';
import { allowedOrigins, answerMeta, logTrpcError } from './trpc-route';

const PREFIX = '/api/trpc/';

export interface DirectAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Call = { path: string; input: unknown };

/** The query this request is, when it can take the direct path. */
function directCall(req: IncomingMessage, url: URL): Call | null {
  if (req.method !== 'GET' || !url.pathname.startsWith(PREFIX)) return null;
  if (url.searchParams.has('batch')) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (path.includes(',') || !Object.hasOwn(appRouter._def.procedures, path)) return null;
  const procedure = appRouter._def.procedures[path as keyof typeof appRouter._def.procedures] as {
    _def: { type: string };
  };
  if (procedure._def.type !== 'query') return null;
  const raw = url.searchParams.get('input');
  if (raw === null) return { path, input: undefined };
  try {
    return { path, input: JSON.parse(raw) };
  } catch {
    return null;
  }
}

/** Serves `req` on the direct path, or answers `null` for the adapter to serve it. */
export async function serveQueryDirect(
  req: IncomingMessage,
  url: URL,
  opts: { db: Db; sessionUserId: () => Promise<string | null> },
): Promise<DirectAnswer | null> {
  const call = directCall(req, url);
  if (!call) return null;
  const headers = new Headers();
  for (const name of ['authorization', 'origin', 'x-forwarded-for'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const request = { url: url.href, headers } as unknown as Request;
  let ctx: Context | undefined;
  let body: unknown;
  let error: ReturnType<typeof getTRPCErrorFromUnknown> | undefined;
  try {
    ctx = await createContext({
      db: opts.db,
      headers,
      sessionUserId: opts.sessionUserId,
      allowedOrigins: allowedOrigins(request),
    });
    const procedure = appRouter._def.procedures[
      call.path as keyof typeof appRouter._def.procedures
    ] as unknown as (o: object) => Promise<unknown>;
    const data = await procedure({
      path: call.path,
      getRawInput: async () => call.input,
      ctx,
      type: 'query',
      signal: undefined,
      batchIndex: 0,
    });
    body = { result: { data } };
  } catch (cause) {
    error = getTRPCErrorFromUnknown(cause);
    logTrpcError(error, call.path);
    body = {
      error: getErrorShape({
        config: appRouter._def._config,
        error,
        type: 'query',
        path: call.path,
        input: call.input,
        ctx,
      }),
    };
  }
  const meta = answerMeta(ctx, error ? [error] : []);
  const shape = body as { error?: { data?: { httpStatus?: number } } };
  return {
    status: shape.error?.data?.httpStatus ?? 200,
    headers: {
      vary: 'trpc-accept, accept',
      'content-type': 'application/json',
      ...meta,
      ...lowerCased(securityHeaders(getEnv().PUBLIC_BASE_URL)),
    },
    body: JSON.stringify(body),
  };
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
