import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyOf, bookingQueue, bookings, rowsOf, units, type Db } from '@app/db';
import { recordFields } from '../../lib/dto';
import type { AuthUser } from '../auth';
import { fullNames } from '../users';
import { entryCustomer } from './access';

type EntryRow = typeof bookingQueue.$inferSelect;

/** The WAITING entries of these units with their positions (1 = next), one statement. */
async function positions(db: Db, unitIds: string[]): Promise<Map<string, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = rowsOf(
    await db.execute(sql`
      select id, row_number() over (partition by unit order by seq)::int as position
      from ${bookingQueue}
      where ${anyOf(bookingQueue.unit, unitIds)}
        and status = 'QUEUE_STATUS_WAITING' and deleted_at is null`),
  ) as { id: string; position: number }[];
  return new Map(rows.map((r) => [r.id, Number(r.position)]));
}

/**
 * Queue entries as `bookingQueue.list` answers them: position among the unit's waiting entries,
 * the unit's code, the people's names, the booking's number, the customer as the caller may see
 * it (`actor` null: the system, e.g. a webhook's payload).
 */
export async function toQueueEntryDtos(db: Db, rows: EntryRow[], actor: AuthUser | null) {
  if (rows.length === 0) return [];
  const unitIds = [...new Set(rows.map((r) => r.unit))];
  const waitingUnits = [
    ...new Set(rows.filter((r) => r.status === 'QUEUE_STATUS_WAITING').map((r) => r.unit)),
  ];
  const bookingIds = rows.flatMap((r) => (r.booking ? [r.booking] : []));
  const pos = await positions(db, waitingUnits);
  const codes = await db
    .select({ id: units.id, code: units.code })
    .from(units)
    .where(anyOf(units.id, unitIds));
  const numbers = bookingIds.length
    ? await db
        .select({ id: bookings.id, number: bookings.number })
        .from(bookings)
        .where(and(anyOf(bookings.id, bookingIds), isNull(bookings.deleted_at)))
    : [];
  const names = await fullNames(
    db,
    rows.flatMap((r) => [r.owner, r.responsible]),
  );
  const codeOf = new Map(codes.map((u) => [u.id, u.code]));
  const numberOf = new Map(numbers.map((b) => [b.id, b.number]));
  return rows.map((r) => ({
    ...recordFields(r),
    unit: r.unit,
    unit_code: codeOf.get(r.unit) ?? '',
    customer: entryCustomer(actor, r),
    owner: r.owner,
    owner_name: names.get(r.owner) ?? null,
    responsible: r.responsible,
    responsible_name: names.get(r.responsible) ?? null,
    comment: r.comment,
    status: r.status,
    position: r.status === 'QUEUE_STATUS_WAITING' ? (pos.get(r.id) ?? null) : null,
    booking: r.booking,
    booking_number: r.booking ? (numberOf.get(r.booking) ?? null) : null,
  }));
}
export type QueueEntryDto = Awaited<ReturnType<typeof toQueueEntryDtos>>[number];

/** Keeps the unit's `queue_length` (the grid's badge) equal to its WAITING entries. */
export async function refreshQueueLength(tx: Db, unitId: string): Promise<void> {
  await tx
    .update(units)
    .set({
      queue_length: sql`(select count(*)::int from booking_queue q where q.unit = ${unitId} and q.status = 'QUEUE_STATUS_WAITING' and q.deleted_at is null)`,
    })
    .where(eq(units.id, unitId));
}
