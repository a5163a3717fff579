import {
  conditionsListInput,
  createDiscountConditionInput,
  createManyDiscountConditionsInput,
  discountConditionsValidOnInput,
  updateDiscountConditionInput,
} from '@app/validators';
import {
  conditionSavedOutput,
  conditionsCreatedManyOutput,
  discountConditionsListOutput,
  discountConditionsValidOnOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import {
  conditionsValidOn,
  createCondition,
  createManyConditions,
  listConditions,
  updateCondition,
} from '../services/pricing';
import { createTRPCRouter, procedureFor } from '../trpc';

export const discountConditionsRouter = createTRPCRouter({
  create: procedureFor('pricing.write', {
    summary: 'Attaches a discount to a unit with its amount',
    description: 'Attaches a discount to a unit with its amount (sum, percent, per sq m).',
    appCodes: [
      'CONDITION_EXISTS',
      'UNIT_NOT_FOUND',
      'DISCOUNT_NOT_FOUND',
      'DEFAULT_EXCLUSION_CONFLICT',
    ],
  })
    .input(createDiscountConditionInput)
    .output(conditionSavedOutput)
    .mutation(({ ctx, input }) => createCondition(ctx.db, 'discount', ctx.user, input)),
  /** One discount on many units, all or nothing; `dry_run` previews. */
  createMany: procedureFor('pricing.write', {
    summary: 'Attaches one discount to 1..5000 units with the same terms',
    description:
      'Attaches one discount to 1..5000 units with the same terms (`units` instead of `unit`, no `id`), all or nothing; `dry_run: true` writes nothing and answers a preview of the new totals (conditions on many units).',
    appCodes: [
      'UNIT_NOT_FOUND',
      'DISCOUNT_NOT_FOUND',
      'CONDITION_ALREADY_ATTACHED',
      'DEFAULT_EXCLUSION_CONFLICT',
    ],
  })
    .input(createManyDiscountConditionsInput)
    .output(conditionsCreatedManyOutput)
    .mutation(({ ctx, input }) => createManyConditions(ctx.db, 'discount', ctx.user, input)),
  list: procedureFor('pricing.read', {
    summary: 'Current versions of discount conditions',
    description: 'Current versions of discount conditions.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.discountCondition]),
  })
    .input(conditionsListInput)
    .output(discountConditionsListOutput)
    .query(({ ctx, input }) => listConditions(ctx.db, 'discount', input)),
  update: procedureFor('pricing.write', {
    summary: 'A new version of a discount condition',
    description: 'A new version of a discount condition.',
    appCodes: ['CONDITION_NOT_FOUND', 'CONDITION_BUSY', 'DEFAULT_EXCLUSION_CONFLICT'],
    example: { id: sample.discountCondition, sum: 2 },
  })
    .input(updateDiscountConditionInput)
    .output(conditionSavedOutput)
    .mutation(({ ctx, input }) => updateCondition(ctx.db, 'discount', ctx.user, input)),
  validOn: procedureFor('pricing.read', {
    summary: 'Discount conditions as they stood on a date',
    description: 'Discount conditions as they stood on a date (`{ items }` only).',
    example: { filter: { date: sample.now, unit: sample.pricedUnit } },
  })
    .input(discountConditionsValidOnInput)
    .output(discountConditionsValidOnOutput)
    .query(({ ctx, input }) =>
      conditionsValidOn(ctx.db, 'discount', { ...input.filter, refs: input.filter.discounts }),
    ),
});
