import { and, eq, isNull, sql } from 'drizzle-orm';
import { arrayLiteral, type Db } from '@app/db';
import type { ConditionsListData } from '@app/validators';
import { listPage } from '../../../lib/list';
import { preparedFor } from '../../../lib/prepared';
import { periodHolds, type CatalogKind } from '../catalog-dto';
import { excludedByAt, versionHolds } from '../catalog-versions';
import {
  conditionFields,
  KINDS,
  type ConditionDto,
  type ConditionItem,
  type ConditionVersion,
} from './kinds';

/**
 * The reads of unit conditions: the current versions (`discountConditions.list`,
 * `optionConditions.list`) and every condition as it stood at an instant (`….validOn`, the quote,
 * the default-exclusion check), each with the full Discount or Option it adds.
 */

/** Shapes versions with their Discounts / Options: three queries whatever the count. */
export async function toConditionDtos<K extends CatalogKind>(
  db: Db,
  kind: K,
  rows: ConditionVersion[],
): Promise<ConditionDto<K>[]> {
  const k = KINDS[kind];
  const items = await k.itemDtos(
    db,
    rows.map((r) => r.ref),
  );
  const byId = new Map<string, ConditionItem<K>>(items.map((d) => [d.id, d]));
  return rows.map((r) => k.withItem(conditionFields(r), byId.get(r.ref) ?? null));
}

/** `discountConditions.list`, `optionConditions.list`: the current version of every condition. */
export async function listConditions<K extends CatalogKind>(
  db: Db,
  kind: K,
  input: ConditionsListData,
) {
  const k = KINDS[kind];
  const used = input.filter.used_by_default;
  const page = await listPage(db, k.list, input, [
    isNull(k.table.valid_to),
    used === undefined ? undefined : k.byDefault(used, 'current'),
  ]);
  return {
    items: await toConditionDtos(db, kind, page.items.map(k.fromRow)),
    pagination: page.pagination,
  };
}

type ValidOnFilter = {
  date: Date;
  unit?: string;
  /** Many units at once (the price-list export's page of units). */
  units?: string[];
  refs?: string[];
  used_by_default?: boolean;
};

/**
 * `discountConditions.validOn`, `optionConditions.validOn`: every condition as it stood at `date`
 * (the version whose interval holds it) and active then, its discount or option in its promotion
 * period then; nothing that did not exist yet. Served by the GiST index on (unit, interval).
 */
export async function conditionsValidOn<K extends CatalogKind>(db: Db, kind: K, f: ValidOnFilter) {
  return { items: (await conditionsInForce(db, kind, f)).map((c) => c.dto) };
}

/** A condition in force at an instant, with what the quote and the checks need of it. */
export interface InForce<K extends CatalogKind> {
  dto: ConditionDto<K>;
  /** The Discount or Option it adds, as it stood then. */
  item: ConditionItem<K>;
  /** It applies by default: by its rule, or (an option) because its option does. */
  byDefault: boolean;
  /** Its exact terms as the database holds them (decimal text): the quote computes from these. */
  terms: Pick<ConditionVersion, 'sum' | 'percent' | 'sum_per_sq_m'>;
}

/**
 * The conditions of `conditionsValidOn`, each with its item and exact terms beside its DTO: those
 * whose discount or option is in its promotion period at `f.date` (as the item stood then).
 */
export async function conditionsInForce<K extends CatalogKind>(
  db: Db,
  kind: K,
  f: ValidOnFilter,
): Promise<InForce<K>[]> {
  return (await conditionsOnDate(db, kind, f)).inForce;
}

/**
 * The conditions valid at `f.date`, split by their item's promotion period then: `inForce` apply,
 * `outOfPeriod` exist but their discount or option is not running (not started or over): a quote
 * naming one is told so (`PRICING_NOT_VALID_ON_DATE`), not that the unit lacks it.
 */
export async function conditionsOnDate<K extends CatalogKind>(db: Db, kind: K, f: ValidOnFilter) {
  const all = await conditionsStanding(db, kind, f);
  return {
    inForce: all.filter((c) => periodHolds(c.item, f.date)),
    outOfPeriod: all.filter((c) => !periodHolds(c.item, f.date)),
  };
}

/** Every condition as it stood at `f.date` with its item then, whatever the item's period. */
async function conditionsStanding<K extends CatalogKind>(
  db: Db,
  kind: K,
  f: ValidOnFilter,
): Promise<InForce<K>[]> {
  const k = KINDS[kind];
  const refs = f.refs?.length ? f.refs : undefined;
  const rows = await validOnQuery(db, kind, {
    unit: Boolean(f.unit),
    units: Boolean(f.units),
    refs: Boolean(refs),
    used_by_default: f.used_by_default,
  }).execute({
    date: f.date.toISOString(),
    unit: f.unit,
    units: f.units && arrayLiteral(f.units),
    refs: refs && arrayLiteral(refs),
  });
  return rows.map(({ c, item: version, excludedBy }) => {
    const item = k.itemDto(version, { exclusions: version.exclusions, excludedBy });
    const { sum, percent, sum_per_sq_m } = c;
    return {
      dto: k.withItem(conditionFields(c), item),
      item,
      byDefault: c.used_by_default || k.itemByDefault(item),
      terms: { sum, percent, sum_per_sq_m },
    };
  });
}

/** The validOn select of one shape (which filters it has), built once per database handle. */
function validOnQuery(
  db: Db,
  kind: CatalogKind,
  shape: { unit: boolean; units: boolean; refs: boolean; used_by_default?: boolean },
) {
  const key = `validOn:${kind}:${shape.unit}:${shape.units}:${shape.refs}:${shape.used_by_default}`;
  return preparedFor(db, key, () => {
    const k = KINDS[kind];
    const t = k.table;
    const item = k.itemVersions;
    const date = sql.placeholder('date');
    return db
      .select({ c: k.columns, item, excludedBy: excludedByAt(kind, item.id, date) })
      .from(t)
      .innerJoin(item, and(eq(item.id, k.ref), versionHolds(item, date)))
      .where(
        and(
          sql`tstzrange(${t.valid_from}, ${t.valid_to}, '[)') @> ${date}::timestamptz`,
          eq(t.active, true),
          isNull(t.deleted_at),
          // The discount or option as it stood then: inactive then, it applied nowhere.
          eq(item.active, true),
          isNull(item.deleted_at),
          shape.unit ? eq(t.unit, sql.placeholder('unit')) : undefined,
          shape.units ? sql`${t.unit} = any(${sql.placeholder('units')}::text::uuid[])` : undefined,
          shape.refs ? sql`${k.ref} = any(${sql.placeholder('refs')}::text::uuid[])` : undefined,
          shape.used_by_default === undefined
            ? undefined
            : k.byDefault(shape.used_by_default, 'then'),
        ),
      )
      .orderBy(t.created_at, t.id)
      .limit(10_000)
      .prepare(key);
  });
}
