/**
 * `anyOf` / `noneOf` (list membership as one array parameter) over every column type the app
 * filters lists on, on the test database (PGlite, or PostgreSQL with prepared statements).
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { anyOf, noneOf } from '../../src/any-of';
import { units, users } from '../../src/schema';
import { useTestDb } from '../helpers';

const t = useTestDb();

const codesWhere = async (where: SQL | undefined) =>
  (await t.db.select({ code: units.code }).from(units).where(where).orderBy(asc(units.code))).map(
    (r) => r.code,
  );

describe('anyOf', () => {
  it('matches the same rows as an IN list, for uuid, text, integer, numeric, date and boolean columns', async () => {
    const some = await t.db.select().from(units).orderBy(asc(units.code)).limit(3);
    const pick = <K extends keyof (typeof some)[number]>(k: K) => some.map((u) => u[k]);
    for (const [column, values] of [
      [units.id, pick('id')],
      [units.code, pick('code')],
      [units.floor, pick('floor')],
      [units.area, pick('area')],
      [units.created_at, pick('created_at')],
      [units.active, [true]],
    ] as const) {
      expect(await codesWhere(anyOf(column, values))).toEqual(
        await codesWhere(inArray(column, [...values])),
      );
    }
  });

  it('takes text with quotes, commas and backslashes as it is', async () => {
    const odd = ['a,b', 'q"uote', 'back\\slash', '{brace}'];
    expect(await codesWhere(anyOf(units.code, odd))).toEqual([]);
    const [head] = await t.db.select({ email: users.email }).from(users).limit(1);
    const found = await t.db
      .select({ email: users.email })
      .from(users)
      .where(anyOf(users.email, [...odd, head?.email]));
    expect(found.map((r) => r.email)).toEqual([head?.email]);
  });

  it('writes one statement text whatever the list length; empty lists match nothing / everything', () => {
    const text = (n: number) =>
      t.db
        .select()
        .from(units)
        .where(
          anyOf(
            units.code,
            Array.from({ length: n }, (_, i) => `c${i}`),
          ),
        )
        .toSQL().sql;
    expect(text(1)).toBe(text(100));
    expect(text(1)).toMatch(/= any\(\$1::text::varchar\[\]\)/);
    expect(t.db.select().from(units).where(anyOf(units.code, [])).toSQL().sql).toMatch(/false/);
  });

  it('noneOf excludes the listed rows', async () => {
    const [first] = await t.db.select().from(units).orderBy(asc(units.code)).limit(1);
    const rest = await codesWhere(
      and(noneOf(units.id, [first?.id]), eq(units.building, first?.building ?? '')),
    );
    expect(rest).not.toContain(first?.code);
    expect(rest.length).toBeGreaterThan(0);
  });
});
