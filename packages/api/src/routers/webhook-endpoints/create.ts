import { createWebhookEndpointInput } from '@app/validators';
import { createWebhookEndpointOutput } from '@app/validators/outputs';
import { createEndpoint } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookEndpoints.create`: answers the signing secret, shown this once. */
export const createWebhookEndpointProcedure = procedureFor('webhooks.manage')
  .input(createWebhookEndpointInput)
  .output(createWebhookEndpointOutput)
  .mutation(({ ctx, input }) => createEndpoint(ctx.db, ctx.user.id, input));
