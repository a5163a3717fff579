import { inArray } from 'drizzle-orm';
import { bookings, crmOutbox, type Db } from '@app/db';
import type { FiltersListInput, ReplayCrmData } from '@app/validators';
import { iso } from '../../lib/dto';
import { listPage, mapPage, type ListResource } from '../../lib/list';
import { replayRows } from '../crm-outbox';

const outboxList: ListResource<typeof crmOutbox> = {
  table: crmOutbox,
  properties: {
    id: { expr: crmOutbox.id, kind: 'uuid' },
    booking: { expr: crmOutbox.booking, kind: 'uuid' },
    status: { expr: crmOutbox.status, kind: 'string' },
    event: { expr: crmOutbox.event, kind: 'string' },
    seq: { expr: crmOutbox.seq, kind: 'number' },
    created_at: { expr: crmOutbox.created_at, kind: 'date' },
  },
  orderBy: ['id', 'seq', 'created_at'],
  idColumn: crmOutbox.id,
};

/** `crm.outbox`: the outbox rows with their booking's number, in the list form. */
export async function listCrmOutbox(db: Db, input: FiltersListInput) {
  const page = await listPage(db, outboxList, input);
  return mapPage(page, async (rows) => {
    const ids = [...new Set(rows.map((r) => r.booking))];
    const numbers = new Map(
      ids.length
        ? (
            await db
              .select({ id: bookings.id, number: bookings.number })
              .from(bookings)
              .where(inArray(bookings.id, ids))
          ).map((b) => [b.id, b.number])
        : [],
    );
    return rows.map((r) => ({
      id: r.id,
      booking: r.booking,
      booking_number: numbers.get(r.booking) ?? null,
      event: r.event,
      status: r.status,
      attempts: r.attempts,
      next_at: iso(r.next_at),
      last_error: r.last_error,
      sent_at: r.sent_at ? iso(r.sent_at) : null,
      created_at: iso(r.created_at),
    }));
  });
}

/** `crm.replay`: FAILED rows (these, or all of them) are sent again, in their booking's order. */
export async function replayCrmOutbox(db: Db, input: ReplayCrmData) {
  const replayed = await replayRows(db, input.ids ?? 'ALL_FAILED');
  return { replayed, message: `${replayed} change(s) will be sent again` };
}
