import type { z } from 'zod';

/** The outgoing webhook events and their payload schemas (@app/validators/outputs). */
export function webhookEvents(): Record<string, z.ZodType> {
  return {};
}
