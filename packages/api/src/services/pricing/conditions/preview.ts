import { exclusionConflict, quote, roundMoney, toDecimal, type Money } from '@app/pricing';
import type { Db } from '@app/db';
import { wireNumber } from '../../../lib/dto';
import { basePricesOn, conditionsInForceOn, type InForceTerms } from './in-force-many';

/**
 * The preview of a `*Conditions.createMany` dry run, read in its transaction once the new
 * conditions are in (and rolled back after): per unit, the base price, the total `pricing.quote`
 * answers at the instant with the defaults, and the total it answers choosing the new one; every
 * figure from @app/pricing's `quote` on the server, as `pricing.quote` computes it.
 */

export interface PreviewUnit {
  id: string;
  code: string;
  area: string;
}

type Status = 'OK' | 'NO_PRICE' | 'EXCLUDED' | 'OUT_OF_PERIOD';

/** A unit's figures as @app/pricing computed them (Money text), turned into numbers at the edge. */
interface Row {
  unit: string;
  code: string;
  area: string;
  base_price: Money | null;
  current_total: Money | null;
  new_total: Money | null;
  status: Status;
}

/** The totals of a set of applied conditions, or null when two of one kind exclude each other. */
function total(
  bp: { price_per_sq_m: string; fixed_price: string | null },
  area: string,
  applied: InForceTerms[],
) {
  for (const kind of ['discount', 'option'] as const)
    if (exclusionConflict(applied.filter((c) => c.kind === kind).map((c) => ({ ...c, id: c.ref }))))
      return null;
  return quote({ basePrice: bp, area, conditions: applied });
}

function previewRow(
  unit: PreviewUnit,
  bp: { price_per_sq_m: string; fixed_price: string | null } | undefined,
  conditions: InForceTerms[],
  created: ReadonlySet<string>,
): Row {
  const row = { unit: unit.id, code: unit.code, area: unit.area };
  if (!bp)
    return { ...row, base_price: null, current_total: null, new_total: null, status: 'NO_PRICE' };
  const applying = conditions.filter((c) => c.inPeriod);
  const defaults = applying.filter((c) => c.byDefault && !created.has(c.id));
  const added = applying.filter((c) => created.has(c.id));
  const now = total(bp, unit.area, defaults);
  const next = total(bp, unit.area, [...defaults, ...added]);
  const base = quote({ basePrice: bp, area: unit.area, conditions: [] }).base_price;
  // Not in its promotion period now: written, it applies nowhere yet (or any more).
  if (added.length === 0)
    return {
      ...row,
      base_price: base,
      current_total: now?.total ?? null,
      new_total: null,
      status: 'OUT_OF_PERIOD',
    };
  return {
    ...row,
    base_price: base,
    current_total: now?.total ?? null,
    new_total: next?.total ?? null,
    status: now && next ? 'OK' : 'EXCLUDED',
  };
}

/**
 * The preview: every unit priced at `at` (set-based reads, then @app/pricing per unit), summed,
 * and one page of rows by unit code. `at` later than `now`: the promotion's start.
 */
export async function conditionsPreview(
  tx: Db,
  found: PreviewUnit[],
  created: ReadonlySet<string>,
  at: Date,
  page: { page: number; limit: number },
  now = at,
) {
  const ids = found.map((u) => u.id);
  const [prices, discounts, options] = await Promise.all([
    basePricesOn(tx, ids, at),
    conditionsInForceOn(tx, 'discount', ids, at),
    conditionsInForceOn(tx, 'option', ids, at),
  ]);
  const rows = [...found]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .map((u) =>
      previewRow(
        u,
        prices.get(u.id),
        [...(discounts.get(u.id) ?? []), ...(options.get(u.id) ?? [])],
        created,
      ),
    );
  const ok = rows.filter((r) => r.status === 'OK');
  const sum = (pick: (r: Row) => Money | null) =>
    ok.reduce((s, r) => s.plus(toDecimal(pick(r) ?? 0)), toDecimal(0));
  const num = (m: Money | null) => wireNumber(m) as number;
  const current = sum((r) => r.current_total);
  const next = sum((r) => r.new_total);
  const pageCount = Math.max(1, Math.ceil(rows.length / page.limit));
  return {
    priced_at: at.toISOString(),
    at_promotion_start: at > now,
    summary: {
      units: rows.length,
      priced: ok.length,
      no_price: rows.filter((r) => r.status === 'NO_PRICE').length,
      excluded: rows.filter((r) => r.status === 'EXCLUDED').length,
      out_of_period: rows.filter((r) => r.status === 'OUT_OF_PERIOD').length,
      current_total: num(roundMoney(current)),
      new_total: num(roundMoney(next)),
      difference: num(roundMoney(next.minus(current))),
    },
    rows: rows.slice((page.page - 1) * page.limit, page.page * page.limit).map((r) => ({
      ...r,
      area: num(r.area),
      base_price: wireNumber(r.base_price),
      current_total: wireNumber(r.current_total),
      new_total: wireNumber(r.new_total),
    })),
    pagination: {
      page: page.page,
      limit: page.limit,
      page_count: pageCount,
      total_count: rows.length,
    },
  };
}
