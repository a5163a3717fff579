/** The PostgreSQL error inside a driver/ORM error chain (postgres.js and PGlite name fields differently). */
export function findPgError(error: unknown): { code: string; constraint?: string } | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const { code, constraint_name, constraint } = e as {
      code?: unknown;
      constraint_name?: string;
      constraint?: string;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: constraint_name ?? constraint };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = findPgError(error);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}

/**
 * Codes that mean the database is away, not that the request is wrong: the driver's
 * (postgres.js), the socket's, the pool bound's POOL_TIMEOUT (no connection could be opened), and
 * PostgreSQL's own (57P01-57P03 shutting down or starting; class 08 below).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'POOL_TIMEOUT',
  '57P01',
  '57P02',
  '57P03',
]);

/**
 * Codes that mean the database answers but has no room for this request now (load, not an
 * outage): the pool bound's POOL_BUSY (every connection stayed taken), 57014 (a statement
 * cancelled by statement_timeout) and 53300 (the server's connection limit reached).
 */
const BUSY_CODES = new Set(['POOL_BUSY', '57014', '53300']);

/** The first code in `error`'s chain that `matches`. */
function codeIn(error: unknown, matches: (code: string) => boolean): string | undefined {
  for (let e = error, depth = 0; e && depth < 6; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && matches(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The code by which `error` (or an error it wraps) says the database cannot answer now, if it does. */
export const unavailableCode = (error: unknown): string | undefined =>
  codeIn(error, (code) => UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code));

/** The code by which `error` (or an error it wraps) says the database is too busy now, if it does. */
export const busyCode = (error: unknown): string | undefined =>
  codeIn(error, (code) => BUSY_CODES.has(code));

/** Whether `error` says the database cannot answer now (its code above, or SQLSTATE class 08). */
export const isDatabaseUnavailable = (error: unknown): boolean => Boolean(unavailableCode(error));

/** Whether `error` says the database answers but is overloaded (busyCode). */
export const isDatabaseBusy = (error: unknown): boolean => Boolean(busyCode(error));
