import { and, eq, isNull } from 'drizzle-orm';
import { bookings, type Db } from '@app/db';

/**
 * The deal a CRM made for a booking without one becomes its `crm_deal_id`, once (a deal id set
 * meanwhile by a person stays). No history or event: the CRM's own bookkeeping.
 */
export async function keepCrmDealId(db: Db, booking: string, dealId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ crm_deal_id: dealId })
    .where(and(eq(bookings.id, booking), isNull(bookings.crm_deal_id)));
}
