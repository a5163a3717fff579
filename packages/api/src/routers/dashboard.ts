import { dashboardSummaryInput } from '@app/validators';
import { dashboardSummaryOutput } from '@app/validators/outputs';
import { dashboardSummary } from '../services/dashboard';
import { createTRPCRouter, procedureFor } from '../trpc';

export const dashboardRouter = createTRPCRouter({
  /** The sales figures of a period; realtors: of their own bookings. */
  summary: procedureFor('dashboard.read', {
    summary: 'The sales figures',
    description:
      'The sales figures: live bookings, expiring today and tomorrow, overdue paid, the stock, and a period’s bookings and payments in total, per responsible, per agency and per week (dashboard); realtors: their own bookings.',
    example: { from: '2026-01-01', to: '2026-12-31' },
  })
    .input(dashboardSummaryInput)
    .output(dashboardSummaryOutput)
    .query(({ ctx, input }) => dashboardSummary(ctx.db, ctx.user, input)),
});
