/**
 * The fuzzer (issue 7): every procedure, over a real socket by tRPC or REST, with inputs generated
 * from its own zod schema and mutated (test/fuzz/arbitraries.ts); every answer is a 2xx or a 4xx in
 * the error shape of docs/api.md#errors, never a 5xx, a stack or SQL text.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bookings, demoUserId, units, users } from '@app/db';
import { appRouter } from '../../../src/root';
import { signAccessToken } from '../../../src/services/auth/tokens';
import { fromSchema, type FuzzContext, type JsonSchema } from '../../fuzz/arbitraries';
import { callerAs, useTestDb } from '../../helpers';
import { useHttpServer } from '../../http-server';
import { callRest, type HttpAnswer } from '../../rest-http';

// The per-user API limit (600 a minute) and documents limit (30) would turn most calls into 429s:
// lift them for this file.
vi.hoisted(() => {
  process.env.API_RATE_LIMIT_PER_MINUTE = '10000000';
  process.env.DOCUMENTS_PER_MINUTE = '10000000';
  process.env.CUSTOMER_SENDS_PER_MINUTE = '10000000';
});

const t = useTestDb();
const server = useHttpServer(() => t.db);
// FUZZ_RUNS: calls per run; FUZZ_SEED replays a run (the seed is printed on failure).
const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] };
}
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures,
);

function inputSchema(p: ProcedureDef): JsonSchema | null {
  const input = p._def.inputs[0];
  if (!input) return null;
  return z.toJSONSchema(input as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** What must never leave the server: stack frames, SQL, file paths. */
const LEAK =
  /\bselect\b[^"]*\bfrom\b|\binsert into\b|\bupdate \w+ set\b|\bat \S+ \(|\.ts:\d+|node_modules/i;

type Answer = { status: number; text: string };

async function send(path: string, type: string, input: unknown, token: string): Promise<Answer> {
  const base = `${server.base()}/api/trpc/${path}`;
  const headers = { authorization: `Bearer ${token}` };
  const body = input === undefined ? undefined : JSON.stringify(input);
  const req =
    type === 'mutation'
      ? new Request(base, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        })
      : new Request(body === undefined ? base : `${base}?input=${encodeURIComponent(body)}`, {
          headers,
        });
  const res = await fetch(req);
  return { status: res.status, text: await res.text() };
}

/** A 2xx, or a 4xx in tRPC's envelope with a code, the status and an appCode; nothing leaked. */
function assertWellFormed(path: string, input: unknown, a: Answer) {
  const where = `${path} ${JSON.stringify(input)?.slice(0, 300)} → ${a.status} ${a.text.slice(0, 300)}`;
  expect(a.status, where).toBeGreaterThanOrEqual(200);
  expect(a.status, where).toBeLessThan(500);
  expect(LEAK.test(a.text), where).toBe(false);
  if (a.status >= 400) {
    const body = JSON.parse(a.text) as {
      error?: {
        message?: unknown;
        data?: { code?: unknown; httpStatus?: unknown; appCode?: unknown };
      };
    };
    expect(typeof body.error?.message, where).toBe('string');
    expect(body.error?.data?.httpStatus, where).toBe(a.status);
    expect(body.error?.data?.appCode, where).toMatch(/^[A-Z][A-Z_]*$/);
  }
}

/** A REST answer: a 2xx, or a 4xx as `{ code, message, appCode, fieldErrors? }`; nothing leaked. */
function assertRestWellFormed(path: string, input: unknown, a: HttpAnswer) {
  const where = `REST ${path} ${JSON.stringify(input)?.slice(0, 300)} → ${a.status} ${a.text.slice(0, 300)}`;
  expect(a.status, where).toBeGreaterThanOrEqual(200);
  expect(a.status, where).toBeLessThan(500);
  expect(LEAK.test(a.text), where).toBe(false);
  if (a.status >= 400) {
    const body = JSON.parse(a.text) as Record<string, unknown>;
    expect(
      Object.keys(body)
        .filter((k) => k !== 'fieldErrors' && k !== 'retryAfter')
        .sort(),
      where,
    ).toEqual(['appCode', 'code', 'message']);
    // One error shape: a "try again" answer says when in the body and the header alike.
    expect(body.retryAfter === undefined ? null : String(body.retryAfter), where).toBe(
      a.headers.get('retry-after'),
    );
    expect(typeof body.message, where).toBe('string');
    expect(body.appCode, where).toMatch(/^[A-Z][A-Z_]*$/);
  }
}

