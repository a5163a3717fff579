/**
 * The OpenAPI 3.1 document (`GET /api/openapi.json`, docs/api.md#rest), built once per process from
 * the routers and zod schemas by trpc-to-openapi, with the API's own error shape, security schemes,
 * response headers, the plain routes and the outgoing webhooks added.
 */
import { generateOpenApiDocument } from '#trpc-to-openapi';
import {
  componentsResponses,
  ERROR_ENVELOPE_SCHEMA,
  ERROR_RESPONSES,
  ERROR_SCHEMA,
} from './doc-errors';
import { HEADERS, headerRef, withRequestIds, type Json } from './doc-parts';
import { WEBHOOK_PARAMETERS, webhooksDocument } from './doc-webhooks';
import { REST_BY_PATH, REST_PREFIX, documentRouter, type RestOperation } from './operations';
import { apiRoutePaths } from './plain-operations';
import { METRICS_SECURITY, pagePaths } from './plain-pages';
import { TAG_TEXT } from './tag-text';

/** The plain routes' tags (the procedures' are their namespaces). */
const PLAIN_TAGS: Record<string, string> = {
  plain: 'Plain HTTP routes beside the procedures: issued PDFs, demo plans, the payment callback.',
  exports: 'The lists as Excel files (docs/api.md#excel-exports).',
  pages: 'The customer pages: server-rendered HTML for people who never sign in.',
  reference: 'This document and its interactive reference page.',
  operations: 'Probes and metrics for the deployment, answered before the API.',
  webhooks: TAG_TEXT.webhooks ?? '',
};

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

/** The statuses an operation may answer besides 200. */
function errorStatuses(op: RestOperation): string[] {
  return [
    '400',
    ...(op.public ? (op.unauthorized ? ['401'] : []) : ['401', '403']),
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
    const { summary, description } = op;
    Object.assign(operation, { summary, description }, op.public ? { security: [] } : {});
    const ok = (operation.responses as Json)['200'] as Json;
    const responses: Json = { '200': ok };
    if (op.type === 'mutation') {
      operation.parameters = [...((operation.parameters as unknown[]) ?? []), IDEMPOTENCY_KEY];
      // A public mutation keeps no record (trpc.ts): it never replays.
      if (!op.public) ok.headers = { 'Idempotent-Replayed': headerRef('IdempotentReplayed') };
    }
    for (const status of errorStatuses(op)) {
      responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]?.[0]}` };
    }
    operation.responses = responses;
  }
  return paths;
}

/** Builds the document (uncached: `openApiDocument()` is what the route serves). */
export function buildOpenApiDocument(): Json {
  const doc = generateOpenApiDocument(documentRouter(), {
    title: 'Booking & pricing API',
    version: '1',
    description:
      'Every tRPC procedure, also as REST: request and response bodies are the procedure’s ' +
      'input and output JSON without the tRPC envelope. Errors: `{ code, message, appCode, ' +
      'fieldErrors }`. Mutations accept an `Idempotency-Key` header. Beside them: the plain ' +
      'routes (PDFs, exports, the payment callback, the customer pages, probes, metrics), whose ' +
      'errors are tRPC’s envelope, and the outgoing `webhooks`. Any request may also be ' +
      'refused before routing: 400 for malformed HTTP, 431 for headers over 16 KiB.',
    baseUrl: REST_PREFIX,
    securitySchemes: SECURITY_SCHEMES,
  });
  const hooks = webhooksDocument();
  const components = (doc.components ?? {}) as Json;
  const plain = apiRoutePaths();
  const paths = { ...withErrors(prefixed(doc.paths as Json)), ...plain.paths, ...pagePaths() };
  const responses = componentsResponses();
  withRequestIds(paths, responses);
  return {
    ...doc,
    paths,
    info: {
      ...(doc.info as Json),
      contact: { name: 'The service’s operator' },
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: [
      ...[...new Set([...REST_BY_PATH.values()].map((op) => op.tag))].map((name) => ({
        name,
        description: TAG_TEXT[name],
      })),
      ...Object.entries(PLAIN_TAGS).map(([name, description]) => ({ name, description })),
    ],
    webhooks: hooks.webhooks,
    components: {
      ...components,
      schemas: {
        ...plain.schemas,
        ...withoutAdapterErrors((components.schemas as Json | undefined) ?? {}),
        ...hooks.schemas,
        Error: ERROR_SCHEMA,
        ErrorEnvelope: ERROR_ENVELOPE_SCHEMA,
      },
      responses,
      // Added here: the adapter would list every scheme it is given on every protected operation.
      securitySchemes: { ...(components.securitySchemes as Json), metricsToken: METRICS_SECURITY },
      headers: HEADERS,
      parameters: { ...((components.parameters as Json | undefined) ?? {}), ...WEBHOOK_PARAMETERS },
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
