import { webhookDeliveriesListInput } from '@app/validators';
import { webhookDeliveriesListOutput } from '@app/validators/outputs';
import { listDeliveries } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookDeliveries.list`: deliveries with their attempts, newest first. */
export const listWebhookDeliveriesProcedure = procedureFor('webhooks.manage')
  .input(webhookDeliveriesListInput)
  .output(webhookDeliveriesListOutput)
  .query(({ ctx, input }) => listDeliveries(ctx.db, input));
