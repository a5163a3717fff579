import { z } from 'zod';
import { dateTime, uuid } from './common';
import { listInput } from './list';
import { moneyAmount, percentFraction } from './numbers';
import { text } from './text';

export const OPTION_TYPES = [
  'OPTION_TYPE_FACING',
  'OPTION_TYPE_FURNITURE',
  'OPTION_TYPE_OTHER',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const RULE_USED_BY_DEFAULT = 'RULE_USED_BY_DEFAULT';
/** The rules a condition may carry; anything else is a 400, never stored. */
export const CONDITION_RULES = [RULE_USED_BY_DEFAULT] as const;

const text255 = text(255, { trim: true });
const amount = moneyAmount;
/** A discount's or option's name (`description`): required, not blank once trimmed. */
const itemName = text255.min(1, 'Required');
const exclusions = z.array(uuid).max(100, 'At most 100 exclusions');

/**
 * When a base price takes effect (default: now, as it is written); a later instant schedules it.
 * A `valid_from` in the past (more than a minute) is a 400: it would rewrite past quotes.
 */
const priceValidFrom = dateTime.optional();

/** `basePrices.create`: a new base price for a unit (`valid_from` default now). */
export const createBasePriceInput = z.object({
  unit: uuid,
  price_per_sq_m: amount,
  fixed_price: amount.nullable().optional(),
  reason_id: text255.optional(),
  valid_from: priceValidFrom,
});
export type CreateBasePriceData = z.output<typeof createBasePriceInput>;

/** `basePrices.createMany`: one price per sq m, or a percent change, for many units at once. */
export const createManyBasePricesInput = z
  .object({
    units: z.array(uuid).min(1, 'Choose at least one unit').max(5000, 'At most 5000 units'),
    price_per_sq_m: amount.optional(),
    percent_change: z
      .number()
      .finite()
      .min(-90, 'At least -90')
      .max(1000, 'At most 1000')
      .optional(),
    reason_id: text255.min(1, 'Required'),
    valid_from: priceValidFrom,
  })
  .refine((v) => (v.price_per_sq_m === undefined) !== (v.percent_change === undefined), {
    message: 'Give either price_per_sq_m or percent_change',
    path: ['price_per_sq_m'],
  });
export type CreateManyBasePricesData = z.output<typeof createManyBasePricesInput>;

/**
 * A discount's or option's promotion period (both optional, null: open-ended): outside it its
 * conditions apply nowhere. `valid_to` must be after `valid_from` (an update checks it against the
 * stored bound it leaves alone, in the service).
 */
const period = {
  valid_from: dateTime.nullable().optional(),
  valid_to: dateTime.nullable().optional(),
};
export const PERIOD_ORDER_MESSAGE = 'Must be after valid_from';
/** Whether a period's end comes after its start (an open end always does). */
export const periodInOrder = (from: Date | null | undefined, to: Date | null | undefined) =>
  !from || !to || to > from;
const inOrder = (v: { valid_from?: Date | null; valid_to?: Date | null }) =>
  periodInOrder(v.valid_from, v.valid_to);
const orderIssue = { message: PERIOD_ORDER_MESSAGE, path: ['valid_to'] };

/** `discounts.create`: creates a discount with the client's id and its exclusions. */
export const createDiscountInput = z
  .object({
    id: uuid,
    description: itemName,
    required_comment: z.boolean().default(false),
    exclusions: exclusions.default([]),
    ...period,
  })
  .refine(inOrder, orderIssue);
export type CreateDiscountData = z.output<typeof createDiscountInput>;

/** `discounts.update`: changes a discount. */
export const updateDiscountInput = z
  .object({
    id: uuid,
    active: z.boolean().optional(),
    description: itemName.optional(),
    required_comment: z.boolean().optional(),
    exclusions: exclusions.optional(),
    ...period,
  })
  .refine(inOrder, orderIssue);
export type UpdateDiscountData = z.output<typeof updateDiscountInput>;

/** `options.create`: creates an option with the client's id and its exclusions. */
export const createOptionInput = z
  .object({
    id: uuid,
    type: z.enum(OPTION_TYPES),
    description: itemName,
    used_by_default: z.boolean().default(false),
    exclusions: exclusions.default([]),
    ...period,
  })
  .refine(inOrder, orderIssue);
export type CreateOptionData = z.output<typeof createOptionInput>;

/** `options.update`: changes an option. */
export const updateOptionInput = z
  .object({
    id: uuid,
    active: z.boolean().optional(),
    type: z.enum(OPTION_TYPES).optional(),
    description: itemName.optional(),
    used_by_default: z.boolean().optional(),
    exclusions: exclusions.optional(),
    ...period,
  })
  .refine(inOrder, orderIssue);
export type UpdateOptionData = z.output<typeof updateOptionInput>;

/** `rules[].value` is a string in requests ("true"/"false"), a boolean in responses. */
const rule = z.object({
  rule: text(64)
    .min(1)
    .refine(
      (r) => (CONDITION_RULES as readonly string[]).includes(r),
      `Unknown rule; allowed: ${CONDITION_RULES.join(', ')}`,
    ),
  value: z.enum(['true', 'false'], 'Must be "true" or "false"'),
});

export const conditionFields = {
  rules: z.array(rule).max(20).optional(),
  sum: amount.nullable().optional(),
  percent: percentFraction.nullable().optional(),
  sum_per_sq_m: amount.nullable().optional(),
  reason_id: text255.optional(),
  comment: text255.optional(),
};

/**
 * `discountConditions.create` and `optionConditions.create`: `discount` or `option` names what the
 * condition adds to the unit.
 */
export const createDiscountConditionInput = z.object({
  id: uuid,
  unit: uuid,
  discount: uuid,
  ...conditionFields,
});
export type CreateDiscountConditionData = z.output<typeof createDiscountConditionInput>;
export const createOptionConditionInput = z.object({
  id: uuid,
  unit: uuid,
  option: uuid,
  ...conditionFields,
});
export type CreateOptionConditionData = z.output<typeof createOptionConditionInput>;

/**
 * `discountConditions.update` and `optionConditions.update`: every field but `id` optional;
 * `active: false` deactivates (a version too).
 */
export const updateDiscountConditionInput = z.object({
  id: uuid,
  active: z.boolean().optional(),
  unit: uuid.optional(),
  discount: uuid.optional(),
  ...conditionFields,
});
export type UpdateDiscountConditionData = z.output<typeof updateDiscountConditionInput>;
export const updateOptionConditionInput = z.object({
  id: uuid,
  active: z.boolean().optional(),
  unit: uuid.optional(),
  option: uuid.optional(),
  ...conditionFields,
});
export type UpdateOptionConditionData = z.output<typeof updateOptionConditionInput>;

/**
 * The unit-condition dialog's fields, one form for both kinds: `ref` is the discount or option
 * (the create and update requests name it `discount` or `option`), `by_default` the
 * RULE_USED_BY_DEFAULT rule; the terms and texts are checked by the requests' own rules.
 */
export const conditionFormInput = z.object({
  kind: z.enum(['discount', 'option']),
  ref: z.string().min(1, 'Required').pipe(uuid),
  by_default: z.boolean(),
  sum: conditionFields.sum,
  percent: conditionFields.percent,
  sum_per_sq_m: conditionFields.sum_per_sq_m,
  reason_id: text255,
  comment: text255,
});
export type ConditionFormData = z.output<typeof conditionFormInput>;

/**
 * `discounts.list` / `options.list`: the list conventions, and (an extension) `filter.date` to read
 * the records as they stood at that instant (their versions then; none created later).
 */
export const catalogListInput = listInput({ date: dateTime.optional() });
export type CatalogListData = z.output<typeof catalogListInput>;
/** `discountConditions.list` and `optionConditions.list`. */
export const conditionsListInput = listInput({ used_by_default: z.boolean().optional() });
export type ConditionsListData = z.output<typeof conditionsListInput>;

/** `discountConditions.validOn` and `optionConditions.validOn`: `{ items }` only. */
export const discountConditionsValidOnInput = z.object({
  filter: z.object({
    date: dateTime,
    unit: uuid.optional(),
    discounts: z.array(uuid).max(100).optional(),
    used_by_default: z.boolean().optional(),
  }),
});
export type DiscountConditionsValidOnData = z.output<typeof discountConditionsValidOnInput>;
export const optionConditionsValidOnInput = z.object({
  filter: z.object({
    date: dateTime,
    unit: uuid.optional(),
    options: z.array(uuid).max(100).optional(),
    used_by_default: z.boolean().optional(),
  }),
});
export type OptionConditionsValidOnData = z.output<typeof optionConditionsValidOnInput>;

/** `pricing.quote`: the price of a unit on a date (default now) with chosen discounts and options. */
export const pricingQuoteInput = z.object({
  unit: uuid,
  date: dateTime.optional(),
  discounts: z.array(uuid).max(50).default([]),
  options: z.array(uuid).max(50).default([]),
});
export type PricingQuoteData = z.output<typeof pricingQuoteInput>;
