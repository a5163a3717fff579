/**
 * The server's logger (pino): JSON lines on stdout, one per event, at `LOG_LEVEL` (default `info`).
 * Every line written while a request (or a job it enqueued) runs carries that request's `req_id`
 * (lib/request-context.ts). Nothing secret or personal is written: the fields below are censored
 * wherever they appear as keys, and an error's message and stack are scrubbed of e-mail addresses,
 * phone numbers and bearer tokens; a database error's parameters and detail (row values) are left
 * out. Server code logs through this, never `console` (docs/decisions.md, Logs).
 */
import pino from 'pino';
import { readLogLevel } from '../env';
import { currentRequest } from './request-context';

/** Keys whose values never reach a log line, at the top level or one object down. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'apiKey',
  'secret',
  'email',
  'phone',
];
const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

const SCRUB: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  [/\+?\d[\d ()-]{8,}\d/g, '[phone]'],
];

/** `text` with e-mail addresses, JWTs, bearer credentials and phone-like digit runs masked. */
export function scrub(text: string): string {
  return SCRUB.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/**
 * Drizzle's query error puts the statement and its parameters (row values) in its message, and so
 * in the first lines of its stack: both are replaced by this; the cause (the driver's error) says
 * what failed.
 */
const QUERY_FAILED = 'Failed query (statement and parameters left out)';

/** The stack's frames under `message` (the text before the first `    at` line dropped). */
function framesOf(stack: string, name: string, message: string): string {
  const at = stack.indexOf('\n    at ');
  return `${name}: ${message}${at === -1 ? '' : stack.slice(at)}`;
}

/** An error as a log field: type, scrubbed message and stack, code; no row values or SQL parameters. */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrub(String(error)) };
  const { code, appCode, query } = error as { code?: unknown; appCode?: unknown; query?: unknown };
  const isQueryError = typeof query === 'string' && error.message.startsWith('Failed query:');
  const message = isQueryError ? QUERY_FAILED : scrub(error.message);
  const stack =
    error.stack && (isQueryError ? framesOf(error.stack, error.name, message) : error.stack);
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof appCode === 'string' ? { appCode } : {}),
    ...(stack ? { stack: scrub(stack) } : {}),
    ...(error.cause ? { cause: serializeError(error.cause) } : {}),
  };
}

/** A logger writing to `destination` (stdout by default); tests read what it writes. */
export function createLogger(destination?: pino.DestinationStream, level: string = readLogLevel()) {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError, error: serializeError },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      mixin() {
        const request = currentRequest();
        return request ? { req_id: request.reqId } : {};
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;

/** The server's logger; `log.child({ component: 'jobs' })` for a part of the server. */
export const log: Logger = createLogger();
