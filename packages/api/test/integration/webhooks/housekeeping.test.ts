/**
 * Housekeeping of webhook rows (services/jobs/housekeeping.ts): settled deliveries older than
 * WEBHOOK_DELIVERY_RETENTION_DAYS go with their attempts, then events no delivery needs; pending
 * deliveries stay whatever their age, and so do their events.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '@app/db';
import { purgeOldRows } from '../../../src/services/jobs';
import { useTestDb } from '../../helpers';
import { deliveriesOf, emit, endpoint } from './webhook-fixtures';

const t = useTestDb();
const DAY = 24 * 3600_000;
const SETTINGS = {
  MAIL_OUTBOX_RETENTION_DAYS: 0,
  PAYMENT_WEBHOOK_RETENTION_DAYS: 0,
  AUTH_TOKEN_RETENTION_DAYS: 0,
  IDEMPOTENCY_RETENTION_DAYS: 0,
  WEBHOOK_DELIVERY_RETENTION_DAYS: 30,
};

describe('webhook housekeeping', () => {
  it('purges settled deliveries past retention with their attempts, then their events', async () => {
    const { item } = await endpoint(t.db, 'http://127.0.0.1:9/purge', ['booking.updated']);
    for (let i = 0; i < 4; i++) await emit(t.db, 'booking.updated');
    const [oldOk, oldFailed, oldPending, fresh] = await deliveriesOf(t.db, item.id);
    const old = new Date(Date.now() - 40 * DAY);
    const set = async (id: string | undefined, status: string, at: Date) => {
      const [d] = await t.db
        .update(webhookDeliveries)
        .set({ status, created_at: at })
        .where(eq(webhookDeliveries.id, id ?? ''))
        .returning();
      await t.db
        .update(webhookEvents)
        .set({ created_at: at })
        .where(eq(webhookEvents.id, d?.event ?? ''));
      await t.db
        .insert(webhookAttempts)
        .values({ delivery: id ?? '', duration_ms: 1, status_code: 200 });
      return d?.event ?? '';
    };
    const events = [
      await set(oldOk?.id, 'SUCCEEDED', old),
      await set(oldFailed?.id, 'FAILED', old),
      await set(oldPending?.id, 'PENDING', old),
      await set(fresh?.id, 'SUCCEEDED', new Date()),
    ];
    const report = await purgeOldRows(t.db, SETTINGS);
    expect(report.deleted).toMatchObject({ webhook_deliveries: 2, webhook_events: 2 });
    expect((await deliveriesOf(t.db, item.id)).map((d) => d.id)).toEqual([
      oldPending?.id,
      fresh?.id,
    ]);
    const left = await t.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(inArray(webhookEvents.id, events));
    expect(left.map((e) => e.id).sort()).toEqual([events[2], events[3]].sort());
    const attempts = await t.db
      .select({ d: webhookAttempts.delivery })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.delivery, [oldOk?.id ?? '', oldFailed?.id ?? '']));
    expect(attempts).toEqual([]);
  });
});
