import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  arrayLiteral,
  discountConditions,
  optionVersions,
  optionConditions,
  options,
  type Db,
} from '@app/db';
import { toDecimal, toMoney } from '@app/pricing';
import { RULE_USED_BY_DEFAULT, type ConditionsListData } from '@app/validators';
import { badRequest, conflict, notFound } from '../../errors';
import { iso, recordFields, wireNumber } from '../../lib/dto';
import { listPage, recordList } from '../../lib/list';
import { preparedFor } from '../../lib/prepared';
import type { AuthUser } from '../auth';
import { findUnit } from '../units';
import { excludedByAt, VERSIONS, versionHolds } from './catalog-versions';
import {
  assertCatalogItem,
  catalogRows,
  discountDto,
  optionDto,
  toDiscountDtos,
  toOptionDtos,
  type CatalogKind,
  type DiscountDto,
  type OptionDto,
} from './catalog';

/**
 * Unit conditions (`discountConditions.*`, `optionConditions.*`): a discount or an option added to
 * a unit with its markup. Versioned: an update closes the current version at that instant and opens
 * the next, so `validOn(date)` answers each condition as it stood then. One set of functions over
 * the kind.
 */
type ConditionTable = typeof discountConditions | typeof optionConditions;
type Row = typeof discountConditions.$inferSelect & { discount?: string; option?: string };

const TABLES: Record<CatalogKind, ConditionTable> = {
  discount: discountConditions,
  option: optionConditions,
};
const refColumn = (kind: CatalogKind) =>
  kind === 'discount' ? discountConditions.discount : optionConditions.option;
export const refOf = (kind: CatalogKind, r: Row) =>
  (kind === 'discount' ? r.discount : r.option) as string;

export interface ConditionInput {
  id: string;
  active?: boolean;
  unit?: string;
  discount?: string;
  option?: string;
  rules?: { rule: string; value: 'true' | 'false' }[];
  sum?: number | null;
  percent?: number | null;
  sum_per_sq_m?: number | null;
  reason_id?: string;
  comment?: string;
}

/**
 * A validated input number as the column's text, exactly (by its shortest decimal form; the
 * schemas refused more than 2 decimals for money, 6 for a percent), never through `toFixed`.
 */
const money = (n: number | null | undefined) => (n == null ? null : toMoney(n));
const fraction = (n: number | null | undefined) => (n == null ? null : toDecimal(n).toFixed());

function ruleValues(rules: ConditionInput['rules']) {
  const list = (rules ?? []).map((r) => ({ rule: r.rule, value: r.value === 'true' }));
  return {
    rules: list,
    used_by_default: list.some((r) => r.rule === RULE_USED_BY_DEFAULT && r.value),
  };
}

/** A discount with `required_comment` needs a comment on the condition that adds it (400). */
async function assertRef(
  db: Db,
  kind: CatalogKind,
  ref: string,
  comment: string | null | undefined,
) {
  const item = await assertCatalogItem(db, kind, ref);
  if (
    kind === 'discount' &&
    (item as { required_comment: boolean }).required_comment &&
    !comment?.trim()
  )
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      comment: ['This discount needs a comment'],
    });
}

const conditionMissing = () => notFound('CONDITION_NOT_FOUND', 'Condition not found');

/** A check run in the write's transaction once the new version is in, at its instant. */
export type AfterWrite = (tx: Db, unit: string, at: Date) => Promise<void>;

/** `discountConditions.create` and `optionConditions.create`. */
export async function createCondition(
  db: Db,
  kind: CatalogKind,
  actor: AuthUser,
  input: ConditionInput & { unit: string },
  now = new Date(),
  check?: AfterWrite,
) {
  const t = TABLES[kind];
  const ref = (kind === 'discount' ? input.discount : input.option) as string;
  const [exists] = await db.select({ id: t.id }).from(t).where(eq(t.id, input.id)).limit(1);
  if (exists) throw conflict('CONDITION_EXISTS', 'A condition with this id already exists');
  await findUnit(db, input.unit);
  await assertRef(db, kind, ref, input.comment);
  const row = {
    id: input.id,
    unit: input.unit,
    [kind]: ref,
    ...ruleValues(input.rules),
    sum: money(input.sum),
    percent: fraction(input.percent),
    sum_per_sq_m: money(input.sum_per_sq_m),
    reason_id: input.reason_id,
    comment: input.comment,
    created_at: now,
    updated_at: now,
    valid_from: now,
    changed_by: actor.id,
  };
  await db.transaction(async (tx) => {
    await tx.insert(t).values(row as never);
    await check?.(tx, input.unit, now);
  });
  return { item: { id: input.id }, message: 'Condition created' };
}

