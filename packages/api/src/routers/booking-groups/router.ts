import { createTRPCRouter } from '../../trpc';
import { createGroupProcedure } from './create';
import { getGroupProcedure } from './get';
import { listGroupsProcedure } from './list';
import { updateGroupProcedure } from './update';

export const bookingGroupsRouter = createTRPCRouter({
  create: createGroupProcedure,
  list: listGroupsProcedure,
  get: getGroupProcedure,
  update: updateGroupProcedure,
});
