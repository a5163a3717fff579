import type { Db } from '@app/db';
import { getEnv } from '../../env';
import { conflict } from '../../errors';
import { iso } from '../../lib/dto';
import type { AuthUser } from '../auth';
import { addWorkingDays, loadHolidays } from '../calendar';
import { assertMayChange, bookingNotFound } from './access';
import type { BookingEffects } from './effects';
import { findBooking, updateBooking } from './update';

/** Less than this is no extension (at the limit, a click would add the seconds since the last). */
const MIN_EXTENSION_MS = 3600_000;

/**
 * `bookings.extend`: the one-click extension (from a BOOKING_EXPIRES_SOON reminder). The new
 * expiration is the current one (or now, if earlier) plus BOOKING_HOLD_WORKING_DAYS working days,
 * capped for everyone but sales heads at BOOKING_MAX_HOLD_WORKING_DAYS working days from now;
 * `BOOKING_EXTEND_LIMIT` (409) when that adds less than an hour. The change itself is
 * `bookings.update`'s (its rules, history, effects and event), so the extension re-arms the reminder.
 */
export async function extendBooking(
  db: Db,
  actor: AuthUser,
  id: string,
  effects: BookingEffects,
  now = new Date(),
) {
  const env = getEnv();
  const b = await findBooking(db, id);
  assertMayChange(actor, b, bookingNotFound);
  const holidays = await loadHolidays(db);
  const from = b.expiration_date > now ? b.expiration_date : now;
  let target = addWorkingDays(from, env.BOOKING_HOLD_WORKING_DAYS, holidays, env.APP_TIMEZONE);
  if (!actor.roles.includes('ROLE_SALES_HEAD')) {
    const days = env.BOOKING_MAX_HOLD_WORKING_DAYS;
    const latest = addWorkingDays(now, days, holidays, env.APP_TIMEZONE);
    if (target > latest) target = latest;
  }
  if (target.getTime() - b.expiration_date.getTime() < MIN_EXTENSION_MS) {
    throw conflict('BOOKING_EXTEND_LIMIT', 'This booking is already held as long as allowed');
  }
  const saved = await updateBooking(db, actor, { id, expiration_date: target }, effects, now);
  return { ...saved, message: `Booking №\u00a0${b.number} extended`, expiration_date: iso(target) };
}
