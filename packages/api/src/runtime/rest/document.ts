/**
 * The OpenAPI 3.1 document of the REST API (`GET /api/openapi.json`, docs/api.md#rest), built once
 * per process from the same routers and zod schemas as tRPC: trpc-to-openapi describes each
 * operation from its input and output schemas and the meta of rest/operations.ts; this module
 * replaces the adapter's error answers with the API's own error shape (`{ code, message, appCode,
 * fieldErrors }`, the appCode enum from app-codes.ts), names both ways to authenticate, and adds
 * the outgoing webhooks (`webhooks`, from @app/validators/outputs' event registry).
 */
import { generateOpenApiDocument } from '#trpc-to-openapi';
import { createDocument, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { z } from 'zod';
import { APP_CODES } from '../../app-codes';
import { REST_BY_PATH, REST_PREFIX, documentRouter, type RestOperation } from './operations';
import { PROCEDURE_TEXT, TAG_TEXT } from './procedure-text';
import { webhookEvents } from './webhook-events';

type Json = Record<string, unknown>;

const SECURITY_SCHEMES = {
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access token `auth.login` (or `auth.refresh`) answers, for 15 minutes.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API key from `apiKeys.create` (a sales head issues it for another system), sent the ' +
      'same way: `Authorization: Bearer <key>`. It acts as a service user with the key’s role.',
  },
} as const;

const ERROR_SCHEMA: Json = {
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
const ERROR_RESPONSES: Record<string, [string, string, string, string]> = {
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
    'The record’s state or a uniqueness rule refuses the change',
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

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
};

function componentsResponses(): Json {
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
      ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
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

/** Public procedures that refuse bad credentials or tokens with 401. */
const PUBLIC_401 = new Set(['auth.login', 'auth.refresh']);

/** The statuses an operation may answer besides 200. */
function errorStatuses(op: RestOperation): string[] {
  return [
    '400',
    ...(op.public ? (PUBLIC_401.has(op.procedure) ? ['401'] : []) : ['401', '403']),
    '404',
    '409',
    ...(op.method === 'POST' ? ['413', '415'] : []),
    ...(op.type === 'mutation' ? ['422'] : []),
    '429',
    '500',
    '503',
  ];
}

const IDEMPOTENCY_KEY = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'For 24 hours a repeat with the same key, caller and body answers the first answer again ' +
    '(header `Idempotent-Replayed: true`) without doing the work; the same key with another ' +
    'body is 422 IDEMPOTENCY_KEY_REUSED; a repeat while the first runs is 409 ' +
    'IDEMPOTENCY_IN_PROGRESS. 1 to 255 printable ASCII characters, else 400 (docs/api.md).',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]{1,255}$' },
};

/** Each operation's answers: its 200 and the API's error answers (the adapter's are dropped). */
function withErrors(paths: Json): Json {
  for (const [path, item] of Object.entries(paths)) {
    const op = REST_BY_PATH.get(path.slice(REST_PREFIX.length));
    if (!op) continue;
    const operation = (item as Json)[op.method.toLowerCase()] as Json;
    const [summary, description] = PROCEDURE_TEXT[op.procedure] ?? [];
    Object.assign(operation, { summary, description }, op.public ? { security: [] } : {});
    const responses: Json = { '200': (operation.responses as Json)['200'] };
    if (op.type === 'mutation') {
      operation.parameters = [...((operation.parameters as unknown[]) ?? []), IDEMPOTENCY_KEY];
    }
    for (const status of errorStatuses(op)) {
      responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]?.[0]}` };
    }
    operation.responses = responses;
  }
  return paths;
}

/** `webhooks`: one entry per outgoing event type, its body the event's payload schema. */
function webhooksDocument(events: Record<string, z.ZodType>): {
  webhooks: Json;
  schemas: Json;
} {
  const webhooks: ZodOpenApiPathsObject = {};
  for (const [type, payload] of Object.entries(events)) {
    webhooks[type] = {
      post: {
        operationId: `webhook.${type}`,
        tags: ['webhooks'],
        security: [],
        summary: `The ${type} event`,
        description:
          'Sent to each endpoint subscribed to this type (Standard Webhooks 1.0: headers ' +
          '`webhook-id`, `webhook-timestamp`, `webhook-signature`). Answer 2xx to acknowledge.',
        requestBody: { required: true, content: { 'application/json': { schema: payload } } },
        responses: { '200': { description: 'Received' } },
      },
    };
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: { title: 'webhooks', version: '1' },
    webhooks,
  }) as unknown as Json;
  return {
    webhooks: (doc.webhooks ?? {}) as Json,
    schemas: ((doc.components as Json | undefined)?.schemas ?? {}) as Json,
  };
}

/** Builds the document (uncached: `openApiDocument()` is what the route serves). */
export function buildOpenApiDocument(): Json {
  const doc = generateOpenApiDocument(documentRouter(), {
    title: 'Booking & pricing API',
    version: '1',
    description:
      'Every tRPC procedure, also as REST: request and response bodies are the procedure’s ' +
      'input and output JSON without the tRPC envelope. Errors: `{ code, message, appCode, ' +
      'fieldErrors }`. Mutations accept an `Idempotency-Key` header.',
    baseUrl: REST_PREFIX,
    securitySchemes: SECURITY_SCHEMES,
  });
  const hooks = webhooksDocument(webhookEvents());
  const components = (doc.components ?? {}) as Json;
  return {
    ...doc,
    paths: withErrors(prefixed(doc.paths as Json)),
    info: {
      ...(doc.info as Json),
      contact: { name: 'The service’s operator' },
      license: { name: 'Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [...new Set([...REST_BY_PATH.values()].map((op) => op.tag)), 'webhooks'].map((name) => ({
      name,
      description: TAG_TEXT[name],
    })),
    webhooks: hooks.webhooks,
    components: {
      ...components,
      schemas: {
        ...withoutAdapterErrors((components.schemas as Json | undefined) ?? {}),
        ...hooks.schemas,
        Error: ERROR_SCHEMA,
      },
      responses: componentsResponses(),
    },
  };
}

/** trpc-to-openapi's own error schemas (`error.CODE`), no longer referenced. */
function withoutAdapterErrors(schemas: Json): Json {
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => !name.startsWith('error.')));
}

/** Paths as served (`/api/v1/...`), so a client needs no base path. */
function prefixed(paths: Json): Json {
  return Object.fromEntries(Object.entries(paths).map(([p, v]) => [REST_PREFIX + p, v]));
}

let cached: string | undefined;

/** The document as JSON text, built on the first call and kept for the process. */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
