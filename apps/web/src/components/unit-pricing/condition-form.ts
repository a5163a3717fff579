import {
  quote,
  toDecimal,
  type BasePriceInput,
  type ConditionInput,
  type Quote,
} from '@app/pricing';
import { RULE_USED_BY_DEFAULT } from '@app/validators';
import type { ConditionKind, PriceChoice } from './pricing-model';
export type { ConditionKind };

/**
 * The condition dialog's pure part (unit-tested in apps/web/test/unit/unit-pricing.test.ts): the
 * fields' numbers, percent as the user types it and as the API stores it, the rules to send, and
 * the browser's preview of the price with the edited condition.
 */

/** A money or percent field's text as a number: '' is null, "1 250,5" is 1250.5, junk is NaN. */
export function parseNumber(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (t === '') return null;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(t) ? Number(t) : Number.NaN;
}

/** "5" (%) → 0.05, exactly (no 0.07 × 100 = 7.000000000000001); null stays null, junk is NaN. */
export function percentToFraction(text: string): number | null {
  const n = parseNumber(text);
  if (n === null || Number.isNaN(n)) return n;
  return toDecimal(n).div(100).toNumber();
}

/** 0.05 → "5": the percent field's text for a stored fraction. */
export const fractionToPercent = (fraction: number | null) =>
  fraction === null ? '' : toDecimal(fraction).times(100).toString();

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

const asInput = (c: PriceChoice): ConditionInput => ({
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
    conditions: [...others.map(asInput), { ...edited }],
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

const text = (n: number | null) => (n === null ? '' : String(n));

/** The fields for a new condition (a discount), or as the edited one stands. */
export function conditionFormValues(editing?: PriceChoice): ConditionFormValues {
  const c = editing?.condition;
  return {
    kind: editing?.kind ?? 'discount',
    ref: editing?.ref ?? '',
    sum: text(c?.sum ?? null),
    percent: fractionToPercent(c?.percent ?? null),
    sumPerSqM: text(c?.sum_per_sq_m ?? null),
    byDefault: c?.used_by_default ?? false,
    reason: c?.reason_id ?? '',
    comment: c?.comment ?? '',
  };
}

/** What a field's text means to the preview and the request: numbers, percent as a fraction. */
export function conditionTerms(v: ConditionFormValues) {
  return {
    sum: parseNumber(v.sum),
    percent: percentToFraction(v.percent),
    sum_per_sq_m: parseNumber(v.sumPerSqM),
  };
}

export type ConditionFieldError = 'required' | 'notNumber' | 'negative' | 'percentRange';

/**
 * The create (new) or update (edited) request of the dialog's fields, or the fields' errors the
 * zod schema would word in English only: keys of the dialog's messages.
 */
export function conditionRequest(
  v: ConditionFormValues,
  ctx: { unit: string; editing?: PriceChoice; needsComment: boolean; newId: () => string },
):
  | { errors: Partial<Record<keyof ConditionFormValues, ConditionFieldError>> }
  | { body: Record<string, unknown> } {
  const terms = conditionTerms(v);
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
