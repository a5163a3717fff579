import { and, eq, isNull } from 'drizzle-orm';
import { bookings, units, unitStatusLog, type Db } from '@app/db';
import type { FiltersListInput, SetUnitStatusData, UnitStatus } from '@app/validators';
import { notFound } from '../../errors';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth/current-user';
import { ownsOnly } from '../bookings/access';
import { toBookingDtos } from '../bookings/dto';
import { recordHistory } from '../bookings/history';
import { holdsUnit } from '../bookings/live';
import { toUnitDto } from './dto';

const unitList = recordList(
  units,
  {
    code: 'string',
    name: 'string',
    complex: 'string',
    building: 'string',
    section: 'number',
    floor: 'number',
    number: 'string',
    rooms: 'number',
    area: 'number',
    status: 'string',
    region: 'uuid',
  },
  ['code', 'building', 'section', 'floor', 'number', 'rooms', 'area', 'status'],
);

export async function listUnits(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, unitList, input), (rows) => rows.map((u) => toUnitDto(u)));
}

export async function findUnit(db: Db, id: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(units)
    .where(and(eq(units.id, id), isNull(units.deleted_at)));
  const [unit] = opts.lock ? await q.for('update') : await q;
  if (!unit) throw notFound('UNIT_NOT_FOUND', 'Unit not found');
  return unit;
}

/** The booking that holds a unit (BOOKED or PAID, active), if any. */
export async function holdingBooking(db: Db, unitId: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.unit, unitId), holdsUnit));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/**
 * Changes a unit's status and second statuses (inside the caller's transaction), writing the
 * unit's log and, when a booking holds the unit, that booking's history (entity_type `Unit`).
 */
export async function changeUnitStatus(
  tx: Db,
  unit: typeof units.$inferSelect,
  next: { status: UnitStatus; second_statuses?: string[] },
  user: string,
  date: Date,
  bookingId?: string,
): Promise<void> {
  const second = next.second_statuses ?? unit.second_statuses;
  const changes: [string, unknown, unknown][] = [
    ['status', unit.status, next.status],
    ['second_statuses', unit.second_statuses, second],
  ].filter(([, o, n]) => JSON.stringify(o) !== JSON.stringify(n)) as [string, unknown, unknown][];
  if (changes.length === 0) return;
  await tx
    .update(units)
    .set({ status: next.status, second_statuses: second, updated_at: date })
    .where(eq(units.id, unit.id));
  await tx.insert(unitStatusLog).values(
    changes.map(([property, old_value, new_value]) => ({
      unit: unit.id,
      date,
      property,
      old_value,
      new_value,
      user,
    })),
  );
  if (bookingId) {
    await recordHistory(
      tx,
      { booking: bookingId, entity_type: 'Unit', entity_id: unit.id, user, date },
      changes,
    );
  }
}

/** Op 14: sets the resulting unit status explicitly, adding and removing second statuses. */
export async function setUnitStatus(
  db: Db,
  actor: AuthUser,
  input: SetUnitStatusData,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const unit = await findUnit(tx, input.unit, { lock: true });
    const remove = new Set(input.second_status?.remove ?? []);
    const second = [
      ...new Set([...unit.second_statuses, ...(input.second_status?.add ?? [])]),
    ].filter((s) => !remove.has(s));
    const booking = await holdingBooking(tx, unit.id);
    await changeUnitStatus(
      tx,
      unit,
      { status: input.status, second_statuses: second },
      actor.id,
      new Date(),
      booking?.id,
    );
  });
  return { message: 'Unit status updated' };
}

/** `units.get`: the unit with the live booking that holds it, when the actor may see that booking. */
export async function getUnitCard(db: Db, actor: AuthUser, id: string, now = new Date()) {
  const unit = await findUnit(db, id);
  const holder = await holdingBooking(db, unit.id);
  const visible = holder && (!ownsOnly(actor) || holder.owner === actor.id);
  const [booking] = visible ? await toBookingDtos(db, [holder], now) : [];
  return {
    ...toUnitDto(unit),
    booking: booking && booking.status !== 'BOOKING_STATUS_EXPIRED' ? booking : null,
  };
}
