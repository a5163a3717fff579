/**
 * The dashboard tests' bookings: each made through the services (createBooking,
 * confirmManualPayment), then moved in time by SQL, so every figure of the summary can be computed
 * here from the list of what was made.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings, demoUserId, type Db } from '@app/db';
import { confirmManualPayment } from '../../../src/services/payments/confirm';
import { actorOf, freeUnit } from '../payments/payment-fixtures';
import { createBooking } from '../../../src/services/booking-lifecycle';

export interface Spec {
  /** Who books (the owner): a realtor's bookings count for the realtor's agency. */
  owner: 'head' | 'manager' | 'realtor';
  responsible: 'head' | 'manager';
  created: string;
  expires: string;
  /** Paid by a manager at this instant (before `expires`). */
  paidAt?: string;
  /** After paying: the paid period's end moved here (an overdue PAID booking when in the past). */
  paidUntil?: string;
  /** The sweeper has expired it (status EXPIRED). */
  swept?: boolean;
}

export interface Made extends Spec {
  id: string;
  ownerId: string;
  responsibleId: string;
}

const HOUR = 3_600_000;

export async function make(db: Db, spec: Spec): Promise<Made> {
  const [owner, manager] = await Promise.all([actorOf(db, spec.owner), actorOf(db, 'manager')]);
  const expires = new Date(spec.expires);
  const { item } = await createBooking(
    db,
    owner,
    {
      unit: await freeUnit(db),
      expiration_date: expires,
      responsible: demoUserId(spec.responsible),
    },
    new Date(expires.getTime() - HOUR),
  );
  if (spec.paidAt)
    await confirmManualPayment(
      db,
      manager,
      { booking: item.id, order: randomUUID() },
      new Date(spec.paidAt),
    );
  await db
    .update(bookings)
    .set({
      created_at: new Date(spec.created),
      ...(spec.paidUntil ? { expiration_date: new Date(spec.paidUntil) } : {}),
      ...(spec.swept ? { status: 'BOOKING_STATUS_EXPIRED' as const } : {}),
    })
    .where(eq(bookings.id, item.id));
  return {
    ...spec,
    id: item.id,
    ownerId: demoUserId(spec.owner),
    responsibleId: demoUserId(spec.responsible),
  };
}

const within = (iso: string | undefined, from: Date, to: Date) =>
  iso !== undefined && new Date(iso) >= from && new Date(iso) < to;

/** What a booking adds to the figures, judged from its spec alone. */
export function judge(
  m: Made,
  now: Date,
  p: { start: Date; end: Date },
  days: { today: [Date, Date]; tomorrow: [Date, Date] },
) {
  const paid = m.paidAt !== undefined;
  // A paid booking's end is pinned by `paidUntil` (the tests give one to every paid booking).
  const end = paid ? (m.paidUntil ?? null) : m.expires;
  const booked = !paid && !m.swept && new Date(m.expires) > now;
  const live = booked || paid;
  const lapsedOrSwept = !paid && (m.swept || new Date(m.expires) <= now);
  return {
    booked,
    paid,
    overdue: paid && end !== null && new Date(end) <= now,
    today: live && end !== null && within(end, ...days.today),
    tomorrow: live && end !== null && within(end, ...days.tomorrow),
    createdIn: within(m.created, p.start, p.end),
    paidIn: within(m.paidAt, p.start, p.end),
    expiredIn: lapsedOrSwept && within(m.expires, p.start, now < p.end ? now : p.end),
  };
}
