import { createTRPCRouter } from '../../trpc';
import { createOptionProcedure } from './create';
import { listOptionsProcedure } from './list';
import { updateOptionProcedure } from './update';

export const optionsRouter = createTRPCRouter({
  create: createOptionProcedure,
  list: listOptionsProcedure,
  update: updateOptionProcedure,
});
