import { eq } from 'drizzle-orm';
import { bookings, type Db } from '@app/db';
import type { WebhookEventType } from '@app/validators';
import { recordCrmChange } from '../crm-outbox';
import { recordEvent } from '../webhooks';
import { toBookingDtos } from './dto';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Records a booking's webhook event in the caller's transaction: `data` is the booking as
 * `bookings.list` shows it after the change (read again only when an endpoint subscribes), in the
 * order of its unit's events; and the CRM's outbox row (services/crm-outbox), when a CRM is on.
 */
export async function recordBookingEvent(
  tx: Db,
  type: Extract<WebhookEventType, `booking.${string}`>,
  booking: Pick<BookingRow, 'id' | 'unit'>,
  at: Date,
): Promise<void> {
  await recordEvent(tx, type, {
    unit: booking.unit,
    at,
    data: async () => {
      const rows = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
      // The CRM gets the whole customer: endpoints are set up by sales heads.
      return (await toBookingDtos(tx, rows, at, 'system'))[0];
    },
  });
  await recordCrmChange(tx, booking.id, type, at);
}
