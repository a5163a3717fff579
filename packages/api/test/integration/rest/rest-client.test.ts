/**
 * A REST client generated from the OpenAPI document (openapi-typescript's types, generated into
 * test/types/openapi.d.ts by typecheck, with openapi-fetch) against the real listener: log in, list
 * units, book one, a 400 with fieldErrors and a 409, each typed by the document alone.
 */
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@app/db';
import { useHttpServer } from '../../http-server';
import { availableUnits, nextIp, useTestDb } from '../../helpers';
import type { paths } from '../../types/openapi';

const t = useTestDb();
const server = useHttpServer(() => t.db);

const client = () =>
  createClient<paths>({ baseUrl: server.base(), headers: { 'x-forwarded-for': nextIp() } });

async function signedIn() {
  const api = client();
  const { data, response } = await api.POST('/api/v1/auth/login', {
    body: { login: 'head@demo.test', password: DEMO_PASSWORD },
  });
  expect(response.status).toBe(200);
  const token = data?.access_token;
  api.use({
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return api;
}

describe('a client generated from the OpenAPI document', () => {
  it('logs in, lists units and books one', async () => {
    const api = await signedIn();
    const units = await api.POST('/api/v1/units/list', {
      body: {
        filter: {
          filters: [{ property: 'status', operator: 'EQ', value: ['UNIT_STATUS_AVAILABLE'] }],
        },
        pagination: { page: 1, limit: 5, order_by: 'number', direction: 'asc' },
      },
    });
    expect(units.response.status).toBe(200);
    const list = units.data as {
      items: Array<{ id: string }>;
      pagination: { total_count: number };
    };
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.pagination.total_count).toBeGreaterThan(0);

    const [unit] = await availableUnits(t.db, 1, 7);
    const created = await api.POST('/api/v1/bookings/create', { body: { unit: unit as string } });
    expect(created.response.status).toBe(200);
    expect(created.data).toMatchObject({
      item: { id: expect.any(String) },
      message: expect.any(String),
    });

    const got = await api.GET('/api/v1/bookings/get', {
      params: { query: { id: created.data?.item.id ?? '' } },
    });
    expect(got.response.status).toBe(200);
    expect(got.data?.unit).toBe(unit);
  });

  it('gets the API’s error shape: 400 with fieldErrors, 409 with its appCode', async () => {
    const api = await signedIn();
    const bad = await api.POST('/api/v1/bookings/create', {
      // @ts-expect-error the document says `unit` is a string: the server refuses it too
      body: { unit: 42 },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'VALIDATION_ERROR',
      fieldErrors: { unit: [expect.any(String)] },
    });

    const [unit] = await availableUnits(t.db, 1, 9);
    const first = await api.POST('/api/v1/bookings/create', { body: { unit: unit as string } });
    expect(first.response.status).toBe(200);
    const again = await api.POST('/api/v1/bookings/create', { body: { unit: unit as string } });
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({
      code: 'CONFLICT',
      message: expect.any(String),
      appCode: expect.stringMatching(/^UNIT_/),
    });
  });
});
