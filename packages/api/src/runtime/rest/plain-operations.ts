/**
 * The plain routes under `/api/` (runtime/route-table.ts) as OpenAPI operations, each with the
 * answers its handler and runtime/routes.ts give: PDFs, demo plans, Excel exports, the provider's
 * callback (the CRMs': crm-operations.ts), this document and its reference page (customer pages: rest/plain-pages.ts).
 */
import { createSchema } from 'zod-openapi';
import { WEBHOOK_OUTCOMES } from '@app/validators';
import { EXPORT_KINDS, MAX_EXPORT_ROWS, type ExportKindName } from '../../services/exports';
import { CRM_WEBHOOKS } from './crm-operations';
import {
  answer,
  DOCS_PATH,
  envelope,
  header,
  OPENAPI_PATH,
  pathParam,
  routeErrors,
  SIGNED_IN,
  type Json,
} from './doc-parts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NO_STORE = header('`no-store`: the file carries customers’ names and phones');
const ATTACHMENT = header('`attachment; filename="<the file’s name>"`');
const rateLimited = envelope('429', 'Rate limited (`RATE_LIMITED`)');

const DOCUMENT_PDF: Json = {
  get: {
    operationId: 'plain.documentPdf',
    tags: ['plain'],
    summary: 'Download an issued document’s PDF',
    description:
      'The stored bytes as issued (an offer, a booking confirmation, …), needing `documents.read` ' +
      '(a realtor gets their own documents only: another’s is 404). The ETag is the PDF’s ' +
      'SHA-256; a repeat with `If-None-Match` answers 304 without the body.',
    security: SIGNED_IN,
    parameters: [
      pathParam('id', 'The document’s id (`documents.list`)'),
      {
        in: 'header',
        name: 'If-None-Match',
        required: false,
        description: 'The ETag of a copy already held',
        schema: { type: 'string' },
      },
    ],
    responses: {
      '200': answer('The PDF', 'application/pdf', {
        ETag: header('`"<SHA-256 of the PDF, hex>"`'),
        'Cache-Control': NO_STORE,
        'Content-Disposition': ATTACHMENT,
      }),
      '304': { description: 'Not modified: the copy held is this one' },
      '404': envelope('404', 'No such document, or not the caller’s (`DOCUMENT_NOT_FOUND`)'),
      '429': rateLimited,
      ...routeErrors({ signedIn: true }),
    },
  },
};

const DEMO_PLAN: Json = {
  get: {
    operationId: 'plain.demoPlan',
    tags: ['plain'],
    summary: 'A demo floor plan',
    description: 'The floor plans the demo complex’s units point at (the seed), as PNG images.',
    security: [],
    parameters: [pathParam('file', 'The plan’s file name, as a unit’s plan address names it')],
    responses: {
      '200': answer('The plan', 'image/png', {
        'Cache-Control': header('`public, max-age=86400`'),
      }),
      '404': answer('No such plan', 'text/plain'),
      ...routeErrors({}),
    },
  },
};

/** Each export's list procedure, whose `filter` the `filter` parameter is. */
const LIST_OF: Record<ExportKindName, string> = {
  bookings: 'bookings.list',
  payments: 'payments.list',
  'price-list': 'units.list',
  units: 'units.list',
};

function exportPath(kind: ExportKindName, filter: Json): Json {
  const { action, dated } = EXPORT_KINDS[kind];
  const query = (name: string, description: string, schema: Json = { type: 'string' }) => ({
    in: 'query',
    name,
    required: false,
    description,
    schema,
  });
  return {
    get: {
      operationId: `plain.export.${kind}`,
      tags: ['exports'],
      summary: `Export ${kind} as Excel`,
      description:
        `The rows of \`${LIST_OF[kind]}\` as one sheet, streamed as it is read; needs ` +
        `\`${action}\` and shows what the list shows the caller. At most ${MAX_EXPORT_ROWS} rows ` +
        '(400 `EXPORT_TOO_LARGE` before any byte); 10 exports a minute per user, 4 at once per ' +
        'instance (429).',
      security: SIGNED_IN,
      parameters: [
        {
          in: 'query',
          name: 'filter',
          required: false,
          description:
            `The list’s \`filter\` object (as \`${LIST_OF[kind]}\` takes it) as URL-encoded ` +
            'JSON, at most 8192 characters; a member it does not know or bad JSON is 400 ' +
            '`INVALID_FILTER` with messages under `filter.`. Absent: every row.',
          content: { 'application/json': { schema: filter } },
        },
        query('lang', 'The sheet’s language; absent: the user’s own', {
          type: 'string',
          enum: ['ru', 'en'],
        }),
        ...(dated
          ? [
              query(
                'at',
                'The instant the prices are read as of (ISO 8601 with its offset); absent: now',
                { type: 'string', format: 'date-time' },
              ),
            ]
          : []),
      ],
      responses: {
        '200': answer('The workbook', XLSX, {
          'Cache-Control': NO_STORE,
          'Content-Disposition': ATTACHMENT,
        }),
        '400': envelope(
          '400',
          '`INVALID_FILTER`, `EXPORT_TOO_LARGE`, or `VALIDATION_ERROR` on `lang`' +
            (dated ? ' or `at`' : ' (or an `at`, which only the price list takes)'),
        ),
        '429': rateLimited,
        ...routeErrors({ signedIn: true }),
      },
    },
  };
}

