/** The plain HTTP route registry (runtime/routes.ts), with routes the test registers. */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoUserId } from '@app/db';
import { conflict } from '../../../src/errors';
import { defineRoute, handleRouteRequest } from '../../../src/runtime/routes';
import { anonymousCaller, useTestDb } from '../../helpers';

const t = useTestDb();
const BASE = 'http://localhost:3000';

const routes = [
  defineRoute({
    method: 'POST',
    path: '/api/test/webhook/:provider',
    signedIn: false,
    handler: ({ params, rawBody, user }) =>
      Response.json({ provider: params.provider, bytes: rawBody.byteLength, user }),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/test/form',
    signedIn: false,
    accepts: ['application/x-www-form-urlencoded'],
    handler: ({ rawBody }) => Response.json({ body: Buffer.from(rawBody).toString() }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/documents/:id/pdf',
    signedIn: true,
    action: 'documents.read',
    handler: ({ params, user, grant }) => Response.json({ id: params.id, user: user.id, grant }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/admin',
    signedIn: true,
    action: 'jobs.read',
    handler: ({ grant }) => Response.json({ grant }),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/conflict',
    signedIn: false,
    handler: () => {
      throw conflict('BOOKING_NOT_PAYABLE', 'This booking cannot be paid any more');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/api/test/bug',
    signedIn: false,
    handler: () => {
      throw new Error('relation "secret_table" does not exist');
    },
  }),
];

type Envelope = {
  error: {
    message: string;
    code: number;
    data: { code: string; httpStatus: number; appCode: string };
  };
};

async function call(path: string, init: RequestInit & { session?: string } = {}) {
  const res = await handleRouteRequest(new Request(`${BASE}${path}`, init), {
    db: t.db,
    routes,
    sessionUserId: async () => init.session ?? null,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

const json = { 'content-type': 'application/json' };

describe('plain HTTP routes', () => {
  it('hands the handler its path parameters and the raw body', async () => {
    const res = await call('/api/test/webhook/sand%20box', {
      method: 'POST',
      headers: json,
      body: '{"event":"paid"}',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { provider: 'sand box', bytes: 16, user: null },
    });
  });

  it('refuses a body over 1 MiB with 413, and a body type the route does not take with 415', async () => {
    const big = await call('/api/test/webhook/sandbox', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect((big.body as Envelope).error.data).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      httpStatus: 413,
      appCode: 'PAYLOAD_TOO_LARGE',
    });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const wrongType = await call('/api/test/webhook/sandbox', { method: 'POST', headers: form });
    expect(wrongType.status).toBe(415);
    const declared = await call('/api/test/form', { method: 'POST', headers: form, body: 'a=1' });
    expect(declared).toMatchObject({ status: 200, body: { body: 'a=1' } });
  });

  it('answers an unknown path with 404 and a wrong method with 405, in the tRPC envelope', async () => {
    const unknown = await call('/api/test/nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: {
        message: 'No such route',
        code: -32004,
        data: { code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' },
      },
    });
    const wrong = await call('/api/test/webhook/sandbox');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect((wrong.body as Envelope).error.data.appCode).toBe('METHOD_NOT_SUPPORTED');
    const put = await call('/api/test/admin', { method: 'PUT', headers: json, body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
  });

  it('maps an AppError to its status and appCode, and any other error to a safe 500', async () => {
    const domain = await call('/api/test/conflict');
    expect(domain.status).toBe(409);
    expect((domain.body as Envelope).error).toMatchObject({
      message: 'This booking cannot be paid any more',
      data: { code: 'CONFLICT', appCode: 'BOOKING_NOT_PAYABLE' },
    });
    const bug = await call('/api/test/bug');
    expect(bug.status).toBe(500);
    expect((bug.body as Envelope).error).toMatchObject({
      message: 'Something went wrong on our side',
      data: { code: 'INTERNAL_SERVER_ERROR', appCode: 'INTERNAL_ERROR' },
    });
    expect(JSON.stringify(bug.body)).not.toMatch(/secret_table/);
  });

  it('requires a signed-in user where the route says so: 401 without, the user with a token or session', async () => {
    const anon = await call('/api/test/documents/d-1/pdf');
    expect(anon.status).toBe(401);
    expect((anon.body as Envelope).error.data.appCode).toBe('UNAUTHORIZED');

    const { access_token } = await (
      await anonymousCaller(t.db)
    ).auth.login({ login: 'manager@demo.test', password: DEMO_PASSWORD });
    const bearer = await call('/api/test/documents/d-1/pdf', {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(bearer).toMatchObject({
      status: 200,
      body: { id: 'd-1', user: demoUserId('manager'), grant: 'all' },
    });
    const cookie = await call('/api/test/documents/d-2/pdf', { session: demoUserId('viewer') });
    expect(cookie.body).toEqual({ id: 'd-2', user: demoUserId('viewer'), grant: 'all' });
  });

  it('asks the permission table: the grant reaches the handler, a role without one gets 403', async () => {
    const realtor = await call('/api/test/documents/d-3/pdf', { session: demoUserId('realtor') });
    expect(realtor.body).toEqual({ id: 'd-3', user: demoUserId('realtor'), grant: 'own' });
    const manager = await call('/api/test/admin', { session: demoUserId('manager') });
    expect(manager.status).toBe(403);
    expect((manager.body as Envelope).error.data.appCode).toBe('FORBIDDEN');
    const head = await call('/api/test/admin', { session: demoUserId('head') });
    expect(head).toMatchObject({ status: 200, body: { grant: 'all' } });
  });
});
