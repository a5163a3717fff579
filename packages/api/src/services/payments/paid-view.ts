import { and, eq } from 'drizzle-orm';
import { payments, users, type bookings, type Db } from '@app/db';

type BookingRow = typeof bookings.$inferSelect;

/**
 * What the payment page tells the customer once the booking is paid: the payment (amount, date),
 * the booking's new deadline and the manager to call (the responsible one, else the owner).
 * Shown only on the paid page: the payer holds the link, and needs a person to talk to next.
 */
export interface PaidDetails {
  amount: string;
  currency: string;
  /** MANUAL: paid at the office (the receipt is handed out there). */
  provider: string;
  /** The provider calls it a test payment (a test shop or terminal): no money moved. */
  test: boolean;
  paidAt: Date;
  expiresAt: Date;
  manager: { name: string; phone: string | null } | null;
}

/** The paid page's details for a PAID booking; null when its payment is not found. */
export async function paidDetails(db: Db, b: BookingRow): Promise<PaidDetails | null> {
  const managerId = b.responsible ?? b.owner;
  const [[payment], [manager]] = await Promise.all([
    db
      .select({
        amount: payments.amount,
        currency: payments.currency,
        provider: payments.provider,
        test: payments.test,
        at: payments.created_at,
      })
      .from(payments)
      .where(and(eq(payments.booking, b.id), eq(payments.status, 'SUCCEEDED'))),
    db
      .select({ first: users.first_name, last: users.last_name, phone: users.phone })
      .from(users)
      .where(and(eq(users.id, managerId), eq(users.is_system, false))),
  ]);
  if (!payment) return null;
  return {
    amount: payment.amount,
    currency: payment.currency,
    provider: payment.provider,
    test: payment.test,
    paidAt: payment.at,
    expiresAt: b.expiration_date,
    manager: manager
      ? { name: [manager.first, manager.last].filter(Boolean).join(' '), phone: manager.phone }
      : null,
  };
}
