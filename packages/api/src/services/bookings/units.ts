import { and, eq, sql } from 'drizzle-orm';
import { bookings, type Db } from '@app/db';
import type { SetUnitStatusData, UnitStatus } from '@app/validators';
import { preparedFor } from '../../lib/prepared';
import type { AuthUser } from '../auth';
import { withDefaultPrices } from '../pricing';
import { changeUnitStatus, findUnit, withPrices, type UnitDto, type UnitRow } from '../units';
import { maySee } from './access';
import { toBookingDtos } from './dto';
import { recordHistory } from './history';
import { holdsUnit, isLive } from './live';

/**
 * Where bookings meet the stock: the booking that holds a unit, and unit status changes, which
 * are recorded in the holding booking's history too (entity_type `Unit`).
 */

/** The booking that holds a unit (BOOKED or PAID, active), if any. */
export async function holdingBooking(db: Db, unitId: string, opts: { lock?: boolean } = {}) {
  const lock = opts.lock === true;
  const query = preparedFor(db, `holdingBooking:${lock}`, () => {
    const q = db
      .select()
      .from(bookings)
      .where(and(eq(bookings.unit, sql.placeholder('unit')), holdsUnit));
    return (lock ? q.for('update') : q).prepare(`holdingBooking:${lock}`);
  });
  const [row] = await query.execute({ unit: unitId });
  return row;
}

/** A unit record as `units.list` has it: `price` with the default conditions. */
const pricedDto = async (db: Db, row: UnitRow) =>
  (await withDefaultPrices(db, await withPrices(db, [row])))[0];

/** Changes a unit's status inside the caller's transaction, in the booking's history as well. */
export async function moveUnit(
  tx: Db,
  unit: UnitRow,
  next: { status: UnitStatus; second_statuses?: string[] },
  user: string,
  date: Date,
  bookingId: string | undefined,
): Promise<void> {
  const changes = await changeUnitStatus(tx, unit, next, user, date, pricedDto);
  if (bookingId && changes.length > 0) {
    await recordHistory(
      tx,
      { booking: bookingId, entity_type: 'Unit', entity_id: unit.id, user, date },
      changes,
    );
  }
}

/**
 * `units.setStatus`: sets the resulting unit status explicitly, adding and removing second
 * statuses.
 */
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
    await moveUnit(
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
  const shown = holder && maySee(actor, holder) && isLive(holder, now) ? holder : undefined;
  const [booking] = shown ? await toBookingDtos(db, [shown], now, actor) : [];
  const [dto] = await withDefaultPrices(db, await withPrices(db, [unit]), now);
  return { ...(dto as UnitDto), booking: booking ?? null };
}
