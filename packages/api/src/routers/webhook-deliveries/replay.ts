import { webhookIdInput } from '@app/validators';
import { replayWebhookDeliveryOutput } from '@app/validators/outputs';
import { replayDelivery } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookDeliveries.replay`: the delivery again, same `webhook-id` and body. */
export const replayWebhookDeliveryProcedure = procedureFor('webhooks.manage')
  .input(webhookIdInput)
  .output(replayWebhookDeliveryOutput)
  .mutation(({ ctx, input }) => replayDelivery(ctx.db, input.id));
