/**
 * The OpenAPI document says what the server really answers (issue 31): plain routes, customer
 * pages, probes and metrics called over a real socket, each answer's status, media type and headers
 * documented for its operation, a JSON refusal in the documented envelope.
 */
import { describe, expect, it } from 'vitest';
import { demoUserId } from '@app/db';
import { buildOpenApiDocument } from '../../../src/runtime/rest/document';
import { useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const t = useTestDb();
const server = useHttpServer(() => t.db, { metrics: () => ({ token: 'metrics-secret' }) });
const doc = buildOpenApiDocument() as Json;

/** The document's operation for a served path (`/api/documents/x/pdf`: `/api/documents/{id}/pdf`). */
function operationFor(method: string, pathname: string): Json {
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    const pattern = new RegExp(
      `^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`,
    );
    // Another method's 405 is described on the path's own operation.
    if (pattern.test(pathname)) return (item as Json)[method] ?? Object.values(item as Json)[0];
  }
  throw new Error(`${method} ${pathname}: not in the document`);
}

const resolve = (res: Json): Json =>
  res.$ref ? doc.components.responses[String(res.$ref).split('/').pop() as string] : res;
const headerName = (name: string) => name.toLowerCase();

/** Calls `path` and checks the answer against the document; returns it. */
async function conforms(
  path: string,
  init: RequestInit & { documentedAs?: string } = {},
): Promise<Response> {
  const method = (init.method ?? 'GET').toLowerCase();
  const res = await fetch(server.base() + path, { redirect: 'manual', ...init });
  const where = `${method.toUpperCase()} ${path} → ${res.status}`;
  const op = operationFor(method, new URL(path, 'http://x').pathname);
  const documented = op.responses[String(res.status)];
  expect(documented, `${where}: status not documented`).toBeDefined();
  const answer = resolve(documented);
  for (const name of Object.keys(answer.headers ?? {}).filter((n) =>
    ['X-Request-Id', 'Retry-After', 'Location', 'Allow', 'WWW-Authenticate'].includes(n),
  ))
    expect(res.headers.get(headerName(name)), `${where}: header ${name}`).toBeTruthy();
  const type = res.headers.get('content-type')?.split(';')[0]?.trim();
  if (answer.content) expect(Object.keys(answer.content), where).toContain(type);
  const json = (type === 'application/json' ? await res.clone().json() : undefined) as Json;
  if (answer.content?.[type ?? '']?.schema?.$ref === '#/components/schemas/ErrorEnvelope') {
    expect(json.error, where).toMatchObject({
      message: expect.any(String),
      code: expect.any(Number),
      data: { code: expect.any(String), httpStatus: res.status, appCode: expect.any(String) },
    });
  }
  return res;
}

const signedIn = { headers: { cookie: `sid=${demoUserId('head')}` } };
const NO_DOC = '/api/documents/00000000-0000-0000-0000-000000000000/pdf';

describe('the document against the server’s answers', () => {
  it('the probes, metrics and the reference', async () => {
    await conforms('/livez');
    await conforms('/readyz');
    await conforms('/livez', { method: 'POST' });
    await conforms('/metrics');
    await conforms('/metrics', { headers: { authorization: 'Bearer metrics-secret' } });
    await conforms('/api/openapi.json');
    await conforms('/api/docs');
    await conforms('/api/docs/init.js');
    await conforms('/api/docs/swagger-ui.css');
    await conforms('/api/docs/none.js');
    await conforms('/api/openapi.json', { method: 'POST' });
  });

  it('the PDFs, exports and payment callback', async () => {
    expect((await conforms(NO_DOC)).status).toBe(401);
    expect((await conforms(NO_DOC, signedIn)).status).toBe(404);
    expect((await conforms('/api/exports/bookings.xlsx', signedIn)).status).toBe(200);
    expect((await conforms('/api/exports/bookings.xlsx?filter=%7B', signedIn)).status).toBe(400);
    expect((await conforms('/api/exports/units.xlsx?at=2026-01-01', signedIn)).status).toBe(400);
    const at = encodeURIComponent('2026-01-01T00:00:00+03:00');
    expect((await conforms(`/api/exports/price-list.xlsx?at=${at}`, signedIn)).status).toBe(200);
    await conforms('/api/plans/demo/none.png');
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect((await conforms('/api/payments/webhook/NOPE', post)).status).toBe(404);
    expect((await conforms('/api/payments/webhook/SANDBOX', post)).status).toBe(400);
    const text = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' };
    expect((await conforms('/api/payments/webhook/SANDBOX', text)).status).toBe(415);
  });

  it('the customer pages', async () => {
    await conforms('/pay/not-a-token');
    await conforms('/s/nope');
    await conforms('/o/not-a-token');
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    };
    await conforms('/pay/not-a-token/checkout', form);
    await conforms('/pay/not-a-token/checkout', {
      ...form,
      headers: { 'content-type': 'text/plain' },
    });
  });
});
