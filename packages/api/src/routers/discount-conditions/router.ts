import { createTRPCRouter } from '../../trpc';
import { createDiscountConditionProcedure } from './create';
import { listDiscountConditionsProcedure } from './list';
import { updateDiscountConditionProcedure } from './update';
import { discountConditionsValidOnProcedure } from './valid-on';

export const discountConditionsRouter = createTRPCRouter({
  create: createDiscountConditionProcedure,
  list: listDiscountConditionsProcedure,
  update: updateDiscountConditionProcedure,
  validOn: discountConditionsValidOnProcedure,
});
