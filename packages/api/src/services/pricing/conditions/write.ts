import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@app/db';
import { toDecimal, toMoney } from '@app/pricing';
import { RULE_USED_BY_DEFAULT } from '@app/validators';
import { badRequest, conflict, notFound } from '../../../errors';
import { isUniqueViolation } from '../../../lib/pg-errors';
import type { AuthUser } from '../../auth';
import { findUnit } from '../../units';
import { assertCatalogItem } from '../catalog';
import type { CatalogKind } from '../catalog-dto';
import {
  KINDS,
  type ConditionCreate,
  type ConditionUpdate,
  type ConditionVersion,
  type NewConditionVersion,
} from './kinds';

/**
 * The writes of unit conditions (`discountConditions.create`/`.update`,
 * `optionConditions.create`/`.update`). Versioned: an update closes the current version at that
 * instant and opens the next, so `validOn(date)` answers each condition as it stood then.
 */

/**
 * A validated input number as the column's text, exactly (by its shortest decimal form; the
 * schemas refused more than 2 decimals for money, 6 for a percent), never through `toFixed`.
 */
const money = (n: number | null | undefined) => (n == null ? null : toMoney(n));
const fraction = (n: number | null | undefined) => (n == null ? null : toDecimal(n).toFixed());

type Rules = ConditionUpdate<CatalogKind>['rules'];
type Terms = Pick<ConditionVersion, 'sum' | 'percent' | 'sum_per_sq_m'>;

export function ruleValues(rules: Rules): Pick<ConditionVersion, 'rules' | 'used_by_default'> {
  const list = (rules ?? []).map((r) => ({ rule: r.rule, value: r.value === 'true' }));
  return {
    rules: list,
    used_by_default: list.some((r) => r.rule === RULE_USED_BY_DEFAULT && r.value),
  };
}

/** A discount with `required_comment` needs a comment on the condition that adds it (400). */
export async function assertRef(
  db: Db,
  kind: CatalogKind,
  ref: string,
  comment: string | null | undefined,
) {
  const item = await assertCatalogItem(db, kind, ref);
  if ('required_comment' in item && item.required_comment && !comment?.trim())
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      comment: ['This discount needs a comment'],
    });
  return item;
}

const conditionMissing = () => notFound('CONDITION_NOT_FOUND', 'Condition not found');

/** A check run in the write's transaction once the new version is in, at its instant. */
export type AfterWrite = (tx: Db, unit: string, at: Date) => Promise<void>;

/** `discountConditions.create`, `optionConditions.create`: the condition's first version. */
export async function createCondition<K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: ConditionCreate<K>,
  now = new Date(),
  check?: AfterWrite,
) {
  const k = KINDS[kind];
  const ref = k.createRef(input);
  const [exists] = await db
    .select({ id: k.table.id })
    .from(k.table)
    .where(eq(k.table.id, input.id))
    .limit(1);
  if (exists) throw conflict('CONDITION_EXISTS', 'A condition with this id already exists');
  await findUnit(db, input.unit);
  await assertRef(db, kind, ref, input.comment);
  const row: NewConditionVersion = {
    id: input.id,
    unit: input.unit,
    ref,
    active: true,
    ...ruleValues(input.rules),
    ...terms(input, null),
    reason_id: input.reason_id ?? null,
    comment: input.comment ?? null,
    created_at: now,
    updated_at: now,
    valid_from: now,
    changed_by: actor.id,
  };
  await attaching(kind, () =>
    db.transaction(async (tx) => {
      await k.insert(tx, row);
      await check?.(tx, input.unit, now);
    }),
  );
  return { item: { id: input.id }, message: 'Condition created' };
}

/**
 * A write that attaches a condition, under the database's rule of one current, active condition
 * per unit and discount (option): `<kind>_conditions_attached`, whoever races. Its violation is
 * 409 CONDITION_ALREADY_ATTACHED, nothing written.
 */
export async function attaching<T>(kind: CatalogKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e, `${kind}_conditions_attached`))
      throw conflict(
        'CONDITION_ALREADY_ATTACHED',
        `This unit already has this ${kind}: change that condition instead. Nothing was created.`,
      );
    throw e;
  }
}

/** The terms of a request over the current ones: a term given (null included) replaces it. */
export const terms = (
  input: Pick<ConditionUpdate<CatalogKind>, keyof Terms>,
  cur: Terms | null,
): Terms => ({
  sum: input.sum !== undefined ? money(input.sum) : (cur?.sum ?? null),
  percent: input.percent !== undefined ? fraction(input.percent) : (cur?.percent ?? null),
  sum_per_sq_m:
    input.sum_per_sq_m !== undefined ? money(input.sum_per_sq_m) : (cur?.sum_per_sq_m ?? null),
});

/**
 * `discountConditions.update`, `optionConditions.update`: the current version is closed at `now`
 * and the next one opens at `now` with the changes (deactivation included). Optimistic: the close
 * only matches the version read, so two updates at once each get their own version in turn (the
 * loser retries on the newer one).
 */
export async function updateCondition<K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: ConditionUpdate<K>,
  now = new Date(),
  check?: AfterWrite,
) {
  const k = KINDS[kind];
  const t = k.table;
  for (let attempt = 0; attempt < 5; attempt++) {
    const [cur] = await db
      .select(k.columns)
      .from(t)
      .where(and(eq(t.id, input.id), isNull(t.valid_to)));
    if (!cur) throw conflictOrMissing(attempt);
    const ref = k.updateRef(input) ?? cur.ref;
    const comment = input.comment !== undefined ? input.comment : cur.comment;
    if (input.unit) await findUnit(db, input.unit);
    await assertRef(db, kind, ref, comment);
    // Versions are ordered: the next opens strictly after the current one opened.
    const at = now > cur.valid_from ? now : new Date(cur.valid_from.getTime() + 1);
    const next: NewConditionVersion = {
      id: cur.id,
      unit: input.unit ?? cur.unit,
      ref,
      active: input.active ?? cur.active,
      ...(input.rules
        ? ruleValues(input.rules)
        : { rules: cur.rules, used_by_default: cur.used_by_default }),
      ...terms(input, cur),
      reason_id: input.reason_id ?? cur.reason_id,
      comment,
      created_at: cur.created_at,
      updated_at: at,
      valid_from: at,
      changed_by: actor.id,
    };
    const done = await attaching(kind, () =>
      db.transaction(async (tx) => {
        const closed = await tx
          .update(t)
          .set({ valid_to: at })
          .where(and(eq(t.version, cur.version), isNull(t.valid_to)))
          .returning({ version: t.version });
        if (closed.length === 0) return false;
        await k.insert(tx, next);
        await check?.(tx, next.unit, at);
        return true;
      }),
    );
    if (done) return { item: { id: input.id }, message: 'Condition updated' };
  }
  throw conflict('CONDITION_BUSY', 'The condition is being changed by someone else; try again');
}

const conflictOrMissing = (attempt: number) =>
  attempt === 0 ? conditionMissing() : conflict('CONDITION_BUSY', 'Try again');
