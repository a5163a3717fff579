/**
 * The OpenAPI document covers what the server answers beyond the procedures (issue 31): every plain
 * route and listener path is a documented operation, the response headers are components used where
 * the code sends them, and the webhooks carry their signature headers.
 */
import { describe, expect, it } from 'vitest';
import { METRICS_PATH } from '../../../src/runtime/metrics-route';
import { PROBE_PATHS } from '../../../src/runtime/probes';
import { buildOpenApiDocument } from '../../../src/runtime/rest/document';
import { REST_OPERATIONS } from '../../../src/runtime/rest/operations';
import { UNDOCUMENTED_ROUTES } from '../../../src/runtime/rest/plain-pages';
import { ROUTES } from '../../../src/runtime/app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApiDocument() as Json;
const paths = doc.paths as Json;

/** `/api/documents/:id/pdf` as OpenAPI writes it: `/api/documents/{id}/pdf`. */
const templated = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every method and path the server answers outside `/api/v1/` and tRPC. */
const served = [
  ...ROUTES.filter((r) => !(UNDOCUMENTED_ROUTES as readonly string[]).includes(r.path)).map(
    (r) => [r.method.toLowerCase(), templated(r.path)] as const,
  ),
  ...[...PROBE_PATHS, METRICS_PATH].map((p) => ['get', p] as const),
];

const plainOps = () =>
  Object.entries(paths)
    .filter(([path]) => !path.startsWith('/api/v1/'))
    .flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })),
    );

