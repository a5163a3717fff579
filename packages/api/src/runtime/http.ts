/**
 * Transport limits shared by every HTTP entry (the tRPC route and the plain routes): the body size
 * counted while reading, JSON-only mutations, the 503 while the database is down, the client IP,
 * and tRPC's error envelope for whatever is refused before a handler runs.
 */
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Db } from '@app/db';
import { AppError, databaseUnavailable } from '../errors';
import { logDatabaseBusy, logDatabaseUnavailable } from '../lib/database-unavailable';
import { log } from '../lib/log';
import { toPublicError, type PublicError } from '../lib/public-error';
import { getDb } from './db';

export const MAX_BODY_BYTES = 1024 * 1024;

export const JSON_ONLY = ['application/json'] as const;

/** Methods whose request carries a body and may change state. */
export const isMutationMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * The error envelope of tRPC (docs/api.md#errors) for any error: an AppError keeps its status and
 * appCode, anything else becomes a 500 with a safe message (logged here, never sent).
 */
export function errorResponse(error: unknown, where = 'http'): Response {
  const pub = toPublicError(error);
  logRefusal(error, pub, { where });
  const data = {
    code: pub.code,
    httpStatus: pub.httpStatus,
    appCode: pub.appCode,
    ...(pub.fieldErrors ? { fieldErrors: pub.fieldErrors } : {}),
    ...(pub.retryAfter ? { retryAfter: pub.retryAfter } : {}),
  };
  return Response.json(
    { error: { message: pub.message, code: TRPC_ERROR_CODES_BY_KEY[pub.code], data } },
    {
      status: pub.httpStatus,
      headers: pub.retryAfter ? { 'Retry-After': String(pub.retryAfter) } : undefined,
    },
  );
}

/** 415 unless the request's Content-Type is one of `accepted` (media type only, no parameters). */
export function assertContentType(req: Request, accepted: readonly string[] = JSON_ONLY): void {
  assertMediaType(req.headers.get('content-type') ?? undefined, accepted);
}

/** 415 unless the Content-Type header `header` is one of `accepted` (node:http's requests). */
export function assertMediaType(
  header: string | undefined,
  accepted: readonly string[] = JSON_ONLY,
): void {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  if (!type || !accepted.includes(type)) {
    const what = accepted.length === 1 ? `Content-Type: ${accepted[0]}` : accepted.join(', ');
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'UNSUPPORTED_MEDIA_TYPE',
      `This request accepts only ${what}`,
    );
  }
}

/**
 * The body, read at most `max` bytes: a larger one is refused with 413 as soon as its declared
 * length or the bytes read so far exceed the limit, before anything parses it (and the rest of it
 * is never read).
 */
export async function readBody(
  req: Request,
  max = MAX_BODY_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MiB');
  if (Number(req.headers.get('content-length') ?? '0') > max) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // The rest is left unread, not cancelled: cancelling destroys the request and with it the
      // socket, before the 413 is written. The listener answers with `Connection: close`.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The process's database, or a 503 DATABASE_UNAVAILABLE while it cannot be reached. */
export async function databaseOr503(given?: Db): Promise<Db> {
  if (given) return given;
  try {
    return await getDb();
  } catch (e) {
    // The boot's own failure is logged by its retry loop (runtime/db.ts); a StartRefused stops it.
    throw Object.assign(databaseUnavailable(), { cause: e });
  }
}

/**
 * The log line of a failed request, if it needs one: a 500 (a bug) with its stack, a 503 of an
 * unavailable or busy database rate-limited (lib/database-unavailable.ts); refusals of the request itself
 * (4xx) are not logged here.
 */
export function logRefusal(
  error: unknown,
  pub: PublicError,
  fields: Record<string, unknown>,
  message = 'request failed',
): void {
  if (pub.appCode === 'DATABASE_UNAVAILABLE') logDatabaseUnavailable(error, fields);
  else if (pub.appCode === 'DATABASE_BUSY') logDatabaseBusy(error, fields);
  else if (pub.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, ...fields }, message);
}

/** Headers as a Fetch `Headers` object or as the plain record Node and next-auth hand over. */
export type HeaderSource = Headers | Record<string, unknown> | undefined;

function header(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The client's address: the first X-Forwarded-For hop, else X-Real-IP, else 'unknown'. */
export function clientIp(headers: HeaderSource): string {
  const forwarded = header(headers, 'x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || header(headers, 'x-real-ip') || 'unknown';
}

/**
 * An answer streamed to the client as its body is produced (an Excel export): @hono/node-server
 * writes it with the socket's backpressure, no Content-Length; a client that goes away cancels it.
 */
export function streamedResponse(body: ReadableStream<Uint8Array>, init: ResponseInit): Response {
  return new Response(body, init);
}
