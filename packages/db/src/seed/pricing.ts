import { RULE_USED_BY_DEFAULT } from '@app/validators';
import { openMissingCatalogVersions } from '../catalog-versions';
import type { Db } from '../client';
import {
  basePrices,
  discountConditions,
  discountExclusions,
  discounts,
  optionConditions,
  options,
  type ConditionRule,
} from '../schema';
import { demoUserId } from './accounts';
import {
  DISCOUNT_MARKUP,
  DISCOUNTS,
  HISTORY_CONDITION_MARKUP,
  HISTORY_CONDITION_UNIT,
  OPTION_MARKUP,
  OPTIONS,
  PRICE_PER_SQ_M,
  TRADE_IN_COMMENT,
  type Markup,
} from './data/pricing';
import { seedId } from './ids';
import { demoUnits, stableHash } from './units';

/**
 * Demo pricing: a base price for every demo unit (a month ago; for a handful of
 * units an earlier one a month before that), four discounts (100 % payment and family mortgage
 * exclude each other; trade-in needs a comment), three options, and unit conditions valid from a
 * month ago, one of them with an earlier closed version. Stable ids; ON CONFLICT DO NOTHING, so a
 * second run changes nothing. Dates are relative to the first run (`now`).
 */
export const discountId = (key: string) => seedId(`discount:${key}`);
export const optionId = (key: string) => seedId(`option:${key}`);
export const basePriceId = (code: string, which: 'current' | 'previous' = 'current') =>
  seedId(`base-price:${code}:${which}`);
export const discountConditionId = (code: string, discount: string) =>
  seedId(`discount-condition:${code}:${discount}`);
export const optionConditionId = (code: string, option: string) =>
  seedId(`option-condition:${code}:${option}`);

type Unit = ReturnType<typeof demoUnits>[number];
type ConditionInsert = typeof discountConditions.$inferInsert;

