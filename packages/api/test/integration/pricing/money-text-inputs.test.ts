/**
 * Money inputs take a JSON number or a decimal string (docs/api.md#transport, issue 31): over tRPC
 * and REST, "250001.50" and 250001.5 store the same numeric and answer the same JSON numbers; a
 * string not written as a plain decimal ("1e5", " 12", "12,5", "") is a 400 naming the field.
 */
import { eq } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, discountConditions, documents } from '@app/db';
import { DECIMAL_TEXT_MESSAGE } from '@app/validators';
import { useHttpServer } from '../../http-server';
import { callerAs, nextIp, useTestDb } from '../../helpers';
import { callTrpc } from '../../rest-http';
import type { paths } from '../../types/openapi';
import { cleanUnits, head, pricesOf, uuid } from './pricing-fixtures';

const t = useTestDb();
const server = useHttpServer(() => t.db);

/** A REST client typed by the OpenAPI document (its types take number | string), signed in. */
async function signedIn() {
  const api = createClient<paths>({
    baseUrl: server.base(),
    headers: { 'x-forwarded-for': nextIp() },
  });
  const { data } = await api.POST('/api/v1/auth/login', {
    body: { login: 'head@demo.test', password: DEMO_PASSWORD },
  });
  const token = data?.access_token ?? '';
  api.use({
    onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });
  return { api, token };
}

/** tRPC over HTTP: the answer's data, or its error's data. */
async function trpc(token: string, procedure: string, type: string, input: unknown) {
  const a = await callTrpc(server.base(), procedure, type, input, token, nextIp());
  const body = JSON.parse(a.text) as { result?: { data: unknown }; error?: { data: unknown } };
  return { status: a.status, data: body.result?.data, error: body.error?.data };
}

