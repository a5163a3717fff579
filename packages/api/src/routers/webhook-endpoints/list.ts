import { webhookEndpointsListInput } from '@app/validators';
import { webhookEndpointsListOutput } from '@app/validators/outputs';
import { listEndpoints } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookEndpoints.list`: endpoints without their secrets, with why the system disabled one. */
export const listWebhookEndpointsProcedure = procedureFor('webhooks.manage')
  .input(webhookEndpointsListInput)
  .output(webhookEndpointsListOutput)
  .query(({ ctx, input }) => listEndpoints(ctx.db, input));
