import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
} from '../webhooks';
import { isoOut, listOutput, recordOutput, savedOutput, uuidOut } from './common';

/** The signing secret, shown once: `whsec_` + base64 of 32 random bytes. */
const secretOut = z.string().meta({
  description: 'Standard Webhooks signing secret, shown only now',
  example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
});

/** An endpoint as `webhookEndpoints.list` shows it (never its secret). */
export const webhookEndpointOut = recordOutput({
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** Until then the secret before the last rotation still signs beside the current one. */
  previous_secret_expires_at: isoOut.nullable(),
  /** The first failure since the last success (null: healthy). */
  failing_since: isoOut.nullable(),
  disabled_reason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  disabled_at: isoOut.nullable(),
});

export const webhookEndpointsListOutput = listOutput(webhookEndpointOut);
export const createWebhookEndpointOutput = savedOutput({ secret: secretOut });
export const updateWebhookEndpointOutput = savedOutput();
export const rotateWebhookSecretOutput = savedOutput({ secret: secretOut });

/** One attempt of a delivery: the answer's status and first KiB, or the error (no answer). */
export const webhookAttemptOut = z.strictObject({
  attempted_at: isoOut,
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  response: z.string().nullable(),
  error: z.string().nullable(),
});

/** A delivery of an event to an endpoint, with every attempt (oldest first). */
export const webhookDeliveryOut = recordOutput({
  endpoint: uuidOut,
  event: uuidOut,
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  /** The `webhook-id` header of every attempt. */
  webhook_id: z.string(),
  unit: uuidOut.nullable(),
  sequence: z.number().int().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  next_attempt_at: isoOut.nullable(),
  succeeded_at: isoOut.nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** The exact JSON body sent and signed. */
  body: z.string(),
  attempts: z.array(webhookAttemptOut),
});

export const webhookDeliveriesListOutput = listOutput(webhookDeliveryOut);
export const replayWebhookDeliveryOutput = savedOutput();
export const replayFailedWebhooksOutput = z.strictObject({
  message: z.string(),
  /** How many deliveries were queued again. */
  count: z.number().int(),
});
