import { createTRPCRouter } from '../../trpc';
import { createBasePriceProcedure } from './create';
import { createManyBasePricesProcedure } from './create-many';
import { listBasePricesProcedure } from './list';

export const basePricesRouter = createTRPCRouter({
  create: createBasePriceProcedure,
  list: listBasePricesProcedure,
  createMany: createManyBasePricesProcedure,
});