const PAYMENT_CALLBACK: Json = {
  post: {
    operationId: 'plain.paymentWebhook',
    tags: ['plain'],
    summary: 'The payment provider’s callback',
    description:
      'Where the payment provider reports a payment. Signed: `webhook-signature: t=<Unix ' +
      'seconds>,v1=<hex>[,v1=<hex>…]`, each `v1` an HMAC-SHA256 over `<t>.<raw body>` with one ' +
      'of the provider’s secrets, `t` within 300 s of now. Deduplicated by the event’s id: a ' +
      'repeat answers 200 `DUPLICATE` and changes nothing. Every call is recorded with its ' +
      'outcome; more than 60 refused calls a minute from one address are 429. The acquirers ' +
      '(`yookassa`, `tbank`) are not signed this way: YooKassa’s are taken from its networks ' +
      'and read back, T-Bank’s carry a `Token` and are answered `OK` (docs/payments.md).',
    security: [],
    parameters: [
      pathParam(
        'provider',
        'The configured provider: `SANDBOX`, `yookassa` or `tbank`; another is 404',
      ),
      {
        in: 'header',
        name: 'webhook-signature',
        required: false,
        description:
          'SANDBOX: `t=<Unix seconds>,v1=<hex HMAC-SHA256>` (several `v1` while rotating)',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      description: 'The provider’s event, as it sends it',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    responses: {
      '200': answer('Accepted, or a repeat', 'application/json', {}, receipt(true)),
      '400': answer('Bad signature or body (recorded)', 'application/json', {}, receipt(false)),
      '404': envelope('404', 'No such provider configured (`PAYMENT_PROVIDER_UNKNOWN`)'),
      '429': envelope('429', 'Too many refused calls from this address'),
      ...routeErrors({ post: true }),
    },
  },
};

/** The callback's answer: whether it was taken and what came of it. */
function receipt(received: boolean): Json {
  return {
    type: 'object',
    required: ['received', 'outcome'],
    additionalProperties: false,
    properties: {
      received: { type: 'boolean', const: received },
      outcome: {
        type: 'string',
        enum: received
          ? [
              ...WEBHOOK_OUTCOMES.filter((o) => !['INVALID_SIGNATURE', 'MALFORMED'].includes(o)),
              'DUPLICATE',
            ]
          : ['INVALID_SIGNATURE', 'MALFORMED'],
      },
    },
  };
}

const PUBLIC_CACHE = { 'Cache-Control': header('`public, max-age=300`') };

const DOCS: Record<string, Json> = {
  [OPENAPI_PATH]: {
    get: {
      operationId: 'plain.openapi',
      tags: ['reference'],
      summary: 'This OpenAPI document',
      description: 'The OpenAPI 3.1 document of the API, built once per process. Public.',
      security: [],
      responses: {
        '200': answer('The document', 'application/json', PUBLIC_CACHE, { type: 'object' }),
        ...routeErrors({}),
      },
    },
  },
  [DOCS_PATH]: {
    get: {
      operationId: 'plain.docs',
      tags: ['reference'],
      summary: 'The interactive API reference',
      description:
        'Swagger UI over this document, served from the app itself (no CDN), with a CSP of its ' +
        'own: scripts, styles and calls to this origin only.',
      security: [],
      responses: {
        '200': answer('The page', 'text/html', {
          ...PUBLIC_CACHE,
          'Content-Security-Policy': header('Scripts, styles and calls from this origin only'),
        }),
        ...routeErrors({}),
      },
    },
  },
  [`${DOCS_PATH}/{file}`]: {
    get: {
      operationId: 'plain.docsAsset',
      tags: ['reference'],
      summary: 'A file of the reference page',
      description: 'The page’s stylesheet and scripts (from `swagger-ui-dist`).',
      security: [],
      parameters: [pathParam('file', '`swagger-ui.css`, `swagger-ui-bundle.js` or `init.js`')],
      responses: {
        '200': {
          description: 'The file',
          headers: { 'Cache-Control': header('`public, max-age=3600`') },
          content: {
            'text/css': { schema: { type: 'string' } },
            'text/javascript': { schema: { type: 'string' } },
          },
        },
        '404': answer('No such file', 'text/plain'),
        ...routeErrors({}),
      },
    },
  },
};

/** The `/api/` plain routes' path items, by OpenAPI path. */
export function apiRoutePaths(): { paths: Json; schemas: Json } {
  const schemas: Json = {};
  const exports = (Object.keys(EXPORT_KINDS) as ExportKindName[]).map((kind) => {
    // The filter the export parses (parseExportFilter: strict), components as zod-openapi names them.
    const filter = createSchema(EXPORT_KINDS[kind].filter.strict(), { io: 'input' });
    Object.assign(schemas, filter.components);
    return [`/api/exports/${kind}.xlsx`, exportPath(kind, filter.schema as Json)];
  });
  return {
    schemas,
    paths: {
      '/api/documents/{id}/pdf': DOCUMENT_PDF,
      '/api/plans/demo/{file}': DEMO_PLAN,
      ...Object.fromEntries(exports),
      '/api/payments/webhook/{provider}': PAYMENT_CALLBACK,
      ...CRM_WEBHOOKS,
      ...DOCS,
    },
  };
}