/** Some records that exist (a unit, bookings of two owners, a group, users) for inputs to name. */
async function existingIds(): Promise<FuzzContext> {
  const manager = await callerAs(t.db, 'manager');
  const realtor = await callerAs(t.db, 'realtor');
  const free = await t.db.select({ id: units.id }).from(units).limit(3);
  const made = await Promise.all([
    manager.bookings.create({ unit: free[0]?.id as string }),
    realtor.bookings.create({ unit: free[1]?.id as string }),
  ]);
  // Live payment links of both bookings, for paymentLinks.send to name.
  const links = await Promise.all(
    made.map((b) => manager.paymentLinks.create({ booking: b.item.id })),
  );
  const group = await realtor.bookingGroups.create({ name: 'fuzz', bookings: [made[1].item.id] });
  const entry = await realtor.bookingQueue.join({
    unit: free[0]?.id as string,
    customer: { name: 'Fuzz', phone: '+79990000001' },
  });
  const key = await (
    await callerAs(t.db, 'head')
  ).apiKeys.create({ name: 'fuzz', role: 'ROLE_MANAGER' });
  const rows = await Promise.all([
    t.db.select({ id: bookings.id }).from(bookings).limit(5),
    t.db.select({ id: users.id }).from(users).limit(5),
  ]);
  return {
    ids: [
      ...free.map((u) => u.id),
      group.item.id,
      key.item.id,
      ...links.map((l) => l.item.id),
      entry.item.id,
      ...rows.flat().map((r) => r.id),
    ],
  };
}

/** "Allowed: a, b, c" in the field errors of a 400, as a list. */
function allowedIn(text: string, field: string): string[] {
  const body = JSON.parse(text) as {
    error?: { data?: { fieldErrors?: Record<string, string[]> } };
  };
  const message = body.error?.data?.fieldErrors?.[field]?.[0] ?? '';
  return /Allowed: (.*)$/.exec(message)?.[1]?.split(', ') ?? [];
}

/**
 * A list procedure's orderings and filter properties, learned from its own 400s (the list helper
 * names what it allows), so generated filters mostly pass the whitelist and reach the SQL.
 */
async function learnList(path: string, type: string, token: string) {
  const probe = (order_by: string) => ({
    filter: { filters: [{ property: '__probe__', operator: 'EQ', value: ['x'] }] },
    pagination: { page: 1, limit: 1, order_by, direction: 'asc' },
  });
  const orders = allowedIn(
    (await send(path, type, probe('__probe__'), token)).text,
    'pagination.order_by',
  );
  const properties = allowedIn(
    (await send(path, type, probe(orders[0] ?? 'id'), token)).text,
    'filter.filters.0.property',
  );
  return { orders, properties };
}

describe(`the fuzzer (${TOTAL} calls over ${procedures.length} procedures)`, () => {
  it('answers every generated input with a 2xx or a well-formed 4xx, never a 5xx or a leak', async () => {
    const tokens = await Promise.all(
      (['head', 'realtor'] as const).map((who) => signAccessToken(demoUserId(who))),
    );
    const ctx = await existingIds();
    const runs = Math.ceil(TOTAL / procedures.length);
    let calls = 0;
    for (const [path, p] of procedures) {
      const schema = inputSchema(p);
      const list = JSON.stringify(schema ?? {}).includes('"filters"')
        ? await learnList(path, p._def.type, tokens[0] as string)
        : {};
      const input = schema ? fromSchema(schema, { ...ctx, ...list }) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(input, fc.nat({ max: 3 }), fc.boolean(), async (value, who, rest) => {
          calls += 1;
          const token = tokens[who === 0 ? 1 : 0] as string;
          if (rest)
            assertRestWellFormed(path, value, await callRest(server.base(), path, value, token));
          else assertWellFormed(path, value, await send(path, p._def.type, value, token));
        }),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
    console.info(`[fuzz] ${calls} calls over ${procedures.length} procedures`);
    expect(calls).toBeGreaterThanOrEqual(TOTAL);
  }, 900_000);

  it('answers API-key-shaped bearer values (a real prefix with a wrong secret among them) with 401 INVALID_TOKEN', async () => {
    const head = await callerAs(t.db, 'head');
    const made = await head.apiKeys.create({ name: 'fuzz bearer', role: 'ROLE_READ_ONLY' });
    const prefix = made.key.slice(0, 15);
    const secret = fc.string({ unit: 'binary', maxLength: 80 });
    const bearer = fc.oneof(
      secret.map((s) => `bk_${s}`),
      secret.map((s) => `${prefix}_${s}`),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/).map((s) => `${prefix}_${s}`),
      fc.stringMatching(/^bk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/),
    );
    await fc.assert(
      fc.asyncProperty(bearer, async (token) => {
        fc.pre(token !== made.key && !/[^\x21-\x7e]/.test(token));
        const a = await send('units.list', 'query', undefined, token);
        assertWellFormed('units.list', token, a);
        expect(a.status, token).toBe(401);
        expect(a.text, token).toContain('INVALID_TOKEN');
      }),
      { numRuns: 300, seed: SEED },
    );
  }, 120_000);
});
