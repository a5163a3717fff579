import { createTRPCRouter } from '../../trpc';
import { createDiscountProcedure } from './create';
import { listDiscountsProcedure } from './list';
import { updateDiscountProcedure } from './update';

export const discountsRouter = createTRPCRouter({
  create: createDiscountProcedure,
  list: listDiscountsProcedure,
  update: updateDiscountProcedure,
});
