import { createTRPCRouter } from '../../trpc';
import { failedJobsProcedure } from './failed';

export const jobsRouter = createTRPCRouter({
  failed: failedJobsProcedure,
});
