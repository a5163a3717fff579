/** The month's documents: commercial offers for units on sale, payment schedules for paid bookings. */
import type { Db } from '@app/db';
import { commercialOfferInput, paymentScheduleInput } from '@app/validators';
import type { AuthUser } from '../auth';
import { issueCommercialOffer, issuePaymentSchedule } from '../documents';

/** The manager printed on the documents (the demo sales office's contact). */
const managerOf = (actor: AuthUser) => ({
  name: 'Анна Петрова',
  phone: '+7 495 123-45-67',
  email: actor.email,
});

/** A commercial offer for one unit, issued to `customer` at `now`. */
export async function issueOffer(
  db: Db,
  actor: AuthUser,
  unit: string,
  customer: { name: string; phone: string; email: string },
  now: Date,
): Promise<void> {
  const input = commercialOfferInput.parse({
    units: [{ unit, options: [{ def: 'Отделка', value: 'White box' }] }],
    manager: managerOf(actor),
    phone: customer.phone,
    name: customer.name,
    email: customer.email,
    show_developer: true,
  });
  await issueCommercialOffer(db, actor, input, now);
}

/** A payment schedule of a booking: twelve monthly payments from the month after `now`. */
export async function issueSchedule(
  db: Db,
  actor: AuthUser,
  booking: string,
  now: Date,
): Promise<void> {
  const input = paymentScheduleInput.parse({
    booking,
    items: Array.from({ length: 12 }, (_, i) => ({
      date: new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i + 1, 15, 9),
      ).toISOString(),
      area: 52.4,
      priceSqByMonth: 7633.59,
      priceByMonth: 400000,
    })),
    manager: managerOf(actor),
    summary: 4800000,
  });
  await issuePaymentSchedule(db, actor, input, now);
}
