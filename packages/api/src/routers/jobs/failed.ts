import { failedJobsInput } from '@app/validators';
import { failedJobOutput, listOutput } from '@app/validators/outputs';
import { listFailedJobs } from '../../services/jobs';
import { procedureFor } from '../../trpc';

/** Background jobs that failed for good, with their errors (sales head). */
export const failedJobsProcedure = procedureFor('jobs.read')
  .input(failedJobsInput)
  .output(listOutput(failedJobOutput))
  .query(({ ctx, input }) => listFailedJobs(ctx.db, input));
