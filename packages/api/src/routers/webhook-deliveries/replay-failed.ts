import { replayFailedWebhooksInput } from '@app/validators';
import { replayFailedWebhooksOutput } from '@app/validators/outputs';
import { replayFailed } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookDeliveries.replayFailed`: an endpoint's FAILED deliveries since a time, again. */
export const replayFailedWebhooksProcedure = procedureFor('webhooks.manage')
  .input(replayFailedWebhooksInput)
  .output(replayFailedWebhooksOutput)
  .mutation(({ ctx, input }) => replayFailed(ctx.db, input));
