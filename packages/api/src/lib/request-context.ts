/**
 * The request a piece of code runs for, carried through its async calls (AsyncLocalStorage): its id
 * (every log line's `req_id`, also its jobs') and the caller's user id once known. The listener
 * opens it (`runWithRequest`); nothing else passes it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  /** The client's `X-Request-Id` when sane, else one made here. */
  reqId: string;
  /** The signed-in caller, set once authentication has run. */
  userId?: string;
}

/**
 * One store per process, kept on globalThis: Next's server bundle carries a copy of this module
 * beside the server's, and the pages must see the context the listener opened.
 */
const STORE = Symbol.for('app.request-context');
const storage = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

/** What a client may send as `X-Request-Id`: 1..128 of `[A-Za-z0-9._-]` (docs/api.md). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's request id when it matches REQUEST_ID_PATTERN, else a new UUID. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/** Runs `fn` inside `context`: log lines written meanwhile carry its `req_id`. */
export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request the caller runs for, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Notes the signed-in caller on the current request (its log line says who), if there is one. */
export function setRequestUser(userId: string): void {
  const request = storage.getStore();
  if (request) request.userId = userId;
}
