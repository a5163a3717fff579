import { createTRPCRouter } from '../../trpc';
import { createWebhookEndpointProcedure } from './create';
import { listWebhookEndpointsProcedure } from './list';
import { rotateWebhookSecretProcedure } from './rotate-secret';
import { updateWebhookEndpointProcedure } from './update';

export const webhookEndpointsRouter = createTRPCRouter({
  create: createWebhookEndpointProcedure,
  list: listWebhookEndpointsProcedure,
  update: updateWebhookEndpointProcedure,
  rotateSecret: rotateWebhookSecretProcedure,
});