describe('the OpenAPI document’s plain routes', () => {
  it('describes every route the server answers, and nothing else', () => {
    const missing = served.filter(([method, path]) => !paths[path]?.[method]);
    expect(missing).toEqual([]);
    const described = plainOps().map(({ method, path }) => `${method} ${path}`);
    expect(described.sort()).toEqual(served.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('gives each a summary, a description, a defined tag, a security and a success answer', () => {
    const tags = new Set((doc.tags as Json[]).map((t) => t.name));
    const schemes = Object.keys(doc.components.securitySchemes);
    for (const { path, method, op } of plainOps()) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toBeTruthy();
      expect(op.description, where).toBeTruthy();
      expect(
        op.tags.every((t: string) => tags.has(t)),
        where,
      ).toBe(true);
      expect(Array.isArray(op.security), where).toBe(true);
      for (const s of op.security) expect(schemes).toEqual(expect.arrayContaining(Object.keys(s)));
      expect(
        Object.keys(op.responses).some((s) => /^[23]/.test(s)),
        where,
      ).toBe(true);
    }
    // Every REST operation has its 200 (Redocly's operation-2xx-response is off for `/s/`).
    for (const op of REST_OPERATIONS)
      expect(paths[`/api/v1${op.path}`][op.method.toLowerCase()].responses['200']).toBeDefined();
  });

  it('answers binary files, pages and redirects with their real media types and statuses', () => {
    const ok = (path: string, method = 'get') => paths[path][method].responses;
    expect(ok('/api/documents/{id}/pdf')['200'].content['application/pdf'].schema.format).toBe(
      'binary',
    );
    expect(Object.keys(ok('/api/documents/{id}/pdf'))).toEqual(
      expect.arrayContaining(['304', '401', '403', '404', '429']),
    );
    const xlsx = paths['/api/exports/price-list.xlsx'].get;
    expect(Object.keys(xlsx.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(xlsx.parameters.map((p: Json) => p.name)).toEqual(['filter', 'lang', 'at']);
    // The filter is the list's own schema, strict as the export parses it, sent as JSON.
    expect(xlsx.parameters[0].content['application/json'].schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
    });
    // Only the price list is dated.
    expect(paths['/api/exports/bookings.xlsx'].get.parameters.map((p: Json) => p.name)).toEqual([
      'filter',
      'lang',
    ]);
    expect(ok('/s/{code}')['302'].headers.Location).toBeDefined();
    expect(ok('/pay/{token}/checkout', 'post')['303']).toBeDefined();
    expect(Object.keys(ok('/pay/{token}')['410'].content)).toEqual(['text/html']);
    expect(ok('/o/{token}')['200'].content['application/pdf']).toBeDefined();
    expect(ok('/readyz')['503']).toBeDefined();
    expect(Object.keys(ok('/metrics')['200'].content)).toEqual(['text/plain']);
    expect(paths['/metrics'].get.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ scheme: 'bearer' });
    expect(paths['/api/documents/{id}/pdf'].get.security).toEqual([
      { accessToken: [] },
      { apiKey: [] },
    ]);
    expect(paths['/livez'].get.security).toEqual([]);
  });

  it('refuses in the one shared envelope: every JSON 4xx of a plain route refers to it', () => {
    for (const { path, method, op } of plainOps())
      for (const [status, res] of Object.entries(op.responses as Json)) {
        const json = (res as Json).content?.['application/json'];
        // The callbacks answer the provider or the CRM in their own `{ received, … }`.
        const callback =
          path === '/api/payments/webhook/{provider}' || path.startsWith('/api/crm/');
        if (!/^4/.test(status) || !json || callback) continue;
        if (path === '/livez' || path === '/readyz') continue; // the probes' own `{ status }`
        expect(json.schema.$ref, `${method} ${path} ${status}`).toBe(
          '#/components/schemas/ErrorEnvelope',
        );
      }
    expect(doc.components.schemas.ErrorEnvelope.properties.error.required).toEqual([
      'message',
      'code',
      'data',
    ]);
  });
});

describe('the OpenAPI document’s headers and webhooks', () => {
  const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

  it('puts X-Request-Id on every answer', () => {
    const answers = [
      ...Object.values(paths).flatMap((item) =>
        Object.values(item as Json).flatMap((op) => Object.values((op as Json).responses)),
      ),
      ...Object.values(doc.components.responses),
    ] as Json[];
    for (const res of answers) {
      const target = res.$ref
        ? doc.components.responses[String(res.$ref).split('/').pop() as string]
        : res;
      expect(target.headers?.['X-Request-Id']).toEqual(ref('XRequestId'));
    }
  });

  it('puts Idempotent-Replayed on the answers of signed-in mutations only', () => {
    for (const op of REST_OPERATIONS) {
      const ok = paths[`/api/v1${op.path}`][op.method.toLowerCase()].responses['200'];
      const replayed = op.type === 'mutation' && !op.public;
      expect(ok.headers['Idempotent-Replayed'], op.procedure).toEqual(
        replayed ? ref('IdempotentReplayed') : undefined,
      );
    }
  });

  it('puts Retry-After on 409, 429 and 503', () => {
    const { responses } = doc.components;
    for (const name of ['Conflict', 'TooManyRequests', 'ServiceUnavailable'])
      expect(responses[name].headers['Retry-After']).toEqual(ref('RetryAfter'));
    expect(responses.NotFound.headers['Retry-After']).toBeUndefined();
    expect(paths['/pay/{token}'].get.responses['429'].headers['Retry-After']).toEqual(
      ref('RetryAfter'),
    );
    expect(paths['/api/exports/units.xlsx'].get.responses['503'].headers['Retry-After']).toEqual(
      ref('RetryAfter'),
    );
  });

  it('gives every webhook the Standard Webhooks headers and how to check the signature', () => {
    const params = doc.components.parameters;
    const names = ['WebhookId', 'WebhookTimestamp', 'WebhookSignature'];
    expect(names.map((n) => params[n].name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    for (const [type, item] of Object.entries(doc.webhooks as Json)) {
      expect(item.post.parameters, type).toEqual(
        names.map((n) => ({ $ref: `#/components/parameters/${n}` })),
      );
      expect(item.post.description).toMatch(
        /HMAC-SHA256\(key, "<webhook-id>\.<webhook-timestamp>\./,
      );
    }
  });
});
