import { z } from 'zod';
import { CONDITION_RULES, OPTION_TYPES, RULE_USED_BY_DEFAULT } from '../pricing';
import {
  isoOut,
  itemsOutput,
  listOutput,
  moneyOut,
  recordOutput,
  savedOutput,
  uuidOut,
} from './common';

/**
 * What `basePrices.*`, `discounts.*`, `options.*`, `discountConditions.*`, `optionConditions.*`
 * and `pricing.quote` answer (services/pricing). Their amounts are JSON numbers, not text: the
 * services turn the database's exact decimals into numbers at the edge (`wireNumber`), amounts
 * having at most 15 significant digits.
 */

/** A money amount as the pricing answers send it: a JSON number with at most 2 decimals. */
export const amountOut = moneyOut;

/** An ISO 4217 code: the app's one `CURRENCY` (env). */
export const currencyOut = z.string().meta({ description: 'ISO 4217 code', example: 'RUB' });

/** A discount's or option's promotion period: outside it, its conditions apply nowhere. */
const periodOut = {
  valid_from: isoOut
    .nullable()
    .meta({ description: 'Applies from this instant; null: since it was created' }),
  valid_to: isoOut
    .nullable()
    .meta({ description: 'Applies until this instant (exclusive); null: no end' }),
};

/** Ids of the records a discount or an option excludes, and of those excluding it. */
const exclusionsOut = {
  exclusions: z
    .array(uuidOut)
    .meta({ description: 'Ids this record excludes ("A excludes B"), sorted' }),
  excludedBy: z
    .array(uuidOut)
    .meta({ description: 'Ids of the records that exclude this one (derived), sorted' }),
};

export const basePriceOutput = recordOutput({
  unit: uuidOut,
  price_per_sq_m: amountOut,
  fixed_price: amountOut
    .nullable()
    .meta({ description: 'When set, the unit costs this whatever its area' }),
  reason_id: z.string().nullable(),
  valid_from: isoOut.meta({
    description: 'In force from this instant (later than created_at: a scheduled price)',
  }),
}).meta({
  id: 'BasePrice',
  description:
    'A base price of a unit; the newest in force (by valid_from, then created_at) is current',
});

/** `basePrices.list`. */
export const basePricesListOutput = listOutput(basePriceOutput);
/** `basePrices.create`. */
export const basePriceSavedOutput = savedOutput();
/** `basePrices.createMany`: how many prices were written and how many units had none to change. */
export const basePricesCreatedManyOutput = z.strictObject({
  item: z.strictObject({
    count: z.number().int().meta({ description: 'Prices written' }),
    skipped: z
      .number()
      .int()
      .meta({ description: 'Units without a current price to change by a percentage' }),
  }),
  message: z.string(),
});

export const discountOutput = recordOutput({
  description: z.string().nullable().meta({ description: 'The discount’s name' }),
  required_comment: z.boolean(),
  ...periodOut,
  ...exclusionsOut,
}).meta({ id: 'Discount' });

export const optionOutput = recordOutput({
  type: z.enum(OPTION_TYPES),
  description: z.string().nullable().meta({ description: 'The option’s name' }),
  used_by_default: z.boolean(),
  ...periodOut,
  ...exclusionsOut,
}).meta({ id: 'Option' });

/** `discounts.list` (with `filter.date`: as they stood then). */
export const discountsListOutput = listOutput(discountOutput);
/** `options.list` (with `filter.date`: as they stood then). */
export const optionsListOutput = listOutput(optionOutput);
/** `discounts.create` / `update`, `options.create` / `update`. */
export const catalogSavedOutput = savedOutput();

/** A condition version's own fields (what it adds is `discount` or `option`). */
const conditionFieldsOut = {
  unit: uuidOut,
  rules: z.array(
    z.strictObject({
      rule: z.string().meta({
        description: `Known: ${CONDITION_RULES.join(', ')}`,
        example: RULE_USED_BY_DEFAULT,
      }),
      value: z.boolean(),
    }),
  ),
  used_by_default: z.boolean().meta({ description: 'The RULE_USED_BY_DEFAULT rule' }),
  sum: amountOut.nullable(),
  percent: z
    .number()
    .nullable()
    .meta({ description: 'A fraction of the base price (0.05 is 5 %)', example: 0.05 }),
  sum_per_sq_m: amountOut.nullable(),
  reason_id: z.string().nullable(),
  comment: z.string().nullable(),
  valid_from: isoOut.meta({ description: 'This version holds from this instant' }),
  valid_to: isoOut
    .nullable()
    .meta({ description: 'Until this instant (exclusive); null: the current version' }),
};

export const discountConditionOutput = recordOutput({
  ...conditionFieldsOut,
  discount: discountOutput
    .nullable()
    .meta({ description: 'The discount (validOn: as it stood then)' }),
}).meta({ id: 'DiscountCondition', description: 'A discount added to a unit, one version' });

export const optionConditionOutput = recordOutput({
  ...conditionFieldsOut,
  option: optionOutput.nullable().meta({ description: 'The option (validOn: as it stood then)' }),
}).meta({ id: 'OptionCondition', description: 'An option added to a unit, one version' });

/** `discountConditions.list`: current versions. */
export const discountConditionsListOutput = listOutput(discountConditionOutput);
/** `optionConditions.list`: current versions. */
export const optionConditionsListOutput = listOutput(optionConditionOutput);
/** `discountConditions.validOn`. */
export const discountConditionsValidOnOutput = itemsOutput(discountConditionOutput);
/** `optionConditions.validOn`. */
export const optionConditionsValidOnOutput = itemsOutput(optionConditionOutput);
/** `*Conditions.create` / `update`. */
export const conditionSavedOutput = savedOutput();

export const quoteLineOutput = z
  .strictObject({
    condition: uuidOut.meta({ description: 'The unit condition' }),
    kind: z.enum(['discount', 'option']),
    ref: uuidOut.meta({ description: 'The discount or option' }),
    description: z.string().nullable(),
    amount: amountOut.meta({ description: 'The condition’s amount, rounded to kopecks' }),
    signed: amountOut.meta({ description: '−amount for a discount, +amount for an option' }),
    chosen: z.boolean().meta({ description: 'Chosen in the request (else applied by default)' }),
  })
  .meta({ id: 'QuoteLine' });

/** `pricing.quote`. */
export const quoteOutput = z
  .strictObject({
    unit: uuidOut,
    date: isoOut.meta({ description: 'The instant priced' }),
    currency: currencyOut,
    area: z.number().meta({ description: 'Square metres', example: 54.3 }),
    base_price: z.strictObject({
      id: uuidOut.meta({ description: 'The base price record in force' }),
      price_per_sq_m: amountOut,
      fixed_price: amountOut.nullable(),
      amount: amountOut.meta({ description: 'The unit’s base price: fixed, or per sq m × area' }),
    }),
    lines: z.array(quoteLineOutput),
    discounts_total: amountOut,
    options_total: amountOut,
    total: amountOut.meta({ description: 'base + options − discounts, never below 0' }),
    available: z
      .strictObject({ discounts: z.array(uuidOut), options: z.array(uuidOut) })
      .meta({ description: 'Discounts and options the unit has then that were not applied' }),
  })
  .meta({ id: 'Quote' });
