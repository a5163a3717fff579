import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { AppCode } from './app-codes';

export type FieldErrors = Record<string, string[]>;

export { APP_CODES, type AppCode } from './app-codes';

/**
 * The one domain error. Services throw it; the errorFormatter turns it into the public shape
 * (code, HTTP status, appCode, fieldErrors). Its message is safe to show to users.
 */
export class AppError extends TRPCError {
  readonly appCode: AppCode;
  readonly fieldErrors?: FieldErrors;
  /** Seconds, for 429 answers (sent as `Retry-After`). */
  readonly retryAfter?: number;

  constructor(
    code: TRPC_ERROR_CODE_KEY,
    appCode: AppCode,
    message: string,
    extra: { fieldErrors?: FieldErrors; retryAfter?: number } = {},
  ) {
    super({ code, message });
    this.name = 'AppError';
    this.appCode = appCode;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfter = extra.retryAfter;
  }
}

export const badRequest = (appCode: AppCode, message: string, fieldErrors?: FieldErrors) =>
  new AppError('BAD_REQUEST', appCode, message, { fieldErrors });
export const unauthorized = (
  appCode: AppCode = 'UNAUTHORIZED',
  message = 'Authentication required',
) => new AppError('UNAUTHORIZED', appCode, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', 'FORBIDDEN', message);
export const notFound = (appCode: AppCode, message: string) =>
  new AppError('NOT_FOUND', appCode, message);
export const conflict = (appCode: AppCode, message: string) =>
  new AppError('CONFLICT', appCode, message);
export const tooManyRequests = (retryAfter: number) =>
  new AppError('TOO_MANY_REQUESTS', 'RATE_LIMITED', 'Too many requests, try again later', {
    retryAfter,
  });

/** Seconds a client is asked to wait (`Retry-After`) while the database cannot answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 DATABASE_UNAVAILABLE: the database is starting or cannot be reached; try again shortly. */
export const databaseUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'DATABASE_UNAVAILABLE',
    'The service is starting or its database is unreachable; try again shortly',
    { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
  );

/** Seconds a client is asked to wait (`Retry-After`) while the database is too busy. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * 503 DATABASE_BUSY: the database answers but has no room for this request now (every pool
 * connection stayed taken, or the query outlasted the statement timeout): load, not an outage.
 */
export const databaseBusy = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'DATABASE_BUSY',
    'The service is busy right now; try again in a moment',
    { retryAfter: DATABASE_BUSY_RETRY_AFTER_SECONDS },
  );
