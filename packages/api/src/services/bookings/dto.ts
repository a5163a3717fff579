import { anyOf, type bookings, units, type Db } from '@app/db';
import type { UnitStatus } from '@app/validators';
import { iso, recordFields } from '../../lib/dto';
import { fullNames } from '../users';
import { bookingCustomer, coBuyersFor, customerFor, type Viewer } from './customer';
import { effectiveDealStage } from './deal-stage';
import { effectiveStatus, isOverdue, setByBooking } from './live';
import { priceToWire } from './pricing-snapshot';

type BookingRow = typeof bookings.$inferSelect;

type Names = ReadonlyMap<string, string>;

/** The booking's unit as it is now: its status and its number (the snapshot keeps the code). */
interface UnitNow {
  status: UnitStatus;
  number: string;
}

/**
 * The Booking (docs/api.md), plus `overdue` (a PAID booking past its expiration, for a manager to
 * act on), the display names of `owner` and `responsible`, which every role may see, and the
 * customer as `viewer` may see it (masked for read-only).
 */
export function toBookingDto(
  b: BookingRow,
  unit: UnitNow | null,
  now: Date,
  viewer: Viewer,
  names: Names = new Map(),
) {
  const status = effectiveStatus(b, now);
  const unitStatus = unit?.status ?? null;
  const expiredEarly = status !== b.status;
  return {
    ...recordFields(b),
    unit: b.unit,
    // The unit's number beside the snapshot's code: the screens name a unit by both.
    unit_data: { ...b.unit_data, number: unit?.number ?? b.unit_data.number ?? null },
    number: b.number,
    crm_deal_id: b.crm_deal_id,
    expiration_date: iso(b.expiration_date),
    comment: b.comment,
    booking_group: b.booking_group,
    owner: b.owner,
    responsible: b.responsible,
    region: b.region,
    status,
    // Until the sweeper frees it, an expired booking's unit is shown as it will be: available,
    // unless someone else set its status (that one stays).
    unit_status:
      expiredEarly && unitStatus && setByBooking(unitStatus)
        ? ('UNIT_STATUS_AVAILABLE' as const)
        : unitStatus,
    overdue: isOverdue(b, now),
    owner_name: names.get(b.owner) ?? null,
    responsible_name: names.get(b.responsible) ?? null,
    customer: customerFor(viewer, bookingCustomer(b)),
    deal_stage: effectiveDealStage(b, now),
    deal_steps: b.deal_steps,
    co_buyers: coBuyersFor(viewer, b),
    // The agreed price (docs/api.md#bookings): what every screen, document and export shows.
    price: priceToWire(b.price),
  };
}
export type BookingDto = ReturnType<typeof toBookingDto>;

/**
 * Shapes many bookings with one query for their units' statuses and numbers and one for the people's names;
 * `viewer` decides how much of each customer shows (the caller, or 'system' for webhooks).
 */
export async function toBookingDtos(
  db: Db,
  rows: BookingRow[],
  now: Date,
  viewer: Viewer,
): Promise<BookingDto[]> {
  if (rows.length === 0) return [];
  const unitIds = [...new Set(rows.map((r) => r.unit))];
  const [statuses, names] = await Promise.all([
    db
      .select({ id: units.id, status: units.status, number: units.number })
      .from(units)
      .where(anyOf(units.id, unitIds)),
    fullNames(
      db,
      rows.flatMap((r) => [r.owner, r.responsible]),
    ),
  ]);
  const byId = new Map(statuses.map((u) => [u.id, u]));
  return rows.map((r) => toBookingDto(r, byId.get(r.unit) ?? null, now, viewer, names));
}
