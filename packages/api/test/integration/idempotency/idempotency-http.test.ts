/**
 * Idempotency-Key over HTTP (the node listener, real sockets): parallel requests with one key, the
 * `Idempotent-Replayed` header, a batch carrying a key, a malformed header. The race proves
 * something only on PostgreSQL (PGlite runs one statement at a time); it holds on both.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, demoUserId } from '@app/db';
import { useHttpServer } from '../../http-server';
import { availableUnits, onPostgres, useTestDb } from '../../helpers';

const t = useTestDb();
const server = useHttpServer(() => t.db);
let used = 0;
const nextUnit = async () => (await availableUnits(t.db, 1, used++))[0] as string;

type Answer = {
  status: number;
  replayed: string | null;
  retryAfter: string | null;
  body: {
    result?: { data: { item: { id: string } } };
    error?: { data: { appCode: string; fieldErrors?: Record<string, string[]> } };
  }[];
};

/** POSTs tRPC calls as the manager's session cookie (batch when several), with `headers`. */
async function post(
  calls: { path: string; input: unknown }[],
  headers: Record<string, string>,
  asBatch = calls.length > 1,
): Promise<Answer> {
  const batch = asBatch;
  const path = calls.map((c) => c.path).join(',');
  const body = batch
    ? Object.fromEntries(calls.map((c, i) => [String(i), c.input]))
    : calls[0]?.input;
  const res = await fetch(`${server.base()}/api/trpc/${path}${batch ? '?batch=1' : ''}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `sid=${demoUserId('manager')}`,
      origin: server.base(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Answer['body'][number] | Answer['body'];
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    retryAfter: res.headers.get('retry-after'),
    body: Array.isArray(json) ? json : [json],
  };
}

const book = (unit: string, key: string) =>
  post([{ path: 'bookings.create', input: { unit } }], { 'idempotency-key': key });

const bookingsOf = async (unit: string) =>
  (await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.unit, unit))).length;

describe('Idempotency-Key over HTTP', () => {
  it(`lets one of parallel requests with one key do the work; the others 409 or its answer (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    for (let round = 0; round < 3; round++) {
      const unit = await nextUnit();
      const key = randomUUID();
      // On PostgreSQL nearly all of them meet the first one running (11 of 12, measured).
      const answers = await Promise.all(Array.from({ length: 12 }, () => book(unit, key)));
      expect(await bookingsOf(unit)).toBe(1);
      const ok = answers.filter((a) => a.status === 200);
      const busy = answers.filter((a) => a.status === 409);
      expect(ok.length + busy.length).toBe(answers.length);
      expect(busy.map((a) => a.body[0]?.error?.data.appCode)).toEqual(
        busy.map(() => 'IDEMPOTENCY_IN_PROGRESS'),
      );
      // A 409 in progress says when to retry, as every other "try again" answer does.
      expect(busy.map((a) => a.retryAfter)).toEqual(busy.map(() => '1'));
      expect(ok.filter((a) => a.replayed !== 'true')).toHaveLength(1);
      expect(new Set(ok.map((a) => a.body[0]?.result?.data.item.id)).size).toBe(1);

      // Once done, every repeat is the stored answer, marked as such.
      const later = await book(unit, key);
      expect(later).toMatchObject({ status: 200, replayed: 'true' });
      expect(later.body[0]?.result?.data.item.id).toBe(ok[0]?.body[0]?.result?.data.item.id);
    }
  });

  it('answers 422 for the key with another body, and no replay header on a first answer', async () => {
    const [unit, other] = [await nextUnit(), await nextUnit()];
    const key = randomUUID();
    const first = await book(unit, key);
    expect(first).toMatchObject({ status: 200, replayed: null });
    const reused = await book(other, key);
    expect(reused.status).toBe(422);
    expect(reused.body[0]?.error?.data.appCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await bookingsOf(other)).toBe(0);
  });

  it('refuses a key on a batch of several calls, and a malformed key, 400', async () => {
    const [a, b] = [await nextUnit(), await nextUnit()];
    const batch = await post(
      [
        { path: 'bookings.create', input: { unit: a } },
        { path: 'bookings.create', input: { unit: b } },
      ],
      { 'idempotency-key': randomUUID() },
    );
    expect(batch.status).toBe(400);
    for (const call of batch.body) {
      expect(call.error?.data.fieldErrors).toHaveProperty(['Idempotency-Key']);
    }
    const long = await book(a, 'x'.repeat(256));
    expect(long.status).toBe(400);
    expect(long.body[0]?.error?.data.fieldErrors).toHaveProperty(['Idempotency-Key']);
    expect([await bookingsOf(a), await bookingsOf(b)]).toEqual([0, 0]);

    // A batch of one call is that call.
    const single = await post(
      [{ path: 'bookings.create', input: { unit: a } }],
      { 'idempotency-key': 'one' },
      true,
    );
    expect(single.status).toBe(200);
    expect((await book(a, 'one')).replayed).toBe('true');
  });

  it('works the same over REST (/api/v1): replay with its header, 422 and 400 in the REST error body', async () => {
    const [unit, other] = [await nextUnit(), await nextUnit()];
    const key = randomUUID();
    const rest = async (input: unknown, idempotencyKey: string) => {
      const res = await fetch(`${server.base()}/api/v1/bookings/create`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `sid=${demoUserId('manager')}`,
          origin: server.base(),
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(input),
      });
      const body = (await res.json()) as { item?: { id: string }; appCode?: string };
      return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body };
    };
    const first = await rest({ unit }, key);
    expect(first).toMatchObject({ status: 200, replayed: null });
    const again = await rest({ unit }, key);
    expect(again).toMatchObject({ status: 200, replayed: 'true', body: first.body });
    // The same key over tRPC is the same request: one record per caller and key, either transport.
    expect(await book(unit, key)).toMatchObject({ status: 200, replayed: 'true' });
    expect(await rest({ unit: other }, key)).toMatchObject({
      status: 422,
      body: { appCode: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect((await rest({ unit }, '')).status).toBe(400);
    expect([await bookingsOf(unit), await bookingsOf(other)]).toEqual([1, 0]);
  });
});
