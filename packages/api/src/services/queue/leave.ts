import { and, eq, isNull } from 'drizzle-orm';
import { bookingQueue, type Db } from '@app/db';
import type { LeaveQueueData } from '@app/validators';
import { conflict } from '../../errors';
import type { AuthUser } from '../auth';
import { findUnit } from '../units';
import { entryNotFound, mayLeave, queueScope } from './access';
import { refreshQueueLength } from './dto';

/** An entry the actor may see, optionally locked FOR UPDATE; 404 otherwise. */
async function findEntry(db: Db, actor: AuthUser, id: string, lock = false) {
  const q = db
    .select()
    .from(bookingQueue)
    .where(and(eq(bookingQueue.id, id), isNull(bookingQueue.deleted_at), queueScope(actor)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw entryNotFound();
  return row;
}

/**
 * `bookingQueue.leave`: a WAITING entry leaves its queue (its owner or responsible; managers and
 * sales heads any). The unit is locked first, as by every writer of its queue, so a leave and a
 * promotion of the same entry run one after the other; the UPDATE takes the entry only while it
 * is still WAITING. An entry already PROMOTED or LEFT is 409 QUEUE_ENTRY_NOT_WAITING.
 */
export async function leaveQueue(db: Db, actor: AuthUser, input: LeaveQueueData, now = new Date()) {
  const { unit } = await findEntry(db, actor, input.id);
  return db.transaction(async (tx) => {
    await findUnit(tx, unit, { lock: true });
    const entry = await findEntry(tx, actor, input.id, true);
    if (!mayLeave(actor, entry)) throw entryNotFound();
    const [left] = await tx
      .update(bookingQueue)
      .set({ status: 'QUEUE_STATUS_LEFT', updated_at: now })
      .where(and(eq(bookingQueue.id, entry.id), eq(bookingQueue.status, 'QUEUE_STATUS_WAITING')))
      .returning({ id: bookingQueue.id });
    if (!left) {
      throw conflict(
        'QUEUE_ENTRY_NOT_WAITING',
        entry.status === 'QUEUE_STATUS_PROMOTED'
          ? 'This entry has already become a booking'
          : 'This entry has already left the queue',
      );
    }
    await refreshQueueLength(tx, unit);
    return { item: { id: entry.id }, message: 'Left the queue' };
  });
}
