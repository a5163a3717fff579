import { z } from 'zod';
import { isoOut, paginationOut, uuidOut } from './common';
import { amountOut } from './pricing';

const total = amountOut.nullable();

/** One unit of a `createMany` preview: its price now and with the new condition. */
export const conditionPreviewRowOutput = z
  .strictObject({
    unit: uuidOut,
    code: z.string().meta({ description: 'The unit’s code' }),
    area: z.number().meta({ description: 'Square metres', example: 54.3 }),
    base_price: total.meta({ description: 'The base price at priced_at; null: the unit has none' }),
    current_total: total.meta({
      description:
        'The total at priced_at with the conditions that apply by default (pricing.quote)',
    }),
    new_total: total.meta({
      description:
        'The total with the new condition applied (pricing.quote choosing it once written); null: no price, or it is excluded by a condition applying by default',
    }),
    status: z.enum(['OK', 'NO_PRICE', 'EXCLUDED', 'OUT_OF_PERIOD']).meta({
      description:
        'OK: priced; NO_PRICE: no base price at priced_at; EXCLUDED: a condition applying by default excludes the new one; OUT_OF_PERIOD: the discount or option applies nowhere at priced_at (its promotion period is over, or it is switched off)',
    }),
  })
  .meta({ id: 'ConditionPreviewRow' });

/** The preview of a `createMany` dry run: every unit summed, one page of them listed. */
export const conditionPreviewOutput = z
  .strictObject({
    priced_at: isoOut.meta({
      description:
        'The instant every figure is priced at: now, or the promotion period’s start when the discount or option starts later',
    }),
    at_promotion_start: z.boolean().meta({
      description: 'priced_at is the promotion’s start, later than now (scheduled base prices too)',
    }),
    summary: z.strictObject({
      units: z.number().int().meta({ description: 'Units in the request' }),
      priced: z.number().int().meta({ description: 'Units with status OK' }),
      no_price: z.number().int(),
      excluded: z.number().int(),
      out_of_period: z.number().int(),
      current_total: amountOut.meta({ description: 'Σ current_total of the OK units' }),
      new_total: amountOut.meta({ description: 'Σ new_total of the OK units' }),
      difference: amountOut.meta({ description: 'new_total − current_total' }),
    }),
    rows: z.array(conditionPreviewRowOutput).meta({ description: 'This page, by unit code' }),
    pagination: paginationOut,
  })
  .meta({ id: 'ConditionPreview' });

/**
 * `discountConditions.createMany` / `optionConditions.createMany`: the conditions written (none
 * on a dry run) and, on a dry run, the preview.
 */
export const conditionsCreatedManyOutput = z.strictObject({
  item: z.strictObject({
    count: z.number().int().meta({ description: 'Conditions written (0 on a dry run)' }),
    conditions: z
      .array(z.strictObject({ id: uuidOut, unit: uuidOut }))
      .meta({ description: 'The new conditions’ ids by unit, in the order of `units`' }),
  }),
  message: z.string(),
  preview: conditionPreviewOutput
    .nullable()
    .meta({ description: 'The dry run’s preview; null when written' }),
});
