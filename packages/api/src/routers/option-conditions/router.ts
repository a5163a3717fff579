import { createTRPCRouter } from '../../trpc';
import { createManyOptionConditionsProcedure } from './create-many';
import { createOptionConditionProcedure } from './create';
import { listOptionConditionsProcedure } from './list';
import { updateOptionConditionProcedure } from './update';
import { optionConditionsValidOnProcedure } from './valid-on';

export const optionConditionsRouter = createTRPCRouter({
  create: createOptionConditionProcedure,
  createMany: createManyOptionConditionsProcedure,
  list: listOptionConditionsProcedure,
  update: updateOptionConditionProcedure,
  validOn: optionConditionsValidOnProcedure,
});
