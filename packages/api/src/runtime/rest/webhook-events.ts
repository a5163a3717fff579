import type { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_PAYLOADS } from '@app/validators/outputs';

/**
 * The outgoing webhook events and their payload schemas, from @app/validators/outputs' registry
 * (events.ts), for the document's top-level `webhooks`: every type of `WEBHOOK_EVENT_TYPES`.
 */
export function webhookEvents(): Record<string, z.ZodType> {
  return Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, WEBHOOK_PAYLOADS[type]]));
}
