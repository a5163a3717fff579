/**
 * The client activity the metrics report (src/in-flight.ts): a statement or a transaction counts
 * from its start until it settles, failures included, and the wrapped client still answers as
 * drizzle expects (postgres.js's lazy `unsafe(...).values()` keeps its row form).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoUserId, users } from '../../src';
import { useTestDb } from '../helpers';

const t = useTestDb();

describe('the database client activity', () => {
  it('counts statements and transactions in flight, back to 0 when they settle or fail', async () => {
    const { activity } = t.handle;
    expect(activity().max).toBe(t.handle.kind === 'pglite' ? 1 : 10); // openTestDb's pool
    expect(activity().inFlight).toBe(0);

    let during = -1;
    const result = await t.db.transaction(async (tx) => {
      during = activity().inFlight;
      return tx.execute(sql`select 41 + 1 as n`);
    });
    expect(during).toBe(1); // the transaction holds one connection; its statements add none
    expect(JSON.stringify(result)).toContain('42');

    // Seen from inside: while the fourth statement runs, the other three are still pending.
    const seen: number[] = [];
    const statements = [1, 2, 3].map((n) => t.db.execute(sql`select ${n}::int as n`));
    const failing = t.db.execute(sql`select * from no_such_table`);
    await Promise.all([
      ...statements.map((p) => p.then(() => seen.push(activity().inFlight))),
      expect(failing).rejects.toThrow(),
    ]);
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(1);
    expect(activity().inFlight).toBe(0);

    // drizzle's typed select maps postgres.js's `values()` rows (arrays) through the wrapper.
    const [admin] = await t.db
      .select({ email: users.email, id: users.id })
      .from(users)
      .where(eq(users.id, demoUserId('head')));
    expect(admin).toEqual({ email: 'head@demo.test', id: demoUserId('head') });
  });
});
