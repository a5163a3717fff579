import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, units, type Db } from '@app/db';
import type {
  CreateManyDiscountConditionsData,
  CreateManyOptionConditionsData,
} from '@app/validators';
import { conflict, notFound } from '../../../errors';
import type { AuthUser } from '../../auth';
import type { CatalogKind } from '../catalog-dto';
import { overlappingConflict } from '../default-conflicts';
import { conditionsInForceOn, inUnits } from './in-force-many';
import { KINDS } from './kinds';
import { conditionsPreview, type PreviewUnit } from './preview';
import { assertRef, attaching, ruleValues, terms } from './write';

/**
 * `discountConditions.createMany`, `optionConditions.createMany`: one discount or option added to
 * up to 5000 units with the same terms, in one transaction, all or nothing, set-based: a fixed
 * number of statements whatever the count (the units read and locked, the attached ones, one
 * INSERT … SELECT over unnest, the conditions in force for the default-exclusion check). Each
 * condition gets its first version as `create` gives it. `dry_run`: the same checks and writes,
 * then the preview read in the transaction, which is rolled back; priced now, or at the
 * promotion's start when that is later.
 */

export type ConditionCreateMany<K extends CatalogKind> = K extends 'discount'
  ? CreateManyDiscountConditionsData
  : CreateManyOptionConditionsData;

/** The answer: the conditions written, or (a dry run) none and the preview. */
export interface ManyAnswer {
  item: { count: number; conditions: { id: string; unit: string }[] };
  message: string;
  preview: Awaited<ReturnType<typeof conditionsPreview>> | null;
}

/** Thrown inside a dry run's transaction to roll it back, carrying the preview out. */
class DryRun<T> extends Error {
  constructor(readonly answer: T) {
    super('dry run');
  }
}

/** At most this many units named in a refusal's message. */
const NAMED = 10;
const named = (list: string[]) =>
  `${list.slice(0, NAMED).join(', ')}${list.length > NAMED ? `, … (${list.length})` : ''}`;

export async function createManyConditions<K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: ConditionCreateMany<K>,
  now = new Date(),
): Promise<ManyAnswer> {
  const ref = 'discount' in input ? input.discount : input.option;
  const item = await assertRef(db, kind, ref, input.comment);
  // A promotion yet to start is previewed as it will price then (scheduled base prices too).
  const pricedAt = item.active_from && item.active_from > now ? item.active_from : now;
  try {
    return await attaching(kind, () =>
      db.transaction(async (tx) => {
        const found = await lockUnits(tx, input.units, !input.dry_run);
        await assertNotAttached(tx, kind, ref, found);
        const created = await insertConditions(tx, kind, actor, input, ref, now);
        await assertDefaultsCombineOn(tx, kind, found, now);
        if (!input.dry_run)
          return {
            item: { count: created.length, conditions: created },
            message: `${created.length} conditions created`,
            preview: null,
          };
        const ids = new Set(created.map((c) => c.id));
        const preview = await conditionsPreview(tx, found, ids, pricedAt, input.preview, now);
        throw new DryRun<ManyAnswer>({
          item: { count: 0, conditions: [] },
          message: `Dry run: ${created.length} conditions would be created`,
          preview,
        });
      }),
    );
  } catch (e) {
    if (e instanceof DryRun) return e.answer as ManyAnswer;
    throw e;
  }
}

/**
 * The units, in id order; locked (`for no key update`, as `basePrices.createMany` takes them) when
 * writing, so two calls attaching the same discount to one unit run one after the other and the
 * second sees the first's condition. An unknown or deleted unit: 404 naming them.
 */
async function lockUnits(tx: Db, ids: string[], lock: boolean): Promise<PreviewUnit[]> {
  const q = tx
    .select({ id: units.id, code: units.code, area: units.area })
    .from(units)
    .where(and(inUnits(units.id, ids), isNull(units.deleted_at)))
    .orderBy(asc(units.id));
  const found = await (lock ? q.for('no key update') : q);
  if (found.length !== ids.length) {
    const known = new Set(found.map((u) => u.id));
    throw notFound('UNIT_NOT_FOUND', `Units not found: ${named(ids.filter((i) => !known.has(i)))}`);
  }
  return found;
}

