import { exclusionConflict, quote, type QuoteCondition } from '@app/pricing';
import type { Db } from '@app/db';
import type { PricingQuoteData } from '@app/validators';
import { getEnv } from '../../env';
import { badRequest, conflict } from '../../errors';
import { wireNumber } from '../../lib/dto';
import { findUnit, type UnitRow } from '../units';
import { basePriceOn } from './base-prices';
import type { CatalogKind } from './catalog-dto';
import { conditionsOnDate, type InForce } from './conditions/read';

/**
 * `pricing.quote`: the price of a unit on a date (default now), exactly as it was then: the base
 * price in force, the conditions valid then that apply by default plus the chosen ones, each with
 * its amount, and the total, from the one shared calculation (@app/pricing).
 */
export async function pricingQuote(db: Db, input: PricingQuoteData, now = new Date()) {
  return quoteUnit(db, await findUnit(db, input.unit), input, now);
}

/** The quote of a unit already loaded (a commercial offer has it from its own lookup), as wired. */
export async function quoteUnit(
  db: Db,
  unit: UnitRow,
  input: Omit<PricingQuoteData, 'unit'>,
  now = new Date(),
) {
  return quoteToWire(await quoteUnitExact(db, unit, input, now));
}

/**
 * The quote with every amount as @app/pricing's decimal text ("5893333.31"), as computed: for
 * whatever prints or stores it (documents, snapshots). `quoteUnit` is the same quote on the wire.
 */
export async function quoteUnitExact(
  db: Db,
  unit: UnitRow,
  input: Omit<PricingQuoteData, 'unit'>,
  now = new Date(),
) {
  const date = input.date ?? now;
  const bp = await basePriceOn(db, unit.id, date);
  if (!bp) throw conflict('UNIT_HAS_NO_PRICE', 'This unit has no base price on that date');
  const [onDiscounts, onOptions] = await Promise.all([
    conditionsOnDate(db, 'discount', { date, unit: unit.id }),
    conditionsOnDate(db, 'option', { date, unit: unit.id }),
  ]);
  const discounts = onDiscounts.inForce;
  const options = onOptions.inForce;
  const pickedDiscounts = pick('discount', onDiscounts, input.discounts);
  const pickedOptions = pick('option', onOptions, input.options);
  assertNoExclusion('discount', pickedDiscounts);
  assertNoExclusion('option', pickedOptions);

  const conditions: QuoteCondition[] = [
    ...pickedDiscounts.map((c) => asQuoteCondition('discount', c)),
    ...pickedOptions.map((c) => asQuoteCondition('option', c)),
  ];
  const q = quote({ basePrice: bp, area: unit.area, conditions });
  const chosen = new Set([...input.discounts, ...input.options]);
  const unpicked = <K extends CatalogKind>(all: InForce<K>[], picked: InForce<K>[]) =>
    all.filter((c) => !picked.includes(c)).map((c) => c.item.id);
  return {
    unit: unit.id,
    date: date.toISOString(),
    currency: getEnv().CURRENCY,
    area: unit.area,
    base_price: {
      id: bp.id,
      price_per_sq_m: bp.price_per_sq_m,
      fixed_price: bp.fixed_price,
      amount: q.base_price,
    },
    lines: q.lines.map((l) => ({
      condition: l.id,
      kind: l.kind,
      ref: l.ref,
      description: l.description,
      amount: l.amount,
      signed: l.signed,
      chosen: chosen.has(l.ref),
    })),
    discounts_total: q.discounts_total,
    options_total: q.options_total,
    total: q.total,
    // What the customer may still add on that date (conditions not applied).
    available: {
      discounts: unpicked(discounts, pickedDiscounts),
      options: unpicked(options, pickedOptions),
    },
  };
}
export type ExactQuote = Awaited<ReturnType<typeof quoteUnitExact>>;

/** The API's quote: the same figures as JSON numbers, converted here at the edge. */
const quoteToWire = (q: ExactQuote) => ({
  ...q,
  area: wireNumber(q.area),
  base_price: {
    ...q.base_price,
    price_per_sq_m: wireNumber(q.base_price.price_per_sq_m),
    fixed_price: wireNumber(q.base_price.fixed_price),
    amount: wireNumber(q.base_price.amount),
  },
  lines: q.lines.map((l) => ({ ...l, amount: wireNumber(l.amount), signed: wireNumber(l.signed) })),
  discounts_total: wireNumber(q.discounts_total),
  options_total: wireNumber(q.options_total),
  total: wireNumber(q.total),
});

/**
 * The default conditions plus the chosen ones. A chosen one whose discount or option is outside
 * its promotion period on that date is a 400 `PRICING_NOT_VALID_ON_DATE`; one the unit does not
 * have at all, `PRICING_NOT_AVAILABLE`.
 */
function pick<K extends CatalogKind>(
  kind: K,
  { inForce, outOfPeriod }: { inForce: InForce<K>[]; outOfPeriod: InForce<K>[] },
  chosen: string[],
): InForce<K>[] {
  const byRef = new Map(inForce.map((c) => [c.item.id, c]));
  const missing = chosen.filter((id) => !byRef.has(id));
  const outside = new Set(outOfPeriod.map((c) => c.item.id));
  const notRunning = missing.filter((id) => outside.has(id));
  if (notRunning.length > 0)
    throw badRequest(
      'PRICING_NOT_VALID_ON_DATE',
      `This ${kind} is outside its validity period on that date`,
      { [`${kind}s`]: [`Not valid on that date: ${notRunning.join(', ')}`] },
    );
  if (missing.length > 0)
    throw badRequest('PRICING_NOT_AVAILABLE', `This unit has no such ${kind} on that date`, {
      [`${kind}s`]: [`Not available for this unit on that date: ${missing.join(', ')}`],
    });
  const wanted = new Set(chosen);
  return inForce.filter((c) => wanted.has(c.item.id) || c.byDefault);
}

/** An excluded pair among the applied ones is a 400 naming both (exclusions ride on the items). */
function assertNoExclusion(kind: CatalogKind, picked: InForce<CatalogKind>[]) {
  const pair = exclusionConflict(picked.map((c) => c.item));
  if (pair)
    throw badRequest(
      'PRICING_EXCLUSION_CONFLICT',
      `These ${kind}s exclude each other: ${pair[0]} and ${pair[1]}`,
      { [`${kind}s`]: [`${pair[0]} and ${pair[1]} cannot be combined`] },
    );
}

export const asQuoteCondition = (
  kind: CatalogKind,
  { dto, item, terms }: InForce<CatalogKind>,
): QuoteCondition => ({
  id: dto.id,
  kind,
  ref: item.id,
  description: item.description,
  ...terms,
});
