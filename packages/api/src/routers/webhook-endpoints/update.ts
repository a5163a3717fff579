import { updateWebhookEndpointInput } from '@app/validators';
import { updateWebhookEndpointOutput } from '@app/validators/outputs';
import { updateEndpoint } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookEndpoints.update`: URL, events, description, on/off. */
export const updateWebhookEndpointProcedure = procedureFor('webhooks.manage')
  .input(updateWebhookEndpointInput)
  .output(updateWebhookEndpointOutput)
  .mutation(({ ctx, input }) => updateEndpoint(ctx.db, input));