/**
 * `discountConditions.update` and `optionConditions.update`: the current version is closed at `now`
 * and the next one opens at `now` with the changes (deactivation included). Optimistic: the close
 * only matches the version read, so two updates at once each get their own version in turn (the
 * loser retries on the newer one).
 */
export async function updateCondition(
  db: Db,
  kind: CatalogKind,
  actor: AuthUser,
  input: ConditionInput,
  now = new Date(),
  check?: AfterWrite,
) {
  const t = TABLES[kind];
  for (let attempt = 0; attempt < 5; attempt++) {
    const [cur] = (await db
      .select()
      .from(t)
      .where(and(eq(t.id, input.id), isNull(t.valid_to)))) as Row[];
    if (!cur) throw conflictOrMissing(attempt);
    const ref = (kind === 'discount' ? input.discount : input.option) ?? refOf(kind, cur);
    const comment = input.comment !== undefined ? input.comment : cur.comment;
    if (input.unit) await findUnit(db, input.unit);
    await assertRef(db, kind, ref, comment);
    // Versions are ordered: the next opens strictly after the current one opened.
    const at = now > cur.valid_from ? now : new Date(cur.valid_from.getTime() + 1);
    const next = {
      id: cur.id,
      unit: input.unit ?? cur.unit,
      [kind]: ref,
      active: input.active ?? cur.active,
      ...(input.rules
        ? ruleValues(input.rules)
        : { rules: cur.rules, used_by_default: cur.used_by_default }),
      sum: input.sum !== undefined ? money(input.sum) : cur.sum,
      percent: input.percent !== undefined ? fraction(input.percent) : cur.percent,
      sum_per_sq_m: input.sum_per_sq_m !== undefined ? money(input.sum_per_sq_m) : cur.sum_per_sq_m,
      reason_id: input.reason_id ?? cur.reason_id,
      comment,
      created_at: cur.created_at,
      updated_at: at,
      valid_from: at,
      changed_by: actor.id,
    };
    const done = await db.transaction(async (tx) => {
      const closed = await tx
        .update(t)
        .set({ valid_to: at })
        .where(and(eq(t.version, cur.version), isNull(t.valid_to)))
        .returning({ version: t.version });
      if (closed.length === 0) return false;
      await tx.insert(t).values(next as never);
      await check?.(tx, next.unit, at);
      return true;
    });
    if (done) return { item: { id: input.id }, message: 'Condition updated' };
  }
  throw conflict('CONDITION_BUSY', 'The condition is being changed by someone else; try again');
}

const conflictOrMissing = (attempt: number) =>
  attempt === 0 ? conditionMissing() : conflict('CONDITION_BUSY', 'Try again');

/** The Unit discount / option condition of the spec, with the full Discount / Option. */
function toConditionDto(kind: CatalogKind, r: Row, item: DiscountDto | OptionDto | undefined) {
  return {
    ...recordFields(r),
    unit: r.unit,
    [kind]: item ?? null,
    rules: r.rules,
    used_by_default: r.used_by_default,
    sum: wireNumber(r.sum),
    percent: wireNumber(r.percent),
    sum_per_sq_m: wireNumber(r.sum_per_sq_m),
    reason_id: r.reason_id,
    comment: r.comment,
    valid_from: iso(r.valid_from),
    valid_to: iso(r.valid_to),
  } as ConditionDto;
}

export type ConditionDto = ReturnType<typeof recordFields> & {
  unit: string;
  discount?: DiscountDto | null;
  option?: OptionDto | null;
  rules: { rule: string; value: boolean }[];
  used_by_default: boolean;
  sum: number | null;
  percent: number | null;
  sum_per_sq_m: number | null;
  reason_id: string | null;
  comment: string | null;
  valid_from: string;
  valid_to: string | null;
};

/** Shapes versions with their Discounts / Options: three queries whatever the count. */
export async function toConditionDtos(db: Db, kind: CatalogKind, rows: Row[]) {
  const items = await catalogRows(
    db,
    kind,
    rows.map((r) => refOf(kind, r)),
  );
  const dtos =
    kind === 'discount'
      ? await toDiscountDtos(db, items as never)
      : await toOptionDtos(db, items as never);
  const byId = new Map<string, DiscountDto | OptionDto>(dtos.map((d) => [d.id, d]));
  return rows.map((r) => toConditionDto(kind, r, byId.get(refOf(kind, r))));
}

/**
 * A condition applies by default by its rule, or (an option) when its option does: the option's
 * flag from `optionFlag` (its version joined in validOn), else the option's current row.
 */
