import { createTRPCRouter } from '../../trpc';
import { createManyDiscountConditionsProcedure } from './create-many';
import { createDiscountConditionProcedure } from './create';
import { listDiscountConditionsProcedure } from './list';
import { updateDiscountConditionProcedure } from './update';
import { discountConditionsValidOnProcedure } from './valid-on';

export const discountConditionsRouter = createTRPCRouter({
  create: createDiscountConditionProcedure,
  createMany: createManyDiscountConditionsProcedure,
  list: listDiscountConditionsProcedure,
  update: updateDiscountConditionProcedure,
  validOn: discountConditionsValidOnProcedure,
});
