import {
  createWebhookEndpointInput,
  updateWebhookEndpointInput,
  webhookEndpointsListInput,
  webhookIdInput,
} from '@app/validators';
import {
  createWebhookEndpointOutput,
  rotateWebhookSecretOutput,
  updateWebhookEndpointOutput,
  webhookEndpointsListOutput,
} from '@app/validators/outputs';
import { sample, sampleList } from '../procedure-doc';
import { createEndpoint, listEndpoints, rotateSecret, updateEndpoint } from '../services/webhooks';
import { createTRPCRouter, procedureFor } from '../trpc';

export const webhookEndpointsRouter = createTRPCRouter({
  /** Answers the signing secret, shown this once. */
  create: procedureFor('webhooks.manage', {
    summary: 'Registers a webhook endpoint',
    description:
      'Registers an endpoint `{ url, events, description? }`: `{ item, message, secret }`, the secret shown only now (webhooks).',
    appCodes: ['WEBHOOK_URL_REFUSED'],
    example: { url: `http://127.0.0.1:9/matrix-${sample.n}`, events: ['booking.created'] },
  })
    .input(createWebhookEndpointInput)
    .output(createWebhookEndpointOutput)
    .mutation(({ ctx, input }) => createEndpoint(ctx.db, ctx.user.id, input)),
  /** Endpoints without their secrets, with why the system disabled one. */
  list: procedureFor('webhooks.manage', {
    summary: 'Webhook endpoints',
    description:
      'Endpoints (never their secrets) with `failing_since`, `disabled_reason`, `previous_secret_expires_at`, list form.',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList(),
  })
    .input(webhookEndpointsListInput)
    .output(webhookEndpointsListOutput)
    .query(({ ctx, input }) => listEndpoints(ctx.db, input)),
  /** URL, events, description, on/off. */
  update: procedureFor('webhooks.manage', {
    summary: 'Changes `url`, `events`, `description`, `active`',
    description:
      'Changes `url`, `events`, `description`, `active` (`true` also re-enables one the system disabled).',
    appCodes: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_URL_REFUSED'],
  })
    .input(updateWebhookEndpointInput)
    .output(updateWebhookEndpointOutput)
    .mutation(({ ctx, input }) => updateEndpoint(ctx.db, input)),
  /** A new secret; the old one signs beside it for 24 hours. */
  rotateSecret: procedureFor('webhooks.manage', {
    summary: 'Rotates an endpoint’s signing secret',
    description:
      'A new secret (`{ item, message, secret }`); the old one signs beside it for 24 hours.',
    appCodes: ['WEBHOOK_ENDPOINT_NOT_FOUND'],
  })
    .input(webhookIdInput)
    .output(rotateWebhookSecretOutput)
    .mutation(({ ctx, input }) => rotateSecret(ctx.db, input.id)),
});
