/**
 * The log of requests refused with 503 DATABASE_UNAVAILABLE: while the database is away every
 * request fails the same way, so one short warn line (the error's code, no stack, no SQL) stands
 * for all refused within LOG_EVERY_MS, with how many it stands for. The request's own line (its
 * status, req_id) is written for each request as usual.
 */
import { log } from './log';
import { unavailableCode } from './pg-errors';

const LOG_EVERY_MS = 10_000;
let lastLogged = -Infinity;
let unlogged = 0;

/** Notes a request refused because the database cannot answer (`fields`: where it was refused). */
export function logDatabaseUnavailable(error: unknown, fields: Record<string, unknown>): void {
  unlogged++;
  const now = performance.now();
  if (now - lastLogged < LOG_EVERY_MS) return;
  log.warn(
    { ...fields, code: unavailableCode(error) ?? 'NOT_BOOTED', refused: unlogged },
    'database unavailable: requests answered 503 DATABASE_UNAVAILABLE',
  );
  lastLogged = now;
  unlogged = 0;
}
