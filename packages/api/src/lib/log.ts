/**
 * The server's logger (pino): JSON lines on stdout at `LOG_LEVEL`, each carrying the running
 * request's `req_id` (lib/request-context.ts); secrets and personal data are censored or scrubbed
 * (below). Server code logs through this, never `console` (docs/decisions.md, Logs).
 */
import { format, stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { readLogLevel } from '../env';
import { currentRequest } from './request-context';

/**
 * Keys whose values never reach a log line, at the top level or one object down (compared in lower
 * case: `Authorization` and `authorization` alike).
 */
const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'currentpassword',
  'token',
  'accesstoken',
  'access_token',
  'refreshtoken',
  'refresh_token',
  'authorization',
  'cookie',
  'set-cookie',
  'apikey',
  'api_key',
  'secret',
  // The acquirers' keys (docs/payments.md), should a line ever carry the settings.
  'secretkey',
  'secret_key',
  'yookassa_secret_key',
  'tbank_password',
  'email',
  'phone',
]);
const CENSORED = '[redacted]';

const isSecret = (key: string) => SECRET_KEYS.has(key.toLowerCase());
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** `object` with one level of secret keys censored; the caller's object is never changed. */
function censorLevel(object: Record<string, unknown>, deeper: boolean): Record<string, unknown> {
  let out = object;
  for (const key in object) {
    const value = object[key];
    let replaced: unknown = value;
    if (isSecret(key)) replaced = CENSORED;
    else if (deeper && isPlainObject(value)) replaced = censorLevel(value, false);
    if (replaced !== value) {
      if (out === object) out = { ...object };
      out[key] = replaced;
    }
  }
  return out;
}

/**
 * A line's fields with secret keys censored, at the top level and one object down. A walk over the
 * line's own keys (a request line has six): pino's `redact` with wildcard paths cost tens of
 * microseconds a line, on every request.
 */
const censor = (object: Record<string, unknown>) => censorLevel(object, true);

const SCRUB: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  [/\+?\d[\d ()-]{8,}\d/g, '[phone]'],
  // A customer link's token (payment page, offer) or a payment link's short code in an address.
  [/\/(pay|o)\/[A-Za-z0-9._~-]{16,}/g, '/$1/[token]'],
  [/\/s\/[0-9A-Za-z]{8}(?![0-9A-Za-z])/g, '/s/[token]'],
];

/** `text` with e-mail addresses, JWTs, bearer credentials, phone-like digit runs and link tokens masked. */
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
  const logger = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }), log: censor, bindings: censor },
      serializers: { err: serializeError, error: serializeError },
      mixin() {
        const request = currentRequest();
        return request ? { req_id: request.reqId } : {};
      },
    },
    destination,
  );
  // A child's fields skip `formatters.bindings` (pino applies it to the root's only): censored
  // here. Children inherit this `child`, so theirs are too.
  const child = logger.child;
  logger.child = function (this: typeof logger, bindings, options) {
    return child.call(this, censor(bindings), options);
  } as typeof child;
  return logger;
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * Standard output, written asynchronously (sonic-boom coalesces the lines waiting for one write;
 * pino writes what is left synchronously at exit). One per process, on globalThis: Next's server
 * bundle carries a second copy of this module, and two buffered writers to one pipe could split
 * each other's lines.
 */
const STDOUT = Symbol.for('app.log-stdout');
const stdout = ((globalThis as Record<symbol, unknown>)[STDOUT] ??= pino.destination({
  dest: 1,
  sync: false,
})) as pino.DestinationStream;

/** The server's logger; `log.child({ component: 'jobs' })` for a part of the server. */
export const log: Logger = createLogger(stdout);

/** Which level each `console` method writes at. */
const CONSOLE_LEVELS = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const;
type ConsoleMethod = keyof typeof CONSOLE_LEVELS;
type Level = (typeof CONSOLE_LEVELS)[ConsoleMethod];

/**
 * `console` written as this logger's lines (component `console`), so that every stdout line is
 * JSON: what a library prints (Next's "✓ Running next.config took 3ms", a render error) becomes a
 * line of the same shape, its colours and leading mark dropped, its text scrubbed, an Error among
 * the arguments as `err`. apps/web/server.ts calls it at start; an empty line is dropped.
 */
export function routeConsole(
  target: Pick<Console, ConsoleMethod> = globalThis.console,
  logger: Logger = log.child({ component: 'console' }),
): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [ConsoleMethod, Level][]) {
    target[method] = (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const rest = err === undefined ? args : args.filter((a) => a !== err);
      const text = scrub(stripVTControlCharacters(format(...rest)))
        .replace(/^\s*[○⨯⚠▲✓»]\s*/u, '')
        .trim();
      if (err !== undefined) logger[level]({ err }, text || (err as Error).message);
      else if (text) logger[level](text);
    };
  }
}
