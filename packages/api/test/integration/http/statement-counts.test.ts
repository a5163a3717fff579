/**
 * Statements per call of every query procedure (issue 8), caches warm as in a running server: a
 * list sends as many for 20 rows as for one, no read exceeds its budget below, a new query
 * procedure needs a budget. The counts are printed (bench/README.md keeps them).
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDb } from '@app/db/testing';
import type { DbHandle } from '@app/db';
import { appRouter } from '../../../src/root';
import { closeRateLimitStores } from '../../../src/services/rate-limit';
import { callerAs } from '../../helpers';
import { cleanUnits } from '../pricing/pricing-fixtures';
import { buildScene, CASES, type Scene } from '../access/role-matrix.cases';

// amoCRM on, against its fake (access/matrix-crm.ts): `crm.pipelines` reads as in a connected office.
const crm = await vi.hoisted(async () => (await import('../access/matrix-crm')).startMatrixCrm());
afterAll(() => crm.close());

/** Statements per call (transactions' begin/commit not counted). */
const BUDGET: Record<string, number> = {
  health: 1,
  'auth.roles': 2,
  'users.me': 1,
  'users.list': 3,
  'directory.users': 8,
  'directory.employees': 4,
  'directory.agents': 4,
  'directory.partners': 2,
  'directory.roles': 2,
  'directory.departments': 2,
  // +1 each since units carry their current price; +3 since they carry `price`, the default
  // conditions' quote of the page's units (services/pricing/unit-prices.ts)
  'units.list': 6,
  'units.get': 7,
  'units.changes': 5,
  'bookings.list': 3,
  'bookings.search': 3,
  'bookings.get': 2,
  'bookings.history': 2,
  'bookings.dealStages': 2,
  'bookingGroups.list': 4,
  'bookingGroups.get': 3,
  // the page and its count, the waiting entries' positions, the units' codes, the promoted
  // entries' booking numbers (people's names cached)
  'bookingQueue.list': 5,
  'jobs.failed': 1,
  // the page and its count, the links a payment was made by (one statement a page: 'paid')
  'paymentLinks.list': 3,
  'payments.list': 3,
  'basePrices.list': 2,
  'discounts.list': 4,
  'options.list': 4,
  'discountConditions.list': 5,
  'discountConditions.validOn': 1,
  'optionConditions.list': 5,
  'optionConditions.validOn': 1,
  // the unit, its price, the conditions of each kind with their Discount / Option (1 each)
  'pricing.quote': 4,
  // the page and its count, the issuers' names
  'documents.list': 3,
  // the page and its count
  'webhookEndpoints.list': 2,
  // the page and its count, the creators' names
  'apiKeys.list': 3,
  // the page and its count, the page's events, their attempts
  'webhookDeliveries.list': 4,
  // live bookings, the stock, created, paid, expired (side by side); then the agencies of the
  // owners and the responsibles' names (cached)
  'dashboard.summary': 7, // +1: the deals by stage
  // the settings row, the outbox's open counts
  'crm.settings': 2,
  // the settings row (then the CRM's own call)
  'crm.pipelines': 1,
  // the page and its count, the page's booking numbers
  'crm.outbox': 3,
  // units, bookings' exact paths and live names (one UNION ALL), the history by name when those
  // left room, documents
  'search.global': 4,
  // the page and its count
  'notifications.list': 2,
  // the bell's poll: the count and the newest id in one statement
  'notifications.unread': 1,
  // the page and its count
  'customers.list': 2,
  // the record; its bookings, queue entries, documents; the bookings' units; the entries'
  // positions, codes and booking numbers (names cached): 5 with no entries, 9 at most
  'customers.get': 9,
  // both records; the bookings, queue entries (with units' codes) and documents that would move
  'customers.mergePreview': 4,
};

const PAGE_OF_20 = {
  filter: { filters: [] },
  pagination: { page: 1, limit: 20, order_by: 'id', direction: 'asc' as const },
};

let handle: DbHandle;
let counting = false;
let statements = 0;
let scene: Scene;

beforeAll(async () => {
  handle = await openTestDb(inject('dbTemplate'), 10, () => {
    if (counting) statements += 1;
  });
  scene = await buildScene(handle.db);
});
afterAll(async () => {
  await closeRateLimitStores(); // the API counters, before the database closes
  await handle?.close();
});

const queries = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })
    ._def.procedures,
)
  .filter(([, p]) => p._def.type === 'query')
  .map(([path]) => path);

