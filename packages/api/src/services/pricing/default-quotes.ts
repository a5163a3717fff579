import { exclusionConflict, quote } from '@app/pricing';
import type { Db } from '@app/db';
import type { UnitRow } from '../units';
import { pricesOn } from './base-prices';
import type { CatalogKind } from './catalog-dto';
import { conditionsInForce, type InForce } from './conditions/read';
import { asQuoteCondition } from './quote';

/** A unit's price with its default conditions, as decimal text ("5893333.31"). */
export interface DefaultQuote {
  base_price: string;
  total: string;
}

/**
 * The quote `pricing.quote` gives each unit with no condition chosen (its base price in force and
 * the conditions that apply by default), for many units in three statements: the price list's
 * export. The figures come from the same calculation (@app/pricing's `quote`). A unit without a
 * base price is absent; one whose default conditions exclude each other (a quote answers 400
 * there) has no total (null).
 */
export async function defaultQuotes(
  db: Db,
  rows: Pick<UnitRow, 'id' | 'area'>[],
  date = new Date(),
): Promise<Map<string, DefaultQuote | { base_price: string; total: null }>> {
  const out = new Map<string, DefaultQuote | { base_price: string; total: null }>();
  if (rows.length === 0) return out;
  const ids = rows.map((u) => u.id);
  const [prices, discounts, options] = await Promise.all([
    pricesOn(db, ids, date),
    conditionsInForce(db, 'discount', { date, units: ids }),
    conditionsInForce(db, 'option', { date, units: ids }),
  ]);
  const byUnit = groupDefaults([
    ...discounts.map((c) => ({ kind: 'discount' as const, inForce: c })),
    ...options.map((c) => ({ kind: 'option' as const, inForce: c })),
  ]);
  for (const unit of rows) {
    const bp = prices.get(unit.id);
    if (!bp) continue;
    const applied = byUnit.get(unit.id) ?? [];
    const clash = (['discount', 'option'] as const).some((kind) =>
      exclusionConflict(applied.filter((c) => c.kind === kind).map((c) => c.inForce.item)),
    );
    const q = quote({
      basePrice: bp,
      area: unit.area,
      conditions: clash ? [] : applied.map((c) => asQuoteCondition(c.kind, c.inForce)),
    });
    out.set(unit.id, { base_price: q.base_price, total: clash ? null : q.total });
  }
  return out;
}

type Applied = { kind: CatalogKind; inForce: InForce<CatalogKind> };

/** The conditions that apply by default, by unit. */
function groupDefaults(all: Applied[]): Map<string, Applied[]> {
  const byUnit = new Map<string, Applied[]>();
  for (const c of all) {
    if (!c.inForce.byDefault) continue;
    const unit = c.inForce.dto.unit;
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), c]);
  }
  return byUnit;
}
