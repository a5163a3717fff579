import { asc, eq } from 'drizzle-orm';
import { webhookDeliveries, webhookEvents, type Db } from '@app/db';

/** The event types an endpoint was sent, in order. */
export const eventTypes = async (db: Db, endpointId: string) =>
  (
    await db
      .select({ type: webhookEvents.type })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.event))
      .where(eq(webhookDeliveries.endpoint, endpointId))
      .orderBy(asc(webhookEvents.created_at), asc(webhookEvents.sequence))
  ).map((r) => r.type);
