import { and, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { arrayLiteral, basePrices, type Db } from '@app/db';
import type { QuoteCondition } from '@app/pricing';
import { versionHolds } from '../catalog-versions';
import type { CatalogKind } from '../catalog-dto';
import { KINDS } from './kinds';

/**
 * The set-based reads behind `*Conditions.createMany`: what `conditionsInForce` and `basePriceOn`
 * answer for one unit, for thousands of units in one statement each (no round trip per unit).
 * The same rules as theirs, pinned by conditions-many-preview.test.ts (the preview's totals equal
 * `pricing.quote`'s for the same units and instant): a change to either side changes both.
 */

/**
 * `column in (select unnest(ids))`: a semi-join the planner hashes. `anyOf`'s `= any($1::text::
 * uuid[])` is fine for a page of ids, but in a sequential scan PostgreSQL parses that text into an
 * array again for every row (the cast is not folded): 800 rows × 500 ids took 0.5 s.
 */
export const inUnits = (column: AnyPgColumn, ids: readonly string[]): SQL =>
  sql`${column} in (select unnest(${arrayLiteral(ids)}::text::uuid[]))`;

/** A condition valid at an instant, as the quote and the default-exclusion check need it. */
export interface InForceTerms extends QuoteCondition {
  unit: string;
  /** It applies by default: its rule, or (an option) its option's flag then. */
  byDefault: boolean;
  /** What its discount or option excludes then. */
  exclusions: string[];
  /**
   * Its discount or option is in its promotion period then (`periodHolds`): only such conditions
   * apply (`conditionsInForce`); the others exist but a quote choosing one is refused.
   */
  inPeriod: boolean;
  /** That promotion period (ISO text; null: open), as `periodHolds` and the checks read it. */
  period: { valid_from: string | null; valid_to: string | null };
}

/**
 * Every condition of `kind` valid at `at` on these units (in its item's period or not: see
 * `inPeriod`), by unit, oldest first.
 */
export async function conditionsInForceOn(
  db: Db,
  kind: CatalogKind,
  unitIds: readonly string[],
  at: Date,
): Promise<Map<string, InForceTerms[]>> {
  const k = KINDS[kind];
  const t = k.table;
  const item = k.itemVersions;
  const instant = at.toISOString();
  const rows = await db
    .select({
      unit: t.unit,
      id: t.id,
      ref: k.ref,
      sum: t.sum,
      percent: t.percent,
      sum_per_sq_m: t.sum_per_sq_m,
      description: item.description,
      exclusions: item.exclusions,
      from: item.active_from,
      to: item.active_to,
      byDefault: sql<boolean>`${k.byDefault(true, 'then')}`,
    })
    .from(t)
    .innerJoin(item, and(eq(item.id, k.ref), versionHolds(item, instant)))
    .where(
      and(
        sql`tstzrange(${t.valid_from}, ${t.valid_to}, '[)') @> ${instant}::timestamptz`,
        eq(t.active, true),
        isNull(t.deleted_at),
        eq(item.active, true),
        isNull(item.deleted_at),
        inUnits(t.unit, unitIds),
      ),
    )
    .orderBy(t.created_at, t.id);
  const byUnit = new Map<string, InForceTerms[]>();
  for (const { from, to, ...r } of rows) {
    const list = byUnit.get(r.unit) ?? [];
    const inPeriod = (from === null || from <= at) && (to === null || at < to);
    const period = { valid_from: from?.toISOString() ?? null, valid_to: to?.toISOString() ?? null };
    list.push({ ...r, kind, byDefault: Boolean(r.byDefault), inPeriod, period });
    byUnit.set(r.unit, list);
  }
  return byUnit;
}

/**
 * The base price record of each unit in force at `at`, one statement: `basePriceOn`'s rule (the
 * newest active one whose `valid_from` is in or before `at`'s millisecond; newest by `valid_from`,
 * then `created_at`, then `id`).
 */
export async function basePricesOn(db: Db, unitIds: readonly string[], at: Date) {
  const before = new Date(at.getTime() + 1).toISOString();
  const rows = await db
    .selectDistinctOn([basePrices.unit], {
      unit: basePrices.unit,
      price_per_sq_m: basePrices.price_per_sq_m,
      fixed_price: basePrices.fixed_price,
    })
    .from(basePrices)
    .where(
      and(
        inUnits(basePrices.unit, unitIds),
        eq(basePrices.active, true),
        isNull(basePrices.deleted_at),
        lt(basePrices.valid_from, sql`${before}::timestamptz`),
      ),
    )
    .orderBy(
      basePrices.unit,
      desc(basePrices.valid_from),
      desc(basePrices.created_at),
      desc(basePrices.id),
    );
  return new Map(rows.map((r) => [r.unit, r]));
}
