import {
  conditionsListInput,
  createManyOptionConditionsInput,
  createOptionConditionInput,
  optionConditionsValidOnInput,
  updateOptionConditionInput,
} from '@app/validators';
import {
  conditionSavedOutput,
  conditionsCreatedManyOutput,
  optionConditionsListOutput,
  optionConditionsValidOnOutput,
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

export const optionConditionsRouter = createTRPCRouter({
  create: procedureFor('pricing.write', {
    summary: 'Attaches an option to a unit with its amount',
    description: 'Attaches an option to a unit with its amount.',
    appCodes: [
      'CONDITION_EXISTS',
      'UNIT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      'DEFAULT_EXCLUSION_CONFLICT',
    ],
  })
    .input(createOptionConditionInput)
    .output(conditionSavedOutput)
    .mutation(({ ctx, input }) => createCondition(ctx.db, 'option', ctx.user, input)),
  /** One option on many units, all or nothing; `dry_run` previews. */
  createMany: procedureFor('pricing.write', {
    summary: 'Attaches one option to 1..5000 units, as `discountConditions.createMany`',
    description: 'Attaches one option to 1..5000 units, as `discountConditions.createMany`.',
    appCodes: [
      'UNIT_NOT_FOUND',
      'OPTION_NOT_FOUND',
      'CONDITION_ALREADY_ATTACHED',
      'DEFAULT_EXCLUSION_CONFLICT',
    ],
  })
    .input(createManyOptionConditionsInput)
    .output(conditionsCreatedManyOutput)
    .mutation(({ ctx, input }) => createManyConditions(ctx.db, 'option', ctx.user, input)),
  list: procedureFor('pricing.read', {
    summary: 'Current versions of option conditions',
    description: 'Current versions of option conditions.',
    appCodes: ['INVALID_FILTER'],
    example: sampleList([sample.optionCondition]),
  })
    .input(conditionsListInput)
    .output(optionConditionsListOutput)
    .query(({ ctx, input }) => listConditions(ctx.db, 'option', input)),
  update: procedureFor('pricing.write', {
    summary: 'A new version of an option condition',
    description: 'A new version of an option condition.',
    appCodes: ['CONDITION_NOT_FOUND', 'CONDITION_BUSY', 'DEFAULT_EXCLUSION_CONFLICT'],
    example: { id: sample.optionCondition, sum: 2 },
  })
    .input(updateOptionConditionInput)
    .output(conditionSavedOutput)
    .mutation(({ ctx, input }) => updateCondition(ctx.db, 'option', ctx.user, input)),
  validOn: procedureFor('pricing.read', {
    summary: 'Option conditions as they stood on a date',
    description: 'Option conditions as they stood on a date (`{ items }` only).',
    example: { filter: { date: sample.now, unit: sample.pricedUnit } },
  })
    .input(optionConditionsValidOnInput)
    .output(optionConditionsValidOnOutput)
    .query(({ ctx, input }) =>
      conditionsValidOn(ctx.db, 'option', { ...input.filter, refs: input.filter.options }),
    ),
});
