import type { bookings, Db } from '@app/db';

type BookingRow = typeof bookings.$inferSelect;

/**
 * What higher domains do, in the same transaction, when a booking changes (payments: revoke the
 * active link when the booking ends; move its deadline with the booking's). Registered at start-up
 * (payments: `registerPaymentHooks`, called by the runtime); bookings never import them. The same
 * function registered twice is kept once.
 */
export type BookingHook = (tx: Db, booking: BookingRow, user: string, date: Date) => Promise<void>;

const hooks = {
  end: [] as BookingHook[],
  ended: [] as BookingHook[],
  expiration: [] as BookingHook[],
};

/** A booking ended (cancelled or expired); `booking` is the row as it was before. */
export function onBookingEnd(hook: BookingHook): void {
  if (!hooks.end.includes(hook)) hooks.end.push(hook);
}

/**
 * A booking's end is fully recorded (its unit back on sale when the booking had set its status,
 * its history and its event written): the queue hands the unit to its first entry here, so the
 * new booking's event follows the old one's. `booking` is the row as it was before.
 */
export function afterBookingEnd(hook: BookingHook): void {
  if (!hooks.ended.includes(hook)) hooks.ended.push(hook);
}

/** A live booking's expiration was changed by hand; `booking` is the row as it is now. */
export function onExpirationChange(hook: BookingHook): void {
  if (!hooks.expiration.includes(hook)) hooks.expiration.push(hook);
}

export async function runHooks(
  kind: keyof typeof hooks,
  tx: Db,
  booking: BookingRow,
  user: string,
  date: Date,
): Promise<void> {
  for (const hook of hooks[kind]) await hook(tx, booking, user, date);
}