/** 1C's price-list id of a month: "1C-PRICE-2026-11". */
const priceListId = (d: Date) =>
  `1C-PRICE-${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
/** 09:00 Moscow time `months` calendar months before `now` (a valid day: Mar 31 − 1 → Mar 3). */
const monthsBefore = (now: Date, months: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate(), 6));

/** An independent 0..99 bucket of a unit per purpose (different bits of its hash). */
const bucket = (u: Unit, shift: number) => (stableHash(u.code) >>> shift) % 100;
/** Hundredths of a square metre ("54.30" → 5430): exact integer arithmetic on money. */
const areaHundredths = (area: string) => Math.round(Number(area) * 100);

/** Price per sq m of a unit, whole roubles rounded to 100: building, floor, rooms, a stable jitter. */
export function pricePerSqM(u: Unit): number {
  const p = PRICE_PER_SQ_M;
  const raw =
    (p.building[u.building] ?? 200_000) +
    p.perFloor * u.floor +
    (p.rooms[u.rooms] ?? 0) +
    (stableHash(`price:${u.code}`) % p.jitter);
  return Math.round(raw / 100) * 100;
}

/** About 4 % of units sell at a fixed price (3 % below the per-metre price, whole thousands). */
const hasFixedPrice = (u: Unit) => bucket(u, 10) < 4;
/** About 4 % of units were repriced: their previous price list was a month earlier, 6,000 ₽/m² less. */
const hasPriceHistory = (u: Unit) => bucket(u, 6) < 4;

export function demoBasePrices(now: Date) {
  const current = monthsBefore(now, 1);
  const previous = monthsBefore(now, 2);
  const head = demoUserId('head');
  const rows: (typeof basePrices.$inferInsert)[] = [];
  for (const u of demoUnits()) {
    const perSqM = pricePerSqM(u);
    if (hasPriceHistory(u))
      rows.push({
        id: basePriceId(u.code, 'previous'),
        unit: u.id as string,
        price_per_sq_m: `${perSqM - 6_000}.00`,
        reason_id: priceListId(previous),
        created_by: head,
        created_at: previous,
        updated_at: previous,
        valid_from: previous,
      });
    const fixed = hasFixedPrice(u)
      ? Math.round((perSqM * areaHundredths(u.area) * 0.97) / 100 / 1000) * 1000
      : null;
    rows.push({
      id: basePriceId(u.code),
      unit: u.id as string,
      price_per_sq_m: `${perSqM}.00`,
      fixed_price: fixed === null ? null : `${fixed}.00`,
      reason_id: priceListId(current),
      created_by: head,
      created_at: current,
      updated_at: current,
      valid_from: current,
    });
  }
  return rows;
}

const rules = (byDefault: boolean | undefined): ConditionRule[] =>
  byDefault === undefined ? [] : [{ rule: RULE_USED_BY_DEFAULT, value: byDefault }];

/** Which discounts a unit gets, with the rule's value (undefined: no rule). */
function discountsOf(u: Unit): [string, boolean | undefined][] {
  const out: [string, boolean | undefined][] = [];
  if (bucket(u, 4) < 70 || u.code === HISTORY_CONDITION_UNIT) out.push(['full-payment', false]);
  if (u.rooms >= 2) out.push(['family-mortgage', undefined]);
  if (bucket(u, 12) < 25) out.push(['trade-in', false]);
  if (u.building === '2') out.push(['sales-start', true]);
  return out;
}

function optionsOf(u: Unit): [string, boolean | undefined][] {
  const out: [string, boolean | undefined][] = [];
  if (bucket(u, 16) < 80) out.push(['finishing', undefined]);
  if (u.rooms >= 1 && bucket(u, 20) < 60) out.push(['kitchen', u.rooms === 3]);
  if (bucket(u, 24) < 20) out.push(['storage', false]);
  return out;
}

const markupColumns = (m: Markup) => ({
  sum: m.sum ?? null,
  percent: m.percent ?? null,
  sum_per_sq_m: m.sum_per_sq_m ?? null,
});

/** The condition versions: the earlier closed one first, then the current ones. */
export function demoConditions(now: Date) {
  const from = monthsBefore(now, 1);
  const earlier = monthsBefore(now, 2);
  const head = demoUserId('head');
  const version = (byDefault: boolean | undefined, markup: Markup, at: Date) => ({
    rules: rules(byDefault),
    used_by_default: byDefault === true,
    ...markupColumns(markup),
    reason_id: `1C-PROMO-${priceListId(at).slice(9)}`,
    created_at: at,
    updated_at: at,
    valid_from: at,
    changed_by: head,
  });
  const discountRows: ConditionInsert[] = [];
  const optionRows: (typeof optionConditions.$inferInsert)[] = [];
  for (const u of demoUnits()) {
    const unit = u.id as string;
    for (const [key, byDefault] of discountsOf(u)) {
      const id = discountConditionId(u.code, key);
      const comment = key === 'trade-in' ? TRADE_IN_COMMENT : null;
      const markup = DISCOUNT_MARKUP[key] ?? {};
      if (u.code === HISTORY_CONDITION_UNIT && key === 'full-payment') {
        discountRows.unshift({
          id,
          unit,
          discount: discountId(key),
          ...version(byDefault, HISTORY_CONDITION_MARKUP, earlier),
          comment,
          valid_to: from,
        });
        // The next version keeps the condition's created_at, as updates do.
        discountRows.push({
          id,
          unit,
          discount: discountId(key),
          ...version(byDefault, markup, from),
          created_at: earlier,
          comment,
        });
      } else
        discountRows.push({
          id,
          unit,
          discount: discountId(key),
          ...version(byDefault, markup, from),
          comment,
        });
    }
    for (const [key, byDefault] of optionsOf(u))
      optionRows.push({
        id: optionConditionId(u.code, key),
        unit,
        option: optionId(key),
        ...version(byDefault, OPTION_MARKUP[key] ?? {}, from),
      });
  }
  return { discountRows, optionRows };
}

const chunks = <T>(rows: T[], size = 400) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

export async function seedPricing(db: Db, now = new Date()): Promise<void> {
  // The discounts and options exist before every condition that names them (the quote of a past
  // date reads them as they stood then).
  const catalogSince = monthsBefore(now, 3);
  const since = { created_at: catalogSince, updated_at: catalogSince };
  await db
    .insert(discounts)
    .values(
      DISCOUNTS.map((d) => ({
        id: discountId(d.key),
        description: d.description,
        required_comment: d.required_comment ?? false,
        ...since,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(discountExclusions)
    .values(
      DISCOUNTS.flatMap((d) =>
        (d.excludes ?? []).map((e) => ({ discount: discountId(d.key), excluded: discountId(e) })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(options)
    .values(
      OPTIONS.map((o) => ({
        id: optionId(o.key),
        type: o.type,
        description: o.description,
        used_by_default: o.used_by_default ?? false,
        ...since,
      })),
    )
    .onConflictDoNothing();
  await openMissingCatalogVersions(db);
  for (const rows of chunks(demoBasePrices(now)))
    await db.insert(basePrices).values(rows).onConflictDoNothing();
  // No conflict target: a version that overlaps an existing one of the same condition (the
  // exclusion constraint) or a second current version (the partial unique index) is skipped.
  const { discountRows, optionRows } = demoConditions(now);
  for (const rows of chunks(discountRows))
    await db.insert(discountConditions).values(rows).onConflictDoNothing();
  for (const rows of chunks(optionRows))
    await db.insert(optionConditions).values(rows).onConflictDoNothing();
}
