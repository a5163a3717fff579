import { createTRPCRouter } from '../../trpc';
import { listWebhookDeliveriesProcedure } from './list';
import { replayWebhookDeliveryProcedure } from './replay';
import { replayFailedWebhooksProcedure } from './replay-failed';

export const webhookDeliveriesRouter = createTRPCRouter({
  list: listWebhookDeliveriesProcedure,
  replay: replayWebhookDeliveryProcedure,
  replayFailed: replayFailedWebhooksProcedure,
});