async function count(path: string, input: unknown): Promise<number> {
  const head = await callerAs(handle.db, 'head');
  const call = () =>
    path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], head) as (
      i: unknown,
    ) => Promise<unknown>;
  await call()(input); // warms the caches
  // The fewer of two measured calls: a cache entry (30 s) that expires between the warming call
  // and the measured one under a slow run costs one statement once, not per row.
  const measured: number[] = [];
  for (let i = 0; i < 2; i++) {
    statements = 0;
    counting = true;
    try {
      await call()(input);
    } finally {
      counting = false;
    }
    measured.push(statements);
  }
  return Math.min(...measured);
}

describe('statements per call', () => {
  it('every query procedure has a budget', () => {
    expect(queries.filter((p) => !(p in BUDGET))).toEqual([]);
  });

  it('each read stays within its budget, and a list costs the same for 1 row as for 20', async () => {
    const counted: { path: string; one: number; page: number }[] = [];
    for (const path of queries) {
      const one = await count(path, await CASES[path]?.input(scene, scene.own, 'head'));
      counted.push({ path, one, page: await count(path, PAGE_OF_20).catch(() => one) });
    }
    console.info(
      `statements per call, caches warm:\n${counted
        .map(
          (c) => `${c.path.padEnd(24)} ${c.one}${c.page !== c.one ? ` (20 rows: ${c.page})` : ''}`,
        )
        .join('\n')}`,
    );
    for (const { path, one, page } of counted) {
      expect({ path, statements: page }).toEqual({ path, statements: one });
      expect(one, path).toBeLessThanOrEqual(BUDGET[path] ?? 0);
    }
  });
});

describe('pricing reads cost the same for 1 row as for 30 (no query per row)', () => {
  it('lists, validOn and the quote', async () => {
    const head = await callerAs(handle.db, 'head');
    // no seeded price or condition on them: the quote's choices below are the only ones
    const [unit, single] = (await cleanUnits(handle.db, 2)) as [string, string];
    const N = 30;
    const ids = {
      discounts: [] as string[],
      options: [] as string[],
      dc: [] as string[],
      oc: [] as string[],
    };
    for (let i = 0; i < N; i++) {
      const d = randomUUID();
      const o = randomUUID();
      // each excludes the previous one: every row has exclusions and excludedBy
      await head.discounts.create({
        description: 'test',
        id: d,
        exclusions: ids.discounts.slice(-1),
      });
      await head.options.create({
        description: 'test',
        id: o,
        type: 'OPTION_TYPE_OTHER',
        exclusions: ids.options.slice(-1),
      });
      ids.discounts.push(d);
      ids.options.push(o);
      const dc = randomUUID();
      const oc = randomUUID();
      await head.discountConditions.create({ id: dc, unit, discount: d, sum: i });
      await head.optionConditions.create({ id: oc, unit, option: o, sum: i });
      ids.dc.push(dc);
      ids.oc.push(oc);
      await head.basePrices.create({ unit, price_per_sq_m: 1000 + i });
    }
    await head.basePrices.create({ unit: single, price_per_sq_m: 1000 });
    await head.discountConditions.create({
      id: randomUUID(),
      unit: single,
      discount: ids.discounts[0] as string,
      sum: 1,
    });
    await head.optionConditions.create({
      id: randomUUID(),
      unit: single,
      option: ids.options[0] as string,
      sum: 1,
    });
    const page = (property: string, value: string[], limit: number) => ({
      filter: { filters: [{ property, operator: 'IN', value }] },
      pagination: { page: 1, limit, order_by: 'id', direction: 'asc' as const },
    });
    const pairs: [string, unknown, unknown][] = [
      ['discounts.list', page('id', ids.discounts, 1), page('id', ids.discounts, N)],
      ['options.list', page('id', ids.options, 1), page('id', ids.options, N)],
      ['discountConditions.list', page('id', ids.dc, 1), page('id', ids.dc, N)],
      ['optionConditions.list', page('id', ids.oc, 1), page('id', ids.oc, N)],
      ['basePrices.list', page('unit', [unit], 1), page('unit', [unit], N)],
      ...(['discountConditions.validOn', 'optionConditions.validOn'] as const).map(
        (path): [string, unknown, unknown] => [
          path,
          { filter: { date: new Date(Date.now() + 60_000).toISOString(), unit: single } },
          { filter: { date: new Date(Date.now() + 60_000).toISOString(), unit } },
        ],
      ),
      [
        'pricing.quote',
        { unit: single, discounts: ids.discounts.slice(0, 1), options: ids.options.slice(0, 1) },
        // every other one: none of them excludes another
        {
          unit,
          discounts: ids.discounts.filter((_, i) => i % 2 === 0),
          options: ids.options.filter((_, i) => i % 2 === 0),
        },
      ],
    ];
    for (const [path, one, many] of pairs) {
      const a = await count(path, one);
      const b = await count(path, many);
      expect({ path, statements: b }).toEqual({ path, statements: a });
      expect(a, path).toBeLessThanOrEqual(BUDGET[path] ?? 0);
    }
  });
});
