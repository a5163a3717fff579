import { z } from 'zod';
import { CRM_OUTBOX_STATUSES, CRM_PROVIDERS } from '../crm';
import { DEAL_STAGES } from '../statuses';
import { isoOut, listOutput, uuidOut } from './common';

/** `crm.settings`: the connection as a sales head sees it (the credential masked). */
export const crmSettingsOutput = z.strictObject({
  provider: z.enum(CRM_PROVIDERS),
  /** A credential is there and the CRM has not refused it. */
  connected: z.boolean(),
  credential: z.string().nullable().meta({ example: 'eyJ0••••••••Xk9Q' }),
  credential_source: z.enum(['SCREEN', 'ENVIRONMENT']).nullable(),
  pipeline_id: z.string().nullable(),
  category_id: z.string().nullable(),
  stages: z.partialRecord(z.enum(DEAL_STAGES), z.string()),
  /** The CRM refused the credential: the outbox waits until it changes. */
  auth_error: z.string().nullable(),
  auth_failed_at: isoOut.nullable(),
  /** Where the CRM sends its webhooks (amoCRM's carries the secret: shown masked). */
  webhook_url: z.string().nullable(),
  outbox: z.strictObject({ pending: z.number().int(), failed: z.number().int() }),
});

export const crmPipelinesOutput = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      statuses: z.array(z.strictObject({ id: z.string(), name: z.string() })),
    }),
  ),
});

/** `crm.test`: the account the credential opens. */
export const crmTestOutput = z.strictObject({ account: z.string(), message: z.string() });

export const crmOutboxRowOut = z.strictObject({
  id: uuidOut,
  booking: uuidOut,
  booking_number: z.number().int().nullable(),
  event: z.string(),
  status: z.enum(CRM_OUTBOX_STATUSES),
  attempts: z.number().int(),
  next_at: isoOut,
  last_error: z.string().nullable(),
  sent_at: isoOut.nullable(),
  created_at: isoOut,
});
export const crmOutboxOutput = listOutput(crmOutboxRowOut);

export const crmReplayOutput = z.strictObject({ replayed: z.number().int(), message: z.string() });