/** A unit with a current, active condition of this discount or option already: 409 naming it. */
async function assertNotAttached(tx: Db, kind: CatalogKind, ref: string, found: PreviewUnit[]) {
  const { table: t, ref: column } = KINDS[kind];
  const taken = await tx
    .selectDistinct({ unit: t.unit })
    .from(t)
    .where(
      and(
        eq(column, ref),
        inUnits(
          t.unit,
          found.map((u) => u.id),
        ),
        isNull(t.valid_to),
        eq(t.active, true),
        isNull(t.deleted_at),
      ),
    );
  if (taken.length === 0) return;
  const codes = new Map(found.map((u) => [u.id, u.code]));
  const list = taken.map((r) => `${codes.get(r.unit)} (${r.unit})`).sort();
  throw conflict(
    'CONDITION_ALREADY_ATTACHED',
    `These units already have this ${kind}: ${named(list)}. Nothing was created.`,
  );
}

/** One INSERT … SELECT over the units (unnest): ids made by the database, in `units` order. */
async function insertConditions<K extends CatalogKind>(
  tx: Db,
  kind: K,
  actor: AuthUser,
  input: ConditionCreateMany<K>,
  ref: string,
  now: Date,
) {
  const t = KINDS[kind].table;
  const { rules, used_by_default } = ruleValues(input.rules);
  const { sum, percent, sum_per_sq_m } = terms(input, null);
  const at = now.toISOString();
  const rows = rowsOf(
    await tx.execute(sql`
      insert into ${t} (id, unit, ${sql.identifier(kind)}, active, rules, used_by_default, sum,
        percent, sum_per_sq_m, reason_id, comment, created_at, updated_at, valid_from, changed_by)
      select gen_random_uuid(), u.unit, ${ref}::uuid, true, ${JSON.stringify(rules)}::jsonb,
        ${used_by_default}, ${sum}::numeric, ${percent}::numeric, ${sum_per_sq_m}::numeric,
        ${input.reason_id ?? null}, ${input.comment ?? null}, ${at}::timestamptz,
        ${at}::timestamptz, ${at}::timestamptz, ${actor.id}::uuid
      from unnest(${`{${input.units.join(',')}}`}::uuid[]) with ordinality as u(unit, n)
      order by u.n
      returning id, unit`),
  ) as { id: string; unit: string }[];
  const byUnit = new Map(rows.map((r) => [r.unit, r.id]));
  return input.units.map((unit) => ({ id: byUnit.get(unit) as string, unit }));
}

/**
 * `assertDefaultsCombine` for many units at once, by its rule: after the insert, at its instant,
 * no unit may apply by default two discounts (or options) that exclude each other while their
 * promotion periods overlap (one not started yet counts, one over does not); 409 naming the pair
 * and the units, and the transaction rolls back.
 */
async function assertDefaultsCombineOn(tx: Db, kind: CatalogKind, found: PreviewUnit[], at: Date) {
  const byUnit = await conditionsInForceOn(
    tx,
    kind,
    found.map((u) => u.id),
    at,
  );
  const codes = new Map(found.map((u) => [u.id, u.code]));
  let pair: [string, string] | null = null;
  const units: string[] = [];
  for (const [unit, list] of byUnit) {
    const items = list
      .filter(
        (c) => c.byDefault && (c.period.valid_to === null || new Date(c.period.valid_to) > at),
      )
      .map((c) => ({ id: c.ref, exclusions: c.exclusions, period: c.period }));
    const p = overlappingConflict(items);
    if (!p) continue;
    pair ??= p;
    units.push(`${codes.get(unit)} (${unit})`);
  }
  if (!pair) return;
  throw conflict(
    'DEFAULT_EXCLUSION_CONFLICT',
    `The ${kind}s ${pair[0]} and ${pair[1]} exclude each other and would both apply by default ` +
      `to units ${named(units.sort())}: they could not be priced. Nothing was created.`,
  );
}
