/**
 * The OpenAPI document of GET /api/openapi.json (docs/api.md#rest): valid OpenAPI 3.1 (an
 * independent validator), one operation per procedure, the error shape, both ways to authenticate,
 * the webhooks, and client types generated from it (test/types/generate-openapi.ts).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { APP_CODES } from '../../../src/app-codes';
import { appRouter } from '../../../src/root';
import { buildOpenApiDocument, openApiJson } from '../../../src/runtime/rest/document';
import { generateOpenApiTypes } from '../../types/generate-openapi';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApiDocument() as Json;

/** The outgoing event types of the contract (docs/api.md#webhooks). */
const EVENT_TYPES = [
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'booking.expired',
  'booking.paid',
  'payment.succeeded',
  'payment.refund_required',
  'payment_link.created',
  'payment_link.opened',
  'unit.status_changed',
  'base_price.created',
  'document.issued',
  'queue.promoted',
  'booking.stage_changed',
];

/** The REST operations (`/api/v1/`; the plain routes are openapi-routes.test.ts's). */
function operations(): Array<{ path: string; method: string; op: Json }> {
  return Object.entries(doc.paths as Json)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, item]) =>
      Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })),
    );
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(JSON.parse(openApiJson()));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation per procedure, its operationId the procedure path, tagged by namespace', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    const ops = operations();
    expect(ops.map((o) => o.op.operationId).sort()).toEqual(procedures);
    for (const { path, method, op } of ops) {
      expect(path).toBe(`/api/v1/${String(op.operationId).replaceAll('.', '/')}`);
      expect(op.tags).toEqual([String(op.operationId).split('.')[0]]);
      const type = (appRouter._def.procedures as Json)[op.operationId]._def.type;
      if (type === 'mutation') expect(method).toBe('post');
    }
    // A read whose input is flat is a GET with query parameters; a nested one (lists) a POST.
    expect((doc.paths as Json)['/api/v1/bookings/get'].get.parameters[0]).toMatchObject({
      in: 'query',
      name: 'id',
      required: true,
    });
    expect((doc.paths as Json)['/api/v1/bookings/list'].post.requestBody).toBeDefined();
  });

  it('describes errors as { code, message, appCode, fieldErrors, retryAfter } with every appCode', () => {
    const error = doc.components.schemas.Error;
    expect(Object.keys(error.properties).sort()).toEqual(
      ['appCode', 'code', 'fieldErrors', 'message', 'retryAfter'].sort(),
    );
    expect(error.properties.appCode.enum).toEqual([...APP_CODES]);
    const create = (doc.paths as Json)['/api/v1/bookings/create'].post;
    for (const status of ['400', '401', '403', '404', '409', '413', '415', '422', '429', '500']) {
      expect(create.responses[status].$ref).toMatch(/^#\/components\/responses\//);
    }
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    // The adapter's own error shapes are gone.
    expect(Object.keys(doc.components.schemas).filter((n) => n.startsWith('error.'))).toEqual([]);
  });

  it('names both ways to authenticate, and none on a public procedure', () => {
    expect(doc.components.securitySchemes).toMatchObject({
      accessToken: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'http', scheme: 'bearer' },
    });
    const paths = doc.paths as Json;
    expect(paths['/api/v1/bookings/create'].post.security).toEqual([
      { accessToken: [] },
      { apiKey: [] },
    ]);
    expect(paths['/api/v1/auth/login'].post.security).toEqual([]);
    expect(paths['/api/v1/health'].get.security).toEqual([]);
  });

  it('lists every outgoing webhook event with its payload', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) {
      const body = doc.webhooks[type].post.requestBody.content['application/json'].schema;
      const schema = body.$ref
        ? doc.components.schemas[String(body.$ref).replace('#/components/schemas/', '')]
        : body;
      expect(schema.properties, type).toMatchObject({
        type: { const: type },
        timestamp: expect.anything(),
        data: expect.anything(),
      });
    }
  });
  it('generates client types with every path of the document', async () => {
    const types = await generateOpenApiTypes();
    const paths = Object.keys(doc.paths as Json);
    expect(paths.filter((p) => !types.includes(`"${p}": {`))).toEqual([]);
  });
});