function byDefault(kind: CatalogKind, want: boolean, optionFlag?: AnyPgColumn): SQL {
  const t = TABLES[kind];
  const option = optionFlag
    ? sql`${optionFlag}`
    : sql`${optionConditions.option} in (select ${options.id} from ${options} where ${options.used_by_default})`;
  const flag =
    kind === 'discount' ? sql`${t.used_by_default}` : sql`(${t.used_by_default} or ${option})`;
  return want ? flag : sql`not ${flag}`;
}

const lists = {
  discount: recordList(
    discountConditions,
    {
      unit: 'uuid',
      discount: 'uuid',
      sum: 'number',
      percent: 'number',
      sum_per_sq_m: 'number',
      reason_id: 'string',
    },
    ['unit', 'sum', 'percent'],
  ),
  option: recordList(
    optionConditions,
    {
      unit: 'uuid',
      option: 'uuid',
      sum: 'number',
      percent: 'number',
      sum_per_sq_m: 'number',
      reason_id: 'string',
    },
    ['unit', 'sum', 'percent'],
  ),
};

/**
 * `discountConditions.list` and `optionConditions.list`: the current version of every condition.
 */
export async function listConditions(db: Db, kind: CatalogKind, input: ConditionsListData) {
  const t = TABLES[kind];
  const used = input.filter.used_by_default;
  const page = await listPage(db, lists[kind] as never, input, [
    isNull(t.valid_to),
    used === undefined ? undefined : byDefault(kind, used),
  ]);
  return {
    items: await toConditionDtos(db, kind, page.items as Row[]),
    pagination: page.pagination,
  };
}

/**
 * `discountConditions.validOn` and `optionConditions.validOn`: every condition as it stood at
 * `date` (the version whose interval holds it) and active then; nothing that did not exist yet.
 * Served by the GiST index on (unit, interval).
 */
export async function conditionsValidOn(db: Db, kind: CatalogKind, f: ValidOnFilter) {
  return { items: (await conditionsInForce(db, kind, f)).map((c) => c.dto) };
}

type ValidOnFilter = { date: Date; unit?: string; refs?: string[]; used_by_default?: boolean };

/**
 * The conditions of `conditionsValidOn`, each with its exact terms as the database holds them
 * (decimal text: `sum`, `percent`, `sum_per_sq_m`) beside its wire DTO: the quote computes from
 * the text, never from the DTO's numbers.
 */
export async function conditionsInForce(db: Db, kind: CatalogKind, f: ValidOnFilter) {
  const refs = f.refs?.length ? f.refs : undefined;
  const rows = await validOnQuery(db, kind, {
    unit: Boolean(f.unit),
    refs: Boolean(refs),
    used_by_default: f.used_by_default,
  }).execute({
    date: f.date.toISOString(),
    unit: f.unit,
    refs: refs && arrayLiteral(refs),
  });
  return rows.map((r) => {
    const ex = { exclusions: r.item.exclusions, excludedBy: r.excludedBy };
    const dto =
      kind === 'discount'
        ? discountDto(r.item as Parameters<typeof discountDto>[0], ex)
        : optionDto(r.item as Parameters<typeof optionDto>[0], ex);
    const { sum, percent, sum_per_sq_m } = r.c as Row;
    return { dto: toConditionDto(kind, r.c as Row, dto), terms: { sum, percent, sum_per_sq_m } };
  });
}

/** The validOn select of one shape (which filters it has), built once per database handle. */
function validOnQuery(
  db: Db,
  kind: CatalogKind,
  shape: { unit: boolean; refs: boolean; used_by_default?: boolean },
) {
  const key = `validOn:${kind}:${shape.unit}:${shape.refs}:${shape.used_by_default}`;
  return preparedFor(db, key, () => {
    const t = TABLES[kind];
    const item = VERSIONS[kind];
    const date = sql.placeholder('date');
    return db
      .select({ c: t, item, excludedBy: excludedByAt(kind, item.id, date) })
      .from(t)
      .innerJoin(item, and(eq(item.id, refColumn(kind)), versionHolds(item, date)))
      .where(
        and(
          sql`tstzrange(${t.valid_from}, ${t.valid_to}, '[)') @> ${date}::timestamptz`,
          eq(t.active, true),
          isNull(t.deleted_at),
          // The discount or option as it stood then: inactive then, it applied nowhere.
          eq(item.active, true),
          isNull(item.deleted_at),
          shape.unit ? eq(t.unit, sql.placeholder('unit')) : undefined,
          shape.refs
            ? sql`${refColumn(kind)} = any(${sql.placeholder('refs')}::text::uuid[])`
            : undefined,
          shape.used_by_default === undefined
            ? undefined
            : byDefault(kind, shape.used_by_default, optionVersions.used_by_default),
        ),
      )
      .orderBy(t.created_at, t.id)
      .limit(10_000)
      .prepare(key);
  });
}
