import { createTRPCRouter } from '../../trpc';
import { dashboardSummaryProcedure } from './summary';

export const dashboardRouter = createTRPCRouter({
  summary: dashboardSummaryProcedure,
});
