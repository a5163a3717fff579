import { D, PricingError, roundMoney, termOrZero, toDecimal } from './money';
import type { Decimal, DecimalLike, Money } from './money';

export interface BasePriceInput {
  fixed_price: DecimalLike | null;
  price_per_sq_m: DecimalLike | null;
}

/**
 * A unit condition as the quote computes it: which discount or option it adds and its terms
 * (what a request to create or change a condition carries is another thing: @app/validators).
 */
export interface QuoteCondition {
  /** The condition's id. */
  id: string;
  kind: 'discount' | 'option';
  /** The discount's or option's id. */
  ref: string;
  /** For display. */
  description?: string | null;
  sum?: DecimalLike | null;
  /** A fraction of the base price, 0..1 (0.05 = 5 %). */
  percent?: DecimalLike | null;
  sum_per_sq_m?: DecimalLike | null;
}

export interface QuoteLine {
  id: string;
  kind: 'discount' | 'option';
  ref: string;
  description: string | null;
  /** The condition's amount, rounded half up to kopecks once: the line as printed and summed. */
  amount: Money;
  /** −amount for a discount, +amount for an option. */
  signed: Money;
}

export interface Quote {
  base_price: Money;
  lines: QuoteLine[];
  discounts_total: Money;
  options_total: Money;
  /** base_price + options_total − discounts_total (the rounded lines), clamped at 0.00. */
  total: Money;
}

export interface QuoteInput {
  basePrice: BasePriceInput;
  area: DecimalLike;
  conditions: readonly QuoteCondition[];
}

/** `fixed_price` when set (not null, 0 counts as set), else `price_per_sq_m × area`. Exact. */
export function basePrice(bp: BasePriceInput, area: DecimalLike): Decimal {
  if (bp.fixed_price != null) return toDecimal(bp.fixed_price);
  if (bp.price_per_sq_m != null) return toDecimal(bp.price_per_sq_m).times(toDecimal(area));
  throw new PricingError(
    'NO_BASE_PRICE',
    'The base price has neither fixed_price nor price_per_sq_m',
  );
}

/**
 * `sum + percent × base + sum_per_sq_m × area`; absent or null terms are 0. Exact, unsigned. In
 * a quote `base` is the base price already rounded to kopecks (the line as printed).
 */
export function conditionAmount(c: QuoteCondition, base: Decimal, area: DecimalLike): Decimal {
  return termOrZero(c.sum)
    .plus(termOrZero(c.percent).times(base))
    .plus(termOrZero(c.sum_per_sq_m).times(toDecimal(area)));
}

/** The base price's line: `basePrice` rounded half up to kopecks. */
export const basePriceLine = (bp: BasePriceInput, area: DecimalLike): Money =>
  roundMoney(basePrice(bp, area));

/**
 * The total of lines already rounded: base + Σ options − Σ discounts, clamped at 0.00. Exact
 * (sums of kopecks), so a printed document may check its lines against its total with it.
 */
export function sumLines(
  base: DecimalLike,
  lines: readonly { kind: 'discount' | 'option'; amount: DecimalLike }[],
): { options_total: Money; discounts_total: Money; total: Money } {
  let options = new D(0);
  let discounts = new D(0);
  for (const l of lines) {
    if (l.kind === 'option') options = options.plus(toDecimal(l.amount));
    else discounts = discounts.plus(toDecimal(l.amount));
  }
  const total = toDecimal(base).plus(options).minus(discounts);
  return {
    options_total: roundMoney(options),
    discounts_total: roundMoney(discounts),
    total: roundMoney(D.max(total, 0)),
  };
}

/**
 * The full price breakdown: every line rounded half up to kopecks on its own (a percent applies
 * to the rounded base price), the totals the sums of the rounded lines (docs/decisions.md,
 * "Money core"). Discounts above the price give a total of "0.00", never negative; the lines and
 * `discounts_total` still show the full discounts.
 */
export function quote(input: QuoteInput): Quote {
  const base = basePriceLine(input.basePrice, input.area);
  const lines = input.conditions.map((c): QuoteLine => {
    const amount = roundMoney(conditionAmount(c, toDecimal(base), input.area));
    return {
      id: c.id,
      kind: c.kind,
      ref: c.ref,
      description: c.description ?? null,
      amount,
      signed: c.kind === 'option' ? amount : roundMoney(toDecimal(amount).neg()),
    };
  });
  return { base_price: base, lines, ...sumLines(base, lines) };
}
