import { exclusionConflict, quote, type ConditionInput } from '@app/pricing';
import type { Db } from '@app/db';
import type { PricingQuoteData } from '@app/validators';
import { getEnv } from '../../env';
import { badRequest, conflict } from '../../errors';
import { findUnit, type UnitRow } from '../units';
import { basePriceOn } from './base-prices';
import type { CatalogKind } from './catalog';
import { conditionsValidOn, type ConditionDto } from './conditions';

/**
 * `pricing.quote`: the price of a unit on a date (default now), exactly as it was then: the base
 * price in force, the conditions valid then that apply by default plus the chosen ones, each with
 * its amount, and the total, from the one shared calculation (@app/pricing).
 */
export async function pricingQuote(db: Db, input: PricingQuoteData, now = new Date()) {
  return quoteUnit(db, await findUnit(db, input.unit), input, now);
}

/** The quote of a unit already loaded (a commercial offer has it from its own lookup). */
export async function quoteUnit(
  db: Db,
  unit: UnitRow,
  input: Omit<PricingQuoteData, 'unit'>,
  now = new Date(),
) {
  const date = input.date ?? now;
  const bp = await basePriceOn(db, unit.id, date);
  if (!bp) throw conflict('UNIT_HAS_NO_PRICE', 'This unit has no base price on that date');
  const [discounts, options] = await Promise.all([
    conditionsValidOn(db, 'discount', { date, unit: unit.id }),
    conditionsValidOn(db, 'option', { date, unit: unit.id }),
  ]);
  const pickedDiscounts = pick('discount', discounts.items, input.discounts);
  const pickedOptions = pick('option', options.items, input.options);
  assertNoExclusion('discount', pickedDiscounts);
  assertNoExclusion('option', pickedOptions);

  const conditions: ConditionInput[] = [
    ...pickedDiscounts.map((c) => asInput('discount', c)),
    ...pickedOptions.map((c) => asInput('option', c)),
  ];
  const q = quote({ basePrice: bp, area: unit.area, conditions });
  const chosen = new Set([...input.discounts, ...input.options]);
  return {
    unit: unit.id,
    date: date.toISOString(),
    currency: getEnv().CURRENCY,
    area: Number(unit.area),
    base_price: {
      id: bp.id,
      price_per_sq_m: Number(bp.price_per_sq_m),
      fixed_price: bp.fixed_price === null ? null : Number(bp.fixed_price),
      amount: Number(q.base_price),
    },
    lines: q.lines.map((l) => ({
      condition: l.id,
      kind: l.kind,
      ref: l.ref,
      description: l.description,
      amount: Number(l.amount),
      signed: Number(l.signed),
      chosen: chosen.has(l.ref),
    })),
    discounts_total: Number(q.discounts_total),
    options_total: Number(q.options_total),
    total: Number(q.total),
    // What the customer may still add on that date (conditions not applied).
    available: {
      discounts: discounts.items
        .filter((c) => !pickedDiscounts.includes(c))
        .map((c) => refOfDto('discount', c)),
      options: options.items
        .filter((c) => !pickedOptions.includes(c))
        .map((c) => refOfDto('option', c)),
    },
  };
}

const refOfDto = (kind: CatalogKind, c: ConditionDto) =>
  ((kind === 'discount' ? c.discount : c.option) as { id: string } | null)?.id ?? '';

/** The default conditions plus the chosen ones; a chosen one the unit does not have is a 400. */
function pick(kind: CatalogKind, valid: ConditionDto[], chosen: string[]): ConditionDto[] {
  const byRef = new Map(valid.map((c) => [refOfDto(kind, c), c]));
  const missing = chosen.filter((id) => !byRef.has(id));
  if (missing.length > 0)
    throw badRequest('PRICING_NOT_AVAILABLE', `This unit has no such ${kind} on that date`, {
      [`${kind}s`]: [`Not available for this unit on that date: ${missing.join(', ')}`],
    });
  const wanted = new Set(chosen);
  return valid.filter((c) => {
    const item = kind === 'discount' ? c.discount : c.option;
    const itemDefault =
      kind === 'option' && (item as { used_by_default?: boolean } | null)?.used_by_default;
    return wanted.has(refOfDto(kind, c)) || c.used_by_default || Boolean(itemDefault);
  });
}

/** An excluded pair among the applied ones is a 400 naming both (exclusions ride on the DTOs). */
function assertNoExclusion(kind: CatalogKind, picked: ConditionDto[]) {
  const pair = exclusionConflict(
    picked.map((c) => {
      const item = (kind === 'discount' ? c.discount : c.option) as {
        id: string;
        exclusions: string[];
      } | null;
      return { id: item?.id ?? '', exclusions: item?.exclusions ?? [] };
    }),
  );
  if (pair)
    throw badRequest(
      'PRICING_EXCLUSION_CONFLICT',
      `These ${kind}s exclude each other: ${pair[0]} and ${pair[1]}`,
      { [`${kind}s`]: [`${pair[0]} and ${pair[1]} cannot be combined`] },
    );
}

function asInput(kind: CatalogKind, c: ConditionDto): ConditionInput {
  const item = (kind === 'discount' ? c.discount : c.option) as {
    id: string;
    description: string | null;
  } | null;
  return {
    id: c.id,
    kind,
    ref: item?.id ?? '',
    description: item?.description ?? null,
    sum: c.sum,
    percent: c.percent,
    sum_per_sq_m: c.sum_per_sq_m,
  };
}
