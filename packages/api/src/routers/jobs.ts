import { failedJobsInput } from '@app/validators';
import { failedJobOutput, listOutput } from '@app/validators/outputs';
import { listFailedJobs } from '../services/jobs';
import { createTRPCRouter, procedureFor } from '../trpc';

export const jobsRouter = createTRPCRouter({
  /** Background jobs that failed for good, with their errors (sales head). */
  failed: procedureFor('jobs.read', {
    summary: 'Background jobs that failed for good in the last 7 days, with their errors',
    description: 'Background jobs that failed for good in the last 7 days, with their errors.',
  })
    .input(failedJobsInput)
    .output(listOutput(failedJobOutput))
    .query(({ ctx, input }) => listFailedJobs(ctx.db, input)),
});
