/**
 * The log of requests refused with 503 because of the database: one warn line (code, no stack, no
 * SQL) stands for all refused within LOG_EVERY_MS, with their count, outage and load apart. Each
 * request still writes its own line.
 */
import { log } from './log';
import { busyCode, unavailableCode } from './pg-errors';

const LOG_EVERY_MS = 10_000;

/** A rate-limited warn line: `code` names the error's cause, `fallback` when it has none. */
function refusalLog(
  message: string,
  code: (error: unknown) => string | undefined,
  fallback: string,
) {
  let lastLogged = -Infinity;
  let unlogged = 0;
  return (error: unknown, fields: Record<string, unknown>): void => {
    unlogged++;
    const now = performance.now();
    if (now - lastLogged < LOG_EVERY_MS) return;
    log.warn({ ...fields, code: code(error) ?? fallback, refused: unlogged }, message);
    lastLogged = now;
    unlogged = 0;
  };
}

/** Notes a request refused because the database cannot answer (`fields`: where it was refused). */
export const logDatabaseUnavailable = refusalLog(
  'database unavailable: requests answered 503 DATABASE_UNAVAILABLE',
  unavailableCode,
  'NOT_BOOTED',
);

/** Notes a request refused because the database was too busy for it (load, not an outage). */
export const logDatabaseBusy = refusalLog(
  'database busy: requests answered 503 DATABASE_BUSY',
  busyCode,
  'BUSY',
);
