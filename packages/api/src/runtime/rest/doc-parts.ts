/**
 * Pieces the OpenAPI document (rest/document.ts) shares between the REST operations, the plain
 * routes (rest/plain-operations.ts, rest/plain-pages.ts) and the webhooks: the response headers
 * as `components.headers`, the plain routes' error envelope and the helpers that build answers.
 */
import { REQUEST_ID_PATTERN } from '../../lib/request-context';

export type Json = Record<string, unknown>;

/** The document's own address and its reference page's (rest/doc-routes.ts serves them). */
export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** `components.headers`: what the listener and the procedures really send (docs/api.md). */
export const HEADERS: Json = {
  XRequestId: {
    description:
      'On every answer (runtime/request-log.ts): the request’s `X-Request-Id` when it is 1 to ' +
      '128 of `[A-Za-z0-9._-]`, else a new UUID. Every log line of the request carries it.',
    schema: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
  },
  IdempotentReplayed: {
    description:
      '`true` when the answer is the stored first answer of an earlier call with the same ' +
      '`Idempotency-Key`, caller and body (the work was not done again); absent otherwise.',
    schema: { type: 'string', enum: ['true'] },
  },
  RetryAfter: {
    description:
      'Seconds to wait before trying again (429, 503, and 409 `IDEMPOTENCY_IN_PROGRESS`); the ' +
      'error body’s `retryAfter` says the same.',
    schema: { type: 'integer', minimum: 1 },
  },
};

export const headerRef = (name: keyof typeof HEADERS & string) => ({
  $ref: `#/components/headers/${name}`,
});

/** Gives every inline answer of `items` (paths or webhooks) and `responses` the request id. */
export function withRequestIds(items: Json, responses: Json): void {
  const answers = Object.values(items).flatMap((item) =>
    Object.values(item as Json).flatMap((op) =>
      Object.values(((op as Json).responses ?? {}) as Json),
    ),
  );
  for (const answer of [...answers, ...Object.values(responses)] as Json[]) {
    if ('$ref' in answer) continue;
    answer.headers = {
      'X-Request-Id': headerRef('XRequestId'),
      ...((answer.headers ?? {}) as Json),
    };
  }
}

/** A refusal of a plain route in the envelope; Retry-After on 429 and 503, Allow on 405. */
export function envelope(status: string, description: string): Json {
  const headers: Json = {};
  if (status === '429' || status === '503') headers['Retry-After'] = headerRef('RetryAfter');
  if (status === '405')
    headers.Allow = { description: 'The methods the path takes', schema: { type: 'string' } };
  return {
    description,
    ...(Object.keys(headers).length ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
  };
}

/** What every plain route of the route table may answer (runtime/routes.ts), by method. */
export function routeErrors(opts: { post?: boolean; signedIn?: boolean }): Json {
  return {
    ...(opts.signedIn
      ? {
          '401': envelope('401', 'No, bad or expired token, API key or session'),
          '403': envelope(
            '403',
            opts.post
              ? 'The role may not do this, or a cookie call from another origin'
              : 'The role may not do this (`FORBIDDEN`)',
          ),
        }
      : {}),
    '405': envelope('405', 'Another method than the route’s (`METHOD_NOT_SUPPORTED`, `Allow`)'),
    ...(opts.post
      ? {
          '413': envelope('413', 'The body is larger than 1 MiB'),
          '415': envelope('415', 'The body’s media type is not one the route accepts'),
        }
      : {}),
    '500': envelope('500', 'A bug (never carries internals)'),
    '503': envelope('503', 'The database is unreachable or too busy (`Retry-After`)'),
  };
}

/** An answer with a body of `type` (a binary file, text, HTML) and its headers. */
export function answer(description: string, type: string, headers: Json = {}, schema?: Json): Json {
  const binary = !type.startsWith('application/json') && !type.startsWith('text/');
  return {
    description,
    // A copy: callers share header sets between answers.
    ...(Object.keys(headers).length ? { headers: { ...headers } } : {}),
    content: {
      [type]: {
        schema: schema ?? (binary ? { type: 'string', format: 'binary' } : { type: 'string' }),
      },
    },
  };
}

/** A header of an answer, described in place. */
export const header = (description: string, schema: Json = { type: 'string' }) => ({
  description,
  schema,
});

/** A path parameter. */
export const pathParam = (name: string, description: string) => ({
  in: 'path',
  name,
  required: true,
  description,
  schema: { type: 'string' },
});

/** The security of an operation for the signed-in plain routes (as the REST operations'). */
export const SIGNED_IN = [{ accessToken: [] }, { apiKey: [] }];
