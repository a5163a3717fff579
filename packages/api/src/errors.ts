import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

export type FieldErrors = Record<string, string[]>;

/**
 * Every appCode the API answers with, each explained in docs/api.md#app-codes (a unit test keeps
 * the two equal). A new code is added here first, so the compiler refuses one that is not.
 */
export const APP_CODES = [
  // 400
  'VALIDATION_ERROR',
  'INVALID_FILTER',
  'INVALID_ORDER',
  'INVALID_JSON',
  'BAD_REQUEST',
  'MALFORMED_REQUEST',
  'RESET_TOKEN_INVALID',
  'PRICING_EXCLUSION_CONFLICT',
  'PRICING_NOT_AVAILABLE',
  'PRICE_TOO_HIGH',
  // 401
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'USER_INACTIVE',
  'INVALID_REFRESH_TOKEN',
  'REFRESH_TOKEN_REUSED',
  'REFRESH_TOKEN_REVOKED',
  'REFRESH_TOKEN_EXPIRED',
  // 403
  'FORBIDDEN',
  'CSRF_ORIGIN_MISMATCH',
  // 404
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'UNIT_NOT_FOUND',
  'BOOKING_NOT_FOUND',
  'BOOKING_GROUP_NOT_FOUND',
  'PAYMENT_PROVIDER_UNKNOWN',
  'DISCOUNT_NOT_FOUND',
  'OPTION_NOT_FOUND',
  'CONDITION_NOT_FOUND',
  'OFFICE_NOT_FOUND',
  'DOCUMENT_NOT_FOUND',
  // 405
  'METHOD_NOT_SUPPORTED',
  // 409
  'USER_EXISTS',
  'UNIT_ALREADY_BOOKED',
  'UNIT_NOT_AVAILABLE',
  'BOOKING_NOT_ACTIVE',
  'BOOKING_NOT_PAYABLE',
  'UNIT_STATUS_CHANGED',
  'BOOKING_ALREADY_PAID',
  'AMOUNT_MISMATCH',
  'PAYMENT_LINK_CONFLICT',
  'DISCOUNT_EXISTS',
  'OPTION_EXISTS',
  'CONDITION_EXISTS',
  'CONDITION_BUSY',
  'DEFAULT_EXCLUSION_CONFLICT',
  'UNIT_HAS_NO_PRICE',
  'UNIQUE_VIOLATION',
  'EXCLUSION_VIOLATION',
  'REFERENCE_VIOLATION',
  // 408, 413, 415, 429, 431
  'TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'REQUEST_HEADERS_TOO_LARGE',
  // 500, 503
  'INTERNAL_ERROR',
  'DOCUMENT_RENDER_FAILED',
  'DOCUMENT_RENDER_BUSY',
  'DOCUMENT_RENDER_TIMEOUT',
  'DATABASE_UNAVAILABLE',
] as const;
export type AppCode = (typeof APP_CODES)[number];

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
