/**
 * The error answers of the OpenAPI document (rest/document.ts, docs/api.md#errors): REST's error
 * body `Error` (`{ code, message, appCode, fieldErrors, retryAfter }`, the appCode enum from
 * app-codes.ts) as `components.responses`, and the plain routes' `ErrorEnvelope` (tRPC's).
 */
import { APP_CODES } from '../../app-codes';
import { headerRef, type Json } from './doc-parts';

export const ERROR_SCHEMA: Json = {
  type: 'object',
  description:
    'Every refusal and failure (docs/api.md#errors). `code` is the tRPC code that sets the HTTP ' +
    'status, `appCode` the stable domain code, `fieldErrors` the invalid fields of a 400.',
  required: ['code', 'message', 'appCode'],
  additionalProperties: false,
  properties: {
    code: {
      type: 'string',
      enum: [
        'BAD_REQUEST',
        'PARSE_ERROR',
        'UNAUTHORIZED',
        'FORBIDDEN',
        'NOT_FOUND',
        'METHOD_NOT_SUPPORTED',
        'CONFLICT',
        'PRECONDITION_FAILED',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'UNPROCESSABLE_CONTENT',
        'TOO_MANY_REQUESTS',
        'INTERNAL_SERVER_ERROR',
        'SERVICE_UNAVAILABLE',
      ],
    },
    message: { type: 'string', description: 'Human-readable and safe to show.' },
    appCode: { type: 'string', enum: [...APP_CODES] },
    fieldErrors: {
      type: 'object',
      description: '`{ "<dotted.path>": ["message", ...] }` (validation errors).',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
    retryAfter: {
      type: 'integer',
      minimum: 1,
      description:
        'Seconds to wait before retrying (429, 503, 409 IDEMPOTENCY_IN_PROGRESS); also the `Retry-After` header.',
    },
  },
};

/** The error answers, each a `components.responses` entry: name, description, an example. */
export const ERROR_RESPONSES: Record<string, [string, string, string, string]> = {
  '400': [
    'BadRequest',
    'Invalid input (`fieldErrors`), JSON or filter',
    'BAD_REQUEST',
    'VALIDATION_ERROR',
  ],
  '401': ['Unauthorized', 'No, bad or expired token or API key', 'UNAUTHORIZED', 'UNAUTHORIZED'],
  '403': [
    'Forbidden',
    'The role may not do this, or a cookie call from another origin',
    'FORBIDDEN',
    'FORBIDDEN',
  ],
  '404': ['NotFound', 'No such record', 'NOT_FOUND', 'BOOKING_NOT_FOUND'],
  '409': [
    'Conflict',
    'The record’s state or a uniqueness rule refuses the change; `IDEMPOTENCY_IN_PROGRESS` (with `Retry-After`) while a call with the same `Idempotency-Key` runs',
    'CONFLICT',
    'UNIT_ALREADY_BOOKED',
  ],
  '413': [
    'PayloadTooLarge',
    'The body is larger than 1 MiB',
    'PAYLOAD_TOO_LARGE',
    'PAYLOAD_TOO_LARGE',
  ],
  '415': [
    'UnsupportedMediaType',
    'The body is not `application/json`',
    'UNSUPPORTED_MEDIA_TYPE',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  '422': [
    'UnprocessableContent',
    'An `Idempotency-Key` reused with another body',
    'UNPROCESSABLE_CONTENT',
    'IDEMPOTENCY_KEY_REUSED',
  ],
  '429': [
    'TooManyRequests',
    'Rate limited; `Retry-After` says when to try again',
    'TOO_MANY_REQUESTS',
    'RATE_LIMITED',
  ],
  '500': [
    'InternalServerError',
    'A bug (never carries internals)',
    'INTERNAL_SERVER_ERROR',
    'INTERNAL_ERROR',
  ],
  '503': [
    'ServiceUnavailable',
    'The database is unreachable (`DATABASE_UNAVAILABLE`) or too busy (`DATABASE_BUSY`); `Retry-After` says when to try again',
    'SERVICE_UNAVAILABLE',
    'DATABASE_UNAVAILABLE',
  ],
};

/** The example's appCode if it is one yet (another change may add it): else no example. */
const knownCode = (appCode: string) =>
  (APP_CODES as readonly string[]).includes(appCode) ? appCode : undefined;

/** Statuses whose answer may say when to retry: always 429 and 503, 409 when in progress. */
const RETRIED = new Set(['409', '429', '503']);

export function componentsResponses(): Json {
  const out: Json = {};
  for (const [status, [name, description, code, appCode]] of Object.entries(ERROR_RESPONSES)) {
    const known = knownCode(appCode);
    const example = known && {
      code,
      message: description,
      appCode: known,
      ...(status === '400' ? { fieldErrors: { unit: ['Invalid UUID'] } } : {}),
    };
    out[name] = {
      description,
      ...(RETRIED.has(status) ? { headers: { 'Retry-After': headerRef('RetryAfter') } } : {}),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          ...(example ? { example } : {}),
        },
      },
    };
  }
  return out;
}

/** The members of `Error` the envelope's `data` carries too. */
const { code, appCode, fieldErrors, retryAfter } = ERROR_SCHEMA.properties as Json;
const ERROR_FIELDS = { code, appCode, fieldErrors, retryAfter };

/** The error envelope of the plain routes (the tRPC endpoint's, docs/api.md#errors). */
export const ERROR_ENVELOPE_SCHEMA: Json = {
  type: 'object',
  description:
    'How a plain route (not `/api/v1/`) refuses or fails: tRPC’s error envelope. `error.code` ' +
    'is the JSON-RPC code, `error.data` the tRPC code, HTTP status and domain `appCode`.',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['message', 'code', 'data'],
      additionalProperties: false,
      properties: {
        message: { type: 'string', description: 'Human-readable and safe to show.' },
        code: { type: 'integer', description: 'JSON-RPC error code (`-32600`, `-32001`, …).' },
        data: {
          type: 'object',
          required: ['code', 'httpStatus', 'appCode'],
          additionalProperties: false,
          properties: {
            ...ERROR_FIELDS,
            httpStatus: { type: 'integer' },
          },
        },
      },
    },
  },
};
