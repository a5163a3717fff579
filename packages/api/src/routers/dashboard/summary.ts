import { dashboardSummaryInput } from '@app/validators';
import { dashboardSummaryOutput } from '@app/validators/outputs';
import { dashboardSummary } from '../../services/dashboard';
import { procedureFor } from '../../trpc';

/** `dashboard.summary`: the sales figures of a period; realtors: of their own bookings. */
export const dashboardSummaryProcedure = procedureFor('dashboard.read')
  .input(dashboardSummaryInput)
  .output(dashboardSummaryOutput)
  .query(({ ctx, input }) => dashboardSummary(ctx.db, ctx.user, input));
