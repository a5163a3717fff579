import { and, eq, inArray, sql } from 'drizzle-orm';
import { crmOutbox, rowsOf, type Db } from '@app/db';

export type CrmOutboxRow = typeof crmOutbox.$inferSelect;

/** How long a sender holds a claimed row before another may take it (a killed sender's rows). */
export const CRM_LEASE_MS = 30_000;

/**
 * Claims up to `limit` due rows, each the oldest open row of its booking (a booking's rows go one
 * at a time, in order; a FAILED row holds the ones after it until it is replayed or skipped), with
 * a lease; SKIP LOCKED, so two senders never take one row.
 */
export async function claimDueRows(db: Db, limit: number, now = new Date()) {
  const until = new Date(now.getTime() + CRM_LEASE_MS);
  const rows = rowsOf(
    await db.execute(sql`
      update ${crmOutbox} o set locked_until = ${until.toISOString()}::timestamptz, attempts = o.attempts + 1
      where o.id in (
        select h.id from ${crmOutbox} h
        where h.status = 'PENDING' and h.next_at <= ${now.toISOString()}::timestamptz
          and (h.locked_until is null or h.locked_until < ${now.toISOString()}::timestamptz)
          and not exists (
            select 1 from ${crmOutbox} e
            where e.booking = h.booking and e.seq < h.seq and e.status in ('PENDING', 'FAILED')
          )
        order by h.seq
        limit ${limit}
        for update skip locked
      )
      returning o.id, o.booking, o.event, o.seq, o.attempts, o.occurred_at`),
  ) as {
    id: string;
    booking: string;
    event: string;
    seq: number;
    attempts: number;
    occurred_at: string | Date;
  }[];
  return rows.map((r) => ({
    ...r,
    seq: Number(r.seq),
    attempts: Number(r.attempts),
    occurred_at: new Date(r.occurred_at),
  }));
}
export type ClaimedRow = Awaited<ReturnType<typeof claimDueRows>>[number];

/** The row is done: sent, or skipped (with why). */
export async function finishRow(
  db: Db,
  id: string,
  outcome: { status: 'SENT' | 'SKIPPED'; note?: string },
  now = new Date(),
) {
  await db
    .update(crmOutbox)
    .set({
      status: outcome.status,
      sent_at: outcome.status === 'SENT' ? now : null,
      last_error: outcome.note ?? null,
      locked_until: null,
    })
    .where(eq(crmOutbox.id, id));
}

/** The row waits until `next_at` (a retry), or FAILED for good with the CRM's answer. */
export async function retryRow(db: Db, id: string, error: string, next: Date | null) {
  await db
    .update(crmOutbox)
    .set(
      next
        ? { next_at: next, last_error: error, locked_until: null }
        : { status: 'FAILED', last_error: error, locked_until: null },
    )
    .where(eq(crmOutbox.id, id));
}

/** Gives a claimed row back untouched (the CRM refused our credentials: the outbox waits). */
export async function releaseRow(db: Db, id: string, error: string) {
  await db
    .update(crmOutbox)
    .set({
      locked_until: null,
      last_error: error,
      attempts: sql`greatest(${crmOutbox.attempts} - 1, 0)`,
    })
    .where(eq(crmOutbox.id, id));
}

/** FAILED rows (these, or all) back to PENDING, due now. Returns how many. */
export async function replayRows(db: Db, ids: string[] | 'ALL_FAILED', now = new Date()) {
  const rows = await db
    .update(crmOutbox)
    .set({ status: 'PENDING', next_at: now, attempts: 0, locked_until: null })
    .where(
      and(
        eq(crmOutbox.status, 'FAILED'),
        ids === 'ALL_FAILED' ? undefined : inArray(crmOutbox.id, ids),
      ),
    )
    .returning({ id: crmOutbox.id });
  return rows.length;
}
