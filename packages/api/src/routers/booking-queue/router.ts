import { createTRPCRouter } from '../../trpc';
import { joinQueueProcedure } from './join';
import { leaveQueueProcedure } from './leave';
import { listQueueProcedure } from './list';

export const bookingQueueRouter = createTRPCRouter({
  join: joinQueueProcedure,
  list: listQueueProcedure,
  leave: leaveQueueProcedure,
});
