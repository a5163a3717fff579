import {
  replayFailedWebhooksInput,
  webhookDeliveriesListInput,
  webhookIdInput,
} from '@app/validators';
import {
  replayFailedWebhooksOutput,
  replayWebhookDeliveryOutput,
  webhookDeliveriesListOutput,
} from '@app/validators/outputs';
import { sampleList } from '../procedure-doc';
import { listDeliveries, replayDelivery, replayFailed } from '../services/webhooks';
import { createTRPCRouter, procedureFor } from '../trpc';

export const webhookDeliveriesRouter = createTRPCRouter({
  /** Deliveries with their attempts, newest first. */
  list: procedureFor('webhooks.manage', {
    summary: 'Webhook deliveries',
    description:
      'Deliveries (one per event and endpoint) with their attempts, newest first; filters `endpoint`, `event_type`, `status`.',
    appCodes: ['INVALID_FILTER', 'INVALID_ORDER'],
    example: sampleList(),
  })
    .input(webhookDeliveriesListInput)
    .output(webhookDeliveriesListOutput)
    .query(({ ctx, input }) => listDeliveries(ctx.db, input)),
  /** The delivery again, same `webhook-id` and body. */
  replay: procedureFor('webhooks.manage', {
    summary: 'Sends a delivery again, same `webhook-id` and body, fresh retry schedule',
    description: 'Sends a delivery again, same `webhook-id` and body, fresh retry schedule.',
    appCodes: ['WEBHOOK_DELIVERY_NOT_FOUND', 'WEBHOOK_ENDPOINT_DISABLED'],
  })
    .input(webhookIdInput)
    .output(replayWebhookDeliveryOutput)
    .mutation(({ ctx, input }) => replayDelivery(ctx.db, input.id)),
  /** An endpoint's FAILED deliveries since a time, again. */
  replayFailed: procedureFor('webhooks.manage', {
    summary: 'Sends an endpoint’s failed deliveries again',
    description:
      '`{ endpoint, since }`: every FAILED delivery of the endpoint created since then, again (at most 5000 a call): `{ message, count }`.',
    appCodes: ['WEBHOOK_ENDPOINT_NOT_FOUND', 'WEBHOOK_ENDPOINT_DISABLED'],
  })
    .input(replayFailedWebhooksInput)
    .output(replayFailedWebhooksOutput)
    .mutation(({ ctx, input }) => replayFailed(ctx.db, input)),
});
