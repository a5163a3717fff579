import { roundMoney, termOrZero, toDecimal } from './money';
import type { DecimalLike, Money } from './money';
import { basePriceLine, conditionAmount, type BasePriceInput, type QuoteCondition } from './quote';

/**
 * How a condition's amount is made, term by term, for a form to show as the user types: each
 * term's own amount (null when the term is blank or 0), rounded to kopecks for display, and the
 * line's `amount` exactly as `quote` computes it (the exact sum of the terms, rounded once).
 */
export interface ConditionParts {
  /** The base price the percent applies to (the rounded line, as in a quote). */
  base_price: Money;
  sum: Money | null;
  /** The percent term: its fraction (0.02 = 2 %) and its amount of `base_price`. */
  percent: { fraction: string; amount: Money } | null;
  /** The per-m² term: its price, the area and their product. */
  per_sq_m: { price: Money; area: string; amount: Money } | null;
  amount: Money;
  /** −amount for a discount, +amount for an option. */
  signed: Money;
}

type Terms = Pick<QuoteCondition, 'kind' | 'sum' | 'percent' | 'sum_per_sq_m'>;

/** The parts of `c`'s amount for a unit of base price `bp` and `area` (see ConditionParts). */
export function conditionParts(c: Terms, bp: BasePriceInput, area: DecimalLike): ConditionParts {
  const base = basePriceLine(bp, area);
  const sum = termOrZero(c.sum);
  const percent = termOrZero(c.percent);
  const perSqM = termOrZero(c.sum_per_sq_m);
  const amount = roundMoney(conditionAmount({ ...c, id: '', ref: '' }, toDecimal(base), area));
  return {
    base_price: base,
    sum: sum.isZero() ? null : roundMoney(sum),
    percent: percent.isZero()
      ? null
      : { fraction: percent.toFixed(), amount: roundMoney(percent.times(toDecimal(base))) },
    per_sq_m: perSqM.isZero()
      ? null
      : {
          price: roundMoney(perSqM),
          area: toDecimal(area).toFixed(),
          amount: roundMoney(perSqM.times(toDecimal(area))),
        },
    amount,
    signed: c.kind === 'option' ? amount : roundMoney(toDecimal(amount).neg()),
  };
}
