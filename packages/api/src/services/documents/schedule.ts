import { and, eq, isNull } from 'drizzle-orm';
import { scheduleTotals } from '@app/pdf/pool';
import { bookings, type Db } from '@app/db';
import { roundMoney } from '@app/pricing';
import { formatPhone, type PaymentScheduleInputData } from '@app/validators';
import { badRequest } from '../../errors';
import type { AuthUser } from '../auth';
import { bookingNotFound, bookingScope } from '../bookings';
import { consume } from '../rate-limit';
import { findOffice } from '../reference';
import { findUnit } from '../units';
import { issueDocument } from './issue';

/**
 * What a schedule is issued for: the booking (one the actor may see: a realtor only their own,
 * anything else answers as missing, 404) and the unit (the booking's unless given; a unit that is
 * not the booking's is a 400), both optional.
 */
async function scheduleSubject(db: Db, actor: AuthUser, input: PaymentScheduleInputData) {
  let booking: { number: number; unit: string } | null = null;
  if (input.booking) {
    const [row] = await db
      .select({ number: bookings.number, unit: bookings.unit })
      .from(bookings)
      .where(and(eq(bookings.id, input.booking), isNull(bookings.deleted_at), bookingScope(actor)));
    if (!row) throw bookingNotFound();
    booking = row;
  }
  if (booking && input.unit && input.unit !== booking.unit) {
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      unit: ['Must be the unit of the booking'],
    });
  }
  const unitId = input.unit ?? booking?.unit;
  const unit = unitId ? await findUnit(db, unitId) : null;
  return {
    unit: unit && { name: unit.name, code: unit.code, area: unit.area },
    booking: booking && { number: booking.number },
  };
}

/**
 * `documents.paymentSchedule`: the rows as given (the screen generates them with @app/pricing's
 * generateSchedule, or the manager types them), the office from the reference projection (404
 * for an unknown one), the unit, booking and customer it is issued for when given
 * (scheduleSubject), the total the exact sum of the payments as printed (scheduleTotals),
 * issued like every document (issue.ts).
 */
export async function issuePaymentSchedule(
  db: Db,
  actor: AuthUser,
  input: PaymentScheduleInputData,
  now = new Date(),
) {
  await consume(db, 'documentsByUser', actor.id);
  const office = input.office ? await findOffice(db, input.office) : null;
  const subject = await scheduleSubject(db, actor, input);
  const customer = input.customer
    ? {
        name: input.customer.name,
        phone: input.customer.phone,
        email: input.customer.email ?? null,
      }
    : null;
  const items = input.items.map((i) => ({
    date: i.date.toISOString(),
    area: roundMoney(i.area),
    priceSqByMonth: roundMoney(i.priceSqByMonth),
    priceByMonth: roundMoney(i.priceByMonth),
  }));
  // A schedule has no public link (issue.ts gives one to offers only): its answer has no public_url.
  const { public_url: _, ...issued } = await issueDocument(db, actor, {
    content: {
      kind: 'PAYMENT_SCHEDULE',
      data: {
        // Phones print as people read them (+7 999 123-45-67); the record keeps the normalised one.
        manager: { ...input.manager, phone: formatPhone(input.manager.phone) },
        office: office ? { name: office.name, address: office.address } : null,
        ...subject,
        customer: customer && { ...customer, phone: formatPhone(customer.phone) },
        items,
        summary: roundMoney(input.summary),
        overpayment: roundMoney(input.range),
        percent: String(input.percent),
        totals: scheduleTotals(items),
        showArea: input.show_area,
      },
    },
    customer,
    booking: input.booking ?? null,
    request: input,
    now,
  });
  return issued;
}
