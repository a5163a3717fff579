import { D, PricingError, roundMoney, termOrZero, toDecimal } from './money';
import type { Decimal, DecimalLike, Money } from './money';

export interface BasePriceInput {
  fixed_price: DecimalLike | null;
  price_per_sq_m: DecimalLike | null;
}

export interface ConditionInput {
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
  /** The condition's own amount, rounded to kopecks for display only. */
  amount: Money;
  /** −amount for a discount, +amount for an option (display only). */
  signed: Money;
}

export interface Quote {
  base_price: Money;
  lines: QuoteLine[];
  discounts_total: Money;
  options_total: Money;
  /** base + Σ options − Σ discounts, from exact values, rounded once, clamped at 0.00. */
  total: Money;
}

export interface QuoteInput {
  basePrice: BasePriceInput;
  area: DecimalLike;
  conditions: readonly ConditionInput[];
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

/** `sum + percent × base + sum_per_sq_m × area`; absent or null terms are 0. Exact, unsigned. */
export function conditionAmount(c: ConditionInput, base: Decimal, area: DecimalLike): Decimal {
  return termOrZero(c.sum)
    .plus(termOrZero(c.percent).times(base))
    .plus(termOrZero(c.sum_per_sq_m).times(toDecimal(area)));
}

/** The full price breakdown; every figure is summed exactly and rounded once (see index.ts). */
export function quote(input: QuoteInput): Quote {
  const base = basePrice(input.basePrice, input.area);
  let options = new D(0);
  let discounts = new D(0);
  const lines = input.conditions.map((c): QuoteLine => {
    const amount = conditionAmount(c, base, input.area);
    if (c.kind === 'option') options = options.plus(amount);
    else discounts = discounts.plus(amount);
    return {
      id: c.id,
      kind: c.kind,
      ref: c.ref,
      description: c.description ?? null,
      amount: roundMoney(amount),
      signed: roundMoney(c.kind === 'option' ? amount : amount.neg()),
    };
  });
  const exactTotal = base.plus(options).minus(discounts);
  return {
    base_price: roundMoney(base),
    lines,
    discounts_total: roundMoney(discounts),
    options_total: roundMoney(options),
    total: roundMoney(D.max(exactTotal, 0)),
  };
}
