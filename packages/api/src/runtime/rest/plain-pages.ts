/**
 * The customer pages (customer-pages/: `/pay`, `/s`, `/o`) and the listener's own paths (probes,
 * `/metrics`) as operations of the OpenAPI document. The sandbox checkout is left out: a test tool
 * refused in production (docs/decisions.md).
 */
import { METRICS_PATH } from '../metrics-route';
import { answer, header, headerRef, pathParam, routeErrors, type Json } from './doc-parts';

const HTML = 'text/html';
const page = (description: string, headers: Json = {}) => answer(description, HTML, headers);
const NO_STORE = { 'Cache-Control': header('`no-store`') };
const GUESSED = page('Too many unknown links from this address: the wait page', {
  'Retry-After': headerRef('RetryAfter'),
});
const redirect = (description: string) => ({
  description,
  headers: {
    Location: header('Where to go'),
    ...NO_STORE,
    'Referrer-Policy': header('`no-referrer`'),
  },
});

/** The answers of a page of a payment link (customer-pages/pay-view.tsx's statuses). */
const LINK_PAGES: Json = {
  '403': page('The link’s signature does not match (tampered)'),
  '404': page('No such link'),
  '409': page('The booking cannot be paid (no longer awaiting payment)'),
  '410': page('The link is revoked or expired'),
  '429': GUESSED,
};

const CUSTOMER: Json = {
  '/pay/{token}': {
    get: {
      operationId: 'page.pay',
      tags: ['pages'],
      summary: 'The customer’s payment page',
      description:
        'Server-rendered HTML without script, Russian unless the browser prefers English: the ' +
        'unit, booking number, amount, deadline and a Pay button when online payment is on. The ' +
        'first opening by a person (not a link-preview robot) records `opened_at`.',
      security: [],
      parameters: [pathParam('token', 'The payment link’s signed token')],
      responses: {
        '200': page('Payable, or already paid', NO_STORE),
        ...LINK_PAGES,
        ...routeErrors({}),
      },
    },
  },
  '/pay/{token}/checkout': {
    post: {
      operationId: 'page.payCheckout',
      tags: ['pages'],
      summary: 'Start the online payment',
      description:
        'The payment page’s Pay button (a form post): 303 to the provider’s checkout, or the ' +
        'page again when the link cannot be paid online.',
      security: [],
      parameters: [pathParam('token', 'The payment link’s signed token')],
      requestBody: {
        required: false,
        content: {
          'application/x-www-form-urlencoded': { schema: { type: 'object' } },
          'multipart/form-data': { schema: { type: 'object' } },
        },
      },
      responses: {
        '200': page('The payment page (no online checkout for this link)', NO_STORE),
        '303': redirect('To the provider’s checkout'),
        ...LINK_PAGES,
        ...routeErrors({ post: true }),
      },
    },
  },
  '/s/{code}': {
    get: {
      operationId: 'page.shortLink',
      tags: ['pages'],
      summary: 'A payment link’s short address',
      description: 'The short link sent by SMS: 302 to `/pay/<token>`.',
      security: [],
      parameters: [pathParam('code', 'The short code')],
      responses: {
        '302': redirect('To the payment page'),
        '404': page('No such link'),
        '429': GUESSED,
        ...routeErrors({}),
      },
    },
  },
  '/o/{token}': {
    get: {
      operationId: 'page.offer',
      tags: ['pages'],
      summary: 'A commercial offer’s public link',
      description:
        'The link printed as a QR code on an offer: its PDF while the offer is valid, else an ' +
        'HTML page saying why (and, when expired, whom to call).',
      security: [],
      parameters: [pathParam('token', 'The offer’s signed token')],
      responses: {
        '200': answer('The offer’s PDF', 'application/pdf', {
          ...NO_STORE,
          'Content-Disposition': header('`inline; filename="<the file’s name>"`'),
        }),
        '403': page('The signature does not match'),
        '404': page('No such offer'),
        '410': page('The offer has expired'),
        '429': GUESSED,
        ...routeErrors({}),
      },
    },
  },
};

const probeAnswer = (description: string, schema: Json) =>
  answer(description, 'application/json', NO_STORE, schema);
const CHECK = (values: string[]) => ({ type: 'string', enum: values });
const READINESS: Json = {
  type: 'object',
  required: ['status'],
  properties: {
    status: CHECK(['ready', 'not_ready', 'shutting_down']),
    checks: {
      type: 'object',
      description: 'Each check’s state (absent while shutting down)',
      properties: {
        database: CHECK(['ok', 'starting', 'timeout', 'error']),
        migrations: CHECK(['ok', 'pending', 'unknown']),
        jobs: CHECK(['ok', 'not_started', 'starting', 'failed', 'stopped']),
      },
    },
  },
};
const PROBE_405 = answer(
  'Another method than GET or HEAD',
  'application/json',
  { ...NO_STORE, Allow: header('`GET, HEAD`') },
  { type: 'object', properties: { status: { const: 'method_not_allowed' } } },
);

const LISTENER: Json = {
  '/livez': {
    get: {
      operationId: 'probe.livez',
      tags: ['operations'],
      summary: 'Liveness probe',
      description: 'Answered while the process serves, also while it drains at shutdown.',
      security: [],
      responses: {
        '200': probeAnswer('Alive', { type: 'object', properties: { status: { const: 'ok' } } }),
        '405': PROBE_405,
      },
    },
  },
  '/readyz': {
    get: {
      operationId: 'probe.readyz',
      tags: ['operations'],
      summary: 'Readiness probe',
      description:
        'Ready when the database answers within 800 ms, has every migration this code ships and ' +
        'the job queue runs; 503 otherwise, and from the shutdown signal on.',
      security: [],
      responses: {
        '200': probeAnswer('Ready', READINESS),
        '405': PROBE_405,
        '503': probeAnswer('Not ready, or shutting down', READINESS),
      },
    },
  },
  [METRICS_PATH]: {
    get: {
      operationId: 'metrics',
      tags: ['operations'],
      summary: 'Prometheus metrics',
      description:
        'The instance’s metrics in Prometheus text format, for a scraper holding ' +
        '`METRICS_TOKEN`. Not served (404) when `METRICS_TOKEN` is unset; no rate limit.',
      security: [{ metricsToken: [] }],
      responses: {
        '200': answer('The metrics', 'text/plain', NO_STORE),
        '401': answer('No or wrong token', 'text/plain', {
          'WWW-Authenticate': header('`Bearer realm="metrics"`'),
        }),
        '404': page('`METRICS_TOKEN` is unset: the path is an unknown page'),
        '405': answer('Another method than GET or HEAD', 'text/plain', {
          Allow: header('`GET, HEAD`'),
        }),
      },
    },
  },
};

/** The customer pages' and the listener's path items, by OpenAPI path. */
export const pagePaths = (): Json => ({ ...CUSTOMER, ...LISTENER });

/** The `/metrics` scheme (components.securitySchemes). */
export const METRICS_SECURITY = {
  type: 'http',
  scheme: 'bearer',
  description:
    '`Authorization: Bearer <METRICS_TOKEN>`, the token of the instance’s configuration ' +
    '(compared in constant time); for the metrics scraper only.',
} as const;

/** Plain routes of the route table deliberately not described (docs/decisions.md). */
export const UNDOCUMENTED_ROUTES = ['/sandbox/checkout/:session'] as const;
