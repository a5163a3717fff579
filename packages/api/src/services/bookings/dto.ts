import { inArray } from 'drizzle-orm';
import { type bookings, units, type Db } from '@app/db';
import type { UnitStatus } from '@app/validators';
import { effectiveStatus } from './live';

type BookingRow = typeof bookings.$inferSelect;

/** The Booking of the spec. `overdue`: a PAID booking past its expiration, for a manager to act on. */
export function toBookingDto(b: BookingRow, unitStatus: UnitStatus | null, now: Date) {
  const status = effectiveStatus(b, now);
  const expiredEarly = status !== b.status;
  return {
    id: b.id,
    created_at: b.created_at,
    updated_at: b.updated_at,
    deleted_at: b.deleted_at,
    active: b.active,
    unit: b.unit,
    unit_data: b.unit_data,
    number: b.number,
    crm_deal_id: b.crm_deal_id,
    expiration_date: b.expiration_date,
    comment: b.comment,
    booking_group: b.booking_group,
    owner: b.owner,
    responsible: b.responsible,
    region: b.region,
    status,
    // Until the sweeper frees it, an expired booking's unit is shown as it will be: available.
    unit_status: expiredEarly ? ('UNIT_STATUS_AVAILABLE' as const) : unitStatus,
    overdue: b.status === 'BOOKING_STATUS_PAID' && b.expiration_date <= now,
  };
}
export type BookingDto = ReturnType<typeof toBookingDto>;

/** Shapes many bookings with one query for their units' statuses. */
export async function toBookingDtos(db: Db, rows: BookingRow[], now = new Date()): Promise<BookingDto[]> {
  const ids = [...new Set(rows.map((r) => r.unit))];
  const statuses = ids.length
    ? await db.select({ id: units.id, status: units.status }).from(units).where(inArray(units.id, ids))
    : [];
  const byId = new Map(statuses.map((u) => [u.id, u.status]));
  return rows.map((r) => toBookingDto(r, byId.get(r.unit) ?? null, now));
}
