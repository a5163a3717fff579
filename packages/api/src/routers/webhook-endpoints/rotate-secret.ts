import { webhookIdInput } from '@app/validators';
import { rotateWebhookSecretOutput } from '@app/validators/outputs';
import { rotateSecret } from '../../services/webhooks';
import { procedureFor } from '../../trpc';

/** `webhookEndpoints.rotateSecret`: a new secret; the old one signs beside it for 24 hours. */
export const rotateWebhookSecretProcedure = procedureFor('webhooks.manage')
  .input(webhookIdInput)
  .output(rotateWebhookSecretOutput)
  .mutation(({ ctx, input }) => rotateSecret(ctx.db, input.id));
