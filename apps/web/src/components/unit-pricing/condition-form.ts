import {
  quote,
  toDecimal,
  type BasePriceInput,
  type QuoteCondition,
  type Quote,
} from '@app/pricing';
import type { NumberLocale } from '@app/pricing';
import { RULE_USED_BY_DEFAULT } from '@app/validators';
import { numberText, readNumber } from '../../lib/number-text';
import type { ConditionKind, PriceChoice } from './pricing-model';
export type { ConditionKind };

/**
 * The condition dialog's pure part (unit-tested in apps/web/test/unit/unit-pricing.test.ts): the
 * fields' numbers, percent as the user types it and as the API stores it, the rules to send, and
 * the browser's preview of the price with the edited condition.
 */

/** Decimals a field may have: kopecks for the sums; a percent 4 (6 as the fraction the API keeps). */
export const TERM_DECIMALS = { sum: 2, percent: 4, sumPerSqM: 2 } as const;

/**
 * A money or percent field's text as a number, read the local way ("1 250,50", "1250.5"): '' is
 * null, anything it cannot read exactly (junk, "1.500" in Russian, too many decimals) is NaN and
 * the field says why.
 */
export function readTerm(text: string, locale: NumberLocale, maxDecimals: number): number | null {
  const read = readNumber(text, locale, maxDecimals);
  return read.ok ? read.number : read.error === 'empty' ? null : Number.NaN;
}

/** "5" (%) → 0.05, exactly (no 0.07 × 100 = 7.000000000000001); blank is null, junk is NaN. */
export function percentToFraction(text: string, locale: NumberLocale): number | null {
  const read = readNumber(text, locale, TERM_DECIMALS.percent);
  if (!read.ok) return read.error === 'empty' ? null : Number.NaN;
  return toDecimal(read.value).div(100).toNumber();
}

/** 0.05 → "5", 0.125 → "12,5": the percent field's text for a stored fraction. */
export const fractionToPercent = (fraction: number | null, locale: NumberLocale) =>
  fraction === null ? '' : numberText(toDecimal(fraction).times(100).toString(), locale);

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

/** The dialog's fields as typed (numbers as text, percent in %). */
export interface ConditionFormValues {
  kind: ConditionKind;
  ref: string;
  sum: string;
  percent: string;
  sumPerSqM: string;
  byDefault: boolean;
  reason: string;
  comment: string;
}

/** The fields for a new condition (a discount), or as the edited one stands, the local way. */
export function conditionFormValues(
  locale: NumberLocale,
  editing?: PriceChoice,
): ConditionFormValues {
  const c = editing?.condition;
  return {
    kind: editing?.kind ?? 'discount',
    ref: editing?.ref ?? '',
    sum: numberText(c?.sum, locale, 2),
    percent: fractionToPercent(c?.percent ?? null, locale),
    sumPerSqM: numberText(c?.sum_per_sq_m, locale, 2),
    byDefault: c?.used_by_default ?? false,
    reason: c?.reason_id ?? '',
    comment: c?.comment ?? '',
  };
}

/** What a field's text means to the preview and the request: numbers, percent as a fraction. */
export function conditionTerms(v: ConditionFormValues, locale: NumberLocale) {
  return {
    sum: readTerm(v.sum, locale, TERM_DECIMALS.sum),
    percent: percentToFraction(v.percent, locale),
    sum_per_sq_m: readTerm(v.sumPerSqM, locale, TERM_DECIMALS.sumPerSqM),
  };
}

export type ConditionFieldError = 'required' | 'notNumber' | 'negative' | 'percentRange';

/**
 * The create (new) or update (edited) request of the dialog's fields, or the fields' errors the
 * zod schema would word in English only: keys of the dialog's messages.
 */
export function conditionRequest(
  v: ConditionFormValues,
  ctx: {
    unit: string;
    editing?: PriceChoice;
    needsComment: boolean;
    newId: () => string;
    locale: NumberLocale;
  },
):
  | { errors: Partial<Record<keyof ConditionFormValues, ConditionFieldError>> }
  | { body: Record<string, unknown> } {
  const terms = conditionTerms(v, ctx.locale);
  const errors: Partial<Record<keyof ConditionFormValues, ConditionFieldError>> = {};
  if (!v.ref) errors.ref = 'required';
  const check = (field: 'sum' | 'percent' | 'sumPerSqM', n: number | null, max?: number) => {
    if (n === null) return;
    if (Number.isNaN(n)) errors[field] = 'notNumber';
    else if (n < 0) errors[field] = 'negative';
    else if (max !== undefined && n > max) errors[field] = 'percentRange';
  };
  check('sum', terms.sum);
  check('percent', terms.percent, 1);
  check('sumPerSqM', terms.sum_per_sq_m);
  if (ctx.needsComment && !v.comment.trim()) errors.comment = 'required';
  if (Object.keys(errors).length > 0) return { errors };
  const body = {
    id: ctx.editing?.condition.id ?? ctx.newId(),
    ...(ctx.editing ? {} : { unit: ctx.unit }),
    [v.kind]: v.ref,
    rules: rulesWithDefault(ctx.editing?.condition.rules ?? [], v.byDefault),
    ...terms,
    reason_id: v.reason.trim() || undefined,
    comment: ctx.editing ? v.comment.trim() : v.comment.trim() || undefined,
  };
  return { body };
}
