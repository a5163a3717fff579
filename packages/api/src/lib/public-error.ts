import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  AppError,
  databaseBusy,
  databaseUnavailable,
  type AppCode,
  type FieldErrors,
} from '../errors';
import { findPgError, isDatabaseBusy, isDatabaseUnavailable } from './pg-errors';

export interface PublicError {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  appCode: AppCode;
  message: string;
  fieldErrors?: FieldErrors;
  retryAfter?: number;
}

/** tRPC's own errors (transport, routing) get stable appCodes too. */
const TRANSPORT_APP_CODES: Partial<Record<TRPC_ERROR_CODE_KEY, [AppCode, string]>> = {
  PARSE_ERROR: ['INVALID_JSON', 'The request body is not valid JSON'],
  BAD_REQUEST: ['BAD_REQUEST', 'The request is not valid'],
  NOT_FOUND: ['NOT_FOUND', 'No such procedure'],
  METHOD_NOT_SUPPORTED: ['METHOD_NOT_SUPPORTED', 'Wrong HTTP method for this procedure'],
  UNSUPPORTED_MEDIA_TYPE: ['UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'],
  PAYLOAD_TOO_LARGE: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
  UNAUTHORIZED: ['UNAUTHORIZED', 'Authentication required'],
  FORBIDDEN: ['FORBIDDEN', 'You do not have permission to do this'],
  TOO_MANY_REQUESTS: ['RATE_LIMITED', 'Too many requests, try again later'],
  TIMEOUT: ['TIMEOUT', 'The request took too long'],
};

/** PostgreSQL constraint errors that mean "conflict", as a safety net behind the services' own checks. */
const PG_CONFLICTS: Record<string, AppCode> = {
  '23505': 'UNIQUE_VIOLATION',
  '23P01': 'EXCLUSION_VIOLATION',
  '23503': 'REFERENCE_VIOLATION',
};

interface IssueLike {
  path: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  message: string;
}

function issuesOf(cause: unknown): IssueLike[] | undefined {
  const issues = (cause as { issues?: unknown })?.issues;
  return Array.isArray(issues) ? (issues as IssueLike[]) : undefined;
}

/** zod / Standard Schema issues as `{ "dotted.path": [messages] }`. */
export function fieldErrorsFromIssues(issues: IssueLike[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key =
      issue.path
        .map((p) => String(typeof p === 'object' && p !== null && 'key' in p ? p.key : p))
        .join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function make(
  code: TRPC_ERROR_CODE_KEY,
  appCode: AppCode,
  message: string,
  extra: Partial<PublicError> = {},
): PublicError {
  return {
    code,
    httpStatus: getHTTPStatusCodeFromError({ code } as TRPCError),
    appCode,
    message,
    ...extra,
  };
}

/**
 * Maps any error to what may leave the server. Unknown errors never leak their message; an error
 * that says the database cannot answer (lib/pg-errors.ts) is 503 DATABASE_UNAVAILABLE, one that says
 * it is too busy 503 DATABASE_BUSY.
 */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof AppError) {
    return make(error.code, error.appCode, error.message, {
      fieldErrors: error.fieldErrors,
      retryAfter: error.retryAfter,
    });
  }
  // A database that is away is never a 500: whatever query met it, the answer is 503.
  if (isDatabaseUnavailable(error)) return toPublicError(databaseUnavailable());
  // Load is not an outage: an operator reading the answers (and the logs) must tell them apart.
  if (isDatabaseBusy(error)) return toPublicError(databaseBusy());
  if (error instanceof TRPCError) {
    const issues = issuesOf(error.cause);
    if (error.code === 'BAD_REQUEST' && issues) {
      return make('BAD_REQUEST', 'VALIDATION_ERROR', 'Some fields are not valid', {
        fieldErrors: fieldErrorsFromIssues(issues),
      });
    }
    if (error.cause instanceof AppError) return toPublicError(error.cause);
    // tRPC's own parse of a body or `input` that is not JSON: BAD_REQUEST with JSON.parse's error.
    if (error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError)
      return make('PARSE_ERROR', 'INVALID_JSON', 'The request body or input is not valid JSON');
    const pg = findPgError(error.cause)?.code;
    if (pg && PG_CONFLICTS[pg]) {
      return make('CONFLICT', PG_CONFLICTS[pg], 'The change conflicts with existing data');
    }
    const known = TRANSPORT_APP_CODES[error.code];
    if (known && error.code !== 'INTERNAL_SERVER_ERROR') {
      // tRPC's own messages for these codes are generic and safe (no SQL, no internals).
      const safe = error.cause ? known[1] : error.message || known[1];
      return make(error.code, known[0], safe);
    }
  }
  return make('INTERNAL_SERVER_ERROR', 'INTERNAL_ERROR', 'Something went wrong on our side');
}