describe('money inputs: a JSON number or a decimal string', () => {
  it('"250001.50" and 250001.5 store the same price and answer the same numbers, by tRPC and REST', async () => {
    const units = await cleanUnits(t.db, 4, '40.00');
    const { api, token } = await signedIn();
    const forms = [
      { price_per_sq_m: 250001.5, fixed_price: 12500000.1 },
      { price_per_sq_m: '250001.50', fixed_price: '12500000.10' },
    ] as const;
    const [a, b, c, d] = units as [string, string, string, string];
    for (const [unit, form] of [
      [a, forms[0]],
      [b, forms[1]],
    ] as const) {
      const r = await trpc(token, 'basePrices.create', 'mutation', { unit, ...form });
      expect(r.status).toBe(200);
    }
    for (const [unit, form] of [
      [c, forms[0]],
      [d, forms[1]],
    ] as const) {
      const r = await api.POST('/api/v1/basePrices/create', { body: { unit, ...form } });
      expect(r.response.status).toBe(200);
    }

    for (const unit of units) {
      const rows = await pricesOf(t.db, unit);
      expect(rows.map((r) => [r.price_per_sq_m, r.fixed_price])).toEqual([
        ['250001.50', '12500000.10'],
      ]);
      const quote = await api.GET('/api/v1/pricing/quote', { params: { query: { unit } } });
      expect(quote.data?.base_price).toMatchObject({
        price_per_sq_m: 250001.5,
        fixed_price: 12500000.1,
        amount: 12500000.1,
      });
    }
  });

  it('a condition’s sum, percent and sum per m² and a bulk price by text equal the numbers', async () => {
    const [u1, u2, u3] = (await cleanUnits(t.db, 3, '50.00')) as [string, string, string];
    const discount = uuid();
    await (await head(t.db)).discounts.create({ id: discount, description: 'Текстом' });
    const { api, token } = await signedIn();
    const byNumber = { sum: 100000.5, percent: 0.012345, sum_per_sq_m: 0.1 };
    const byText = { sum: '100000.50', percent: '0.012345', sum_per_sq_m: '0.10' };
    const one = uuid();
    const two = uuid();
    expect(
      (
        await trpc(token, 'discountConditions.create', 'mutation', {
          id: one,
          unit: u1,
          discount,
          ...byNumber,
        })
      ).status,
    ).toBe(200);
    const rest = await api.POST('/api/v1/discountConditions/create', {
      body: { id: two, unit: u2, discount, ...byText },
    });
    expect(rest.response.status).toBe(200);
    const stored = async (id: string) => {
      const [r] = await t.db.select().from(discountConditions).where(eq(discountConditions.id, id));
      return [r?.sum, r?.percent, r?.sum_per_sq_m];
    };
    expect(await stored(two)).toEqual(await stored(one));
    expect(await stored(one)).toEqual(['100000.50', expect.stringMatching(/^0\.012345/), '0.10']);

    const many = await api.POST('/api/v1/basePrices/createMany', {
      body: { units: [u3], price_per_sq_m: '180000.50', reason_id: 'ORDER-TEXT' },
    });
    expect(many.response.status).toBe(200);
    expect((await pricesOf(t.db, u3)).map((r) => r.price_per_sq_m)).toEqual(['180000.50']);
  });

  it('a payment schedule by text is the schedule by number (validated request and PDF data)', async () => {
    const { api } = await signedIn();
    const manager = { name: 'Анна Петрова', phone: '+7 495 123-45-67', email: 'anna@demo.test' };
    const item = (area: number | string, sq: number | string, pay: number | string) => ({
      date: '2027-01-15T09:00:00.000Z',
      area,
      priceSqByMonth: sq,
      priceByMonth: pay,
    });
    const byNumber = await (
      await callerAs(t.db, 'head')
    ).documents.paymentSchedule({
      items: [item(52.4, 3816.79, 200000), item(52.4, 3816.79, 200000.1)],
      manager,
      summary: 400000.1,
      range: 0.1,
      percent: 7.5,
    });
    const byText = await api.POST('/api/v1/documents/paymentSchedule', {
      body: {
        items: [item('52.40', '3816.79', '200000'), item('52.4', '3816.790', '200000.10')],
        manager,
        summary: '400000.10',
        range: '0.10',
        percent: '7.500000',
      },
    });
    expect([byText.response.status, byText.error]).toEqual([200, undefined]);
    const row = async (id: string) =>
      (await t.db.select().from(documents).where(eq(documents.id, id)))[0];
    const [n, x] = [await row(byNumber.item.id), await row(byText.data?.item.id ?? '')];
    expect(x?.request).toEqual(n?.request);
    // The PDF's data but its meta (number, instant, link): the rows and totals.
    const { meta: _n, ...numberData } = n?.data as Record<string, unknown>;
    const { meta: _x, ...textData } = x?.data as Record<string, unknown>;
    expect(textData).toEqual(numberData);
  });

  it.each(['1e5', ' 12', '12,5', '', 'NaN', 'Infinity', '0x10'])(
    '%j is a 400 naming the field, by tRPC and REST, and nothing is stored',
    async (bad) => {
      const [unit] = (await cleanUnits(t.db, 1)) as [string];
      const { api, token } = await signedIn();
      const r = await trpc(token, 'basePrices.create', 'mutation', { unit, price_per_sq_m: bad });
      expect(r.status).toBe(400);
      expect(r.error).toMatchObject({
        appCode: 'VALIDATION_ERROR',
        fieldErrors: { price_per_sq_m: [DECIMAL_TEXT_MESSAGE] },
      });
      const rest = await api.POST('/api/v1/basePrices/create', {
        body: { unit, price_per_sq_m: bad },
      });
      expect(rest.response.status).toBe(400);
      expect(rest.error).toMatchObject({
        appCode: 'VALIDATION_ERROR',
        fieldErrors: { price_per_sq_m: [DECIMAL_TEXT_MESSAGE] },
      });
      expect(await pricesOf(t.db, unit)).toEqual([]);
    },
  );

  it('more decimals or over the limit by text is refused as by number', async () => {
    const [unit] = (await cleanUnits(t.db, 1)) as [string];
    const { token } = await signedIn();
    for (const [v, message] of [
      ['12.345', 'At most 2 decimal places (kopecks)'],
      ['1000000000000', 'At most 999 999 999 999.99'],
      ['-1', 'Must not be negative'],
    ]) {
      const r = await trpc(token, 'basePrices.create', 'mutation', { unit, price_per_sq_m: v });
      expect([r.status, r.error]).toMatchObject([
        400,
        { fieldErrors: { price_per_sq_m: [message] } },
      ]);
    }
  });
});
