import {
  quote,
  toDecimal,
  type BasePriceInput,
  type Decimal,
  type QuoteCondition,
  type Quote,
} from '@app/pricing';
import { RULE_USED_BY_DEFAULT, type ConditionFormData } from '@app/validators';
import type { ConditionKind, PriceChoice } from './pricing-model';
export type { ConditionKind };

/**
 * The condition dialog's pure part (unit-tested in apps/web/test/unit/unit-pricing/unit-pricing.test.ts): percent
 * as the user types it and as the API stores it, the fields of a condition, the requests' shared
 * body, and the browser's preview of the price with the edited condition.
 */

/** Decimals a field may have: kopecks for the sums; a percent 4 (6 as the fraction the API keeps). */
export const TERM_DECIMALS = { sum: 2, percent: 4, sumPerSqM: 2 } as const;

const hundredth = (n: number | null | undefined, by: (d: Decimal) => Decimal) =>
  n == null || Number.isNaN(n) ? n : by(toDecimal(n)).toNumber();

/** 5 (%) → 0.05 exactly (no 0.07 × 100 = 7.000000000000001); blank and NaN stay as they are. */
export const fractionOfPercent = (n: number | null | undefined) => hundredth(n, (d) => d.div(100));

/** 0.05 → 5 (%), exactly: the percent field's number for a stored fraction. */
export const percentOfFraction = (n: number | null | undefined) =>
  hundredth(n, (d) => d.times(100));

/** The rules to send: the "applies by default" rule set, any other rule kept as it was. */
export function rulesWithDefault(
  rules: readonly { rule: string; value: boolean }[],
  byDefault: boolean,
): { rule: string; value: 'true' | 'false' }[] {
  return [
    ...rules
      .filter((r) => r.rule !== RULE_USED_BY_DEFAULT)
      .map((r) => ({ rule: r.rule, value: r.value ? ('true' as const) : ('false' as const) })),
    { rule: RULE_USED_BY_DEFAULT, value: byDefault ? 'true' : 'false' },
  ];
}

export interface EditedCondition {
  /** The condition's id; any placeholder for a new one. */
  id: string;
  kind: ConditionKind;
  ref: string;
  description: string;
  sum: number | null;
  percent: number | null;
  sum_per_sq_m: number | null;
}

const asQuoteCondition = (c: PriceChoice): QuoteCondition => ({
  id: c.condition.id,
  kind: c.kind,
  ref: c.ref,
  description: c.description,
  sum: c.condition.sum,
  percent: c.condition.percent,
  sum_per_sq_m: c.condition.sum_per_sq_m,
});

const valid = (n: number | null) => n === null || Number.isFinite(n);

/**
 * The price with the edited condition, computed in the browser by the shared calculation: the
 * base price, the unit's other default conditions, and the edited one (applied, to show its
 * effect). Null while a field is not a number.
 */
export function previewQuote(input: {
  base: BasePriceInput;
  area: number;
  others: readonly PriceChoice[];
  edited: EditedCondition;
}): Quote | null {
  const { edited } = input;
  if (![edited.sum, edited.percent, edited.sum_per_sq_m].every(valid)) return null;
  const others = input.others.filter((c) => c.byDefault && c.condition.id !== edited.id);
  return quote({
    basePrice: input.base,
    area: input.area,
    conditions: [...others.map(asQuoteCondition), { ...edited }],
  });
}

/** The fields for a new condition (a discount), or as the edited one stands. */
export function conditionFormValues(editing?: PriceChoice): ConditionFormData {
  const c = editing?.condition;
  return {
    kind: editing?.kind ?? 'discount',
    ref: editing?.ref ?? '',
    by_default: c?.used_by_default ?? false,
    sum: c?.sum ?? null,
    percent: c?.percent ?? null,
    sum_per_sq_m: c?.sum_per_sq_m ?? null,
    reason_id: c?.reason_id ?? '',
    comment: c?.comment ?? '',
  };
}

/**
 * What the create and update requests of either kind share, from the checked fields: the id (the
 * edited one, or a new one the client makes), the rules with the default rule set, the terms
 * (blank: null, which clears a term) and the texts (a blank reason is left out; an edited
 * comment is sent even blank, which clears it).
 */
export function conditionBody(
  v: ConditionFormData,
  editing: PriceChoice | undefined,
  newId: () => string,
) {
  return {
    id: editing?.condition.id ?? newId(),
    rules: rulesWithDefault(editing?.condition.rules ?? [], v.by_default),
    sum: v.sum ?? null,
    percent: v.percent ?? null,
    sum_per_sq_m: v.sum_per_sq_m ?? null,
    reason_id: v.reason_id.trim() || undefined,
    comment: editing ? v.comment.trim() : v.comment.trim() || undefined,
  };
}
