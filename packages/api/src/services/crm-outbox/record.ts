import { crmOutbox, type Db } from '@app/db';
import type { WebhookEventType } from '@app/validators';
import { getEnv } from '../../env';

/** The booking events the CRM hears (docs/crm.md): every one of a booking's. */
export type CrmEvent = Extract<WebhookEventType, `booking.${string}`>;

/**
 * Writes the CRM's outbox row for a booking's change, in the change's own transaction (bookings'
 * `recordBookingEvent` calls it beside the webhook event). Nothing when no CRM is configured.
 */
export async function recordCrmChange(
  tx: Db,
  booking: string,
  event: CrmEvent,
  at: Date,
): Promise<void> {
  if (getEnv().CRM_PROVIDER === 'NONE') return;
  await tx.insert(crmOutbox).values({ booking, event, occurred_at: at, next_at: at });
}
