import { and, eq, isNull } from 'drizzle-orm';
import { exclusionConflict } from '@app/pricing';
import type { Db } from '@app/db';
import { conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { updateCatalogItem, type CatalogUpdate } from './catalog';
import type { CatalogKind } from './catalog-dto';
import { KINDS, type ConditionCreate, type ConditionUpdate } from './conditions/kinds';
import { conditionsOnDate } from './conditions/read';
import { createCondition, updateCondition } from './conditions/write';

/** Where to look: one unit (a condition was written), or every unit with a condition of `ref`. */
type Scope = { unit: string } | { ref: string };

/** The units with a current, active condition of the discount or option `ref`. */
async function unitsWith(db: Db, kind: CatalogKind, ref: string): Promise<string[]> {
  const { table: t, ref: column } = KINDS[kind];
  const rows = await db
    .selectDistinct({ unit: t.unit })
    .from(t)
    .where(and(eq(column, ref), isNull(t.valid_to), eq(t.active, true), isNull(t.deleted_at)));
  return rows.map((r) => r.unit);
}

type Period = { valid_from: string | null; valid_to: string | null };
const start = (p: Period) => (p.valid_from === null ? -Infinity : Date.parse(p.valid_from));
const end = (p: Period) => (p.valid_to === null ? Infinity : Date.parse(p.valid_to));
/** Whether two promotion periods share an instant (ends exclusive). */
const overlap = (a: Period, b: Period) => start(a) < end(b) && start(b) < end(a);

/** The first pair that excludes each other and could both run at once. */
export function overlappingConflict(
  items: { id: string; exclusions: string[]; period: Period }[],
): [string, string] | null {
  for (const [i, a] of items.entries())
    for (const b of items.slice(i + 1)) {
      if (!overlap(a.period, b.period)) continue;
      const pair = exclusionConflict([a, b]);
      if (pair) return pair;
    }
  return null;
}

/**
 * A unit may not apply by default two discounts (or two options) that exclude each other, when
 * their promotion periods overlap (one not started yet counts, one over does not): no quote,
 * booking price or offer could be made for it. Run in the write's transaction, after the write, at
 * the instant its versions open: 409 DEFAULT_EXCLUSION_CONFLICT naming both (and the unit), and
 * the transaction rolls back, so such a configuration is never saved.
 */
export async function assertDefaultsCombine(db: Db, kind: CatalogKind, scope: Scope, at: Date) {
  const unitIds = 'unit' in scope ? [scope.unit] : await unitsWith(db, kind, scope.ref);
  for (const unit of unitIds) {
    const standing = await conditionsOnDate(db, kind, { date: at, unit, used_by_default: true });
    // Running now or later (a scheduled discount applies by default once it starts): a pair
    // conflicts when their periods overlap.
    const items = [...standing.inForce, ...standing.outOfPeriod]
      .filter(({ item }) => item.valid_to === null || new Date(item.valid_to) > at)
      .map(({ item }) => ({
        id: item.id,
        name: item.description ?? '',
        exclusions: item.exclusions,
        period: item,
      }));
    const pair = overlappingConflict(items);
    if (!pair) continue;
    const [a, b] = pair.map((id) => items.find((i) => i.id === id));
    const named = `"${a?.name}" (${pair[0]}) and "${b?.name}" (${pair[1]})`;
    throw conflict(
      'DEFAULT_EXCLUSION_CONFLICT',
      `The ${kind}s ${named} exclude each other and would both apply by default to unit ${unit}: ` +
        `the unit could not be priced. Make one of them not default there, or drop the exclusion.`,
    );
  }
}

/**
 * The writes that can make a unit's default conditions exclude each other, each refused (409)
 * inside its own transaction when it would: a condition created or changed (its unit), and a
 * discount or option changed (its exclusions, its `used_by_default`, its activity: every unit
 * with a condition of it). What the routers call; the plain writes stay in their modules.
 */
export const createConditionChecked = <K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: ConditionCreate<K>,
  now = new Date(),
) =>
  createCondition(db, kind, actor, input, now, (tx, unit, at) =>
    assertDefaultsCombine(tx, kind, { unit }, at),
  );

export const updateConditionChecked = <K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: ConditionUpdate<K>,
  now = new Date(),
) =>
  updateCondition(db, kind, actor, input, now, (tx, unit, at) =>
    assertDefaultsCombine(tx, kind, { unit }, at),
  );

export const updateCatalogItemChecked = <K extends CatalogKind>(
  db: Db,
  kind: K,
  actor: AuthUser,
  input: CatalogUpdate<K>,
  now = new Date(),
) =>
  updateCatalogItem(db, kind, actor, input, now, (tx, at) =>
    assertDefaultsCombine(tx, kind, { ref: input.id }, at),
  );
