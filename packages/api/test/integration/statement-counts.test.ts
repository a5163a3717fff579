/**
 * Statements per call of every query procedure (issue 8): what each read costs the database, with
 * the process's caches warm (the signed-in user, people's names), as in a running server. A list
 * sends as many statements for a page of 20 rows as for one (no query per row), and no read sends
 * more than its budget below; a new query procedure without a budget fails here, so it is counted
 * too. The counts are printed (bench/README.md keeps them).
 */
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '@app/db/testing';
import type { DbHandle } from '@app/db';
import { appRouter } from '../../src/root';
import { closeRateLimitStores } from '../../src/services/rate-limit';
import { callerAs } from '../helpers';
import { buildScene, CASES, type Scene } from './role-matrix.cases';

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
  'units.list': 2,
  'units.get': 3,
  'units.changes': 2,
  'bookings.list': 3,
  'bookings.search': 3,
  'bookings.get': 2,
  'bookings.history': 2,
  'bookingGroups.list': 4,
  'bookingGroups.get': 3,
  'jobs.failed': 1,
  'paymentLinks.list': 2,
  'payments.list': 3,
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
