import { and, eq, isNull } from 'drizzle-orm';
import { basePrices, bookings, type Db } from '@app/db';
import { badRequest } from '../../errors';
import type { AuthUser } from '../auth';
import { bookingNotFound, bookingScope } from '../bookings';
import type { ExactQuote } from '../pricing';
import type { UnitRow } from '../units';

/** What the offer's price block reads of a quote (the day's, or a booking's agreed price). */
export interface OfferQuote {
  area: ExactQuote['area'];
  total: string;
  base_price: Pick<ExactQuote['base_price'], 'amount' | 'fixed_price' | 'price_per_sq_m'>;
  lines: Pick<ExactQuote['lines'][number], 'ref' | 'kind' | 'description' | 'signed'>[];
}

/**
 * An offer unit issued for a booking (`units[].booking`): the booking's agreed price, line by line
 * as agreed (docs/api.md#bookings), not the day's quote. The booking must be one the actor may
 * see (else 404) and of this unit (else 400 on the field); null for a booking without a price.
 */
export async function bookedQuote(
  db: Db,
  actor: AuthUser,
  booking: string,
  unit: UnitRow,
  index: number,
): Promise<OfferQuote | null> {
  const [row] = await db
    .select({ unit: bookings.unit, price: bookings.price })
    .from(bookings)
    .where(and(eq(bookings.id, booking), isNull(bookings.deleted_at), bookingScope(actor)));
  if (!row) throw bookingNotFound();
  if (row.unit !== unit.id)
    throw badRequest('VALIDATION_ERROR', 'Some fields are not valid', {
      [`units.${index}.booking`]: ['Must be a booking of this unit'],
    });
  const price = row.price;
  if (!price) return null;
  const baseId = price.lines.find((l) => l.kind === 'BASE')?.id ?? '';
  const [bp] = await db
    .select({ fixed_price: basePrices.fixed_price, price_per_sq_m: basePrices.price_per_sq_m })
    .from(basePrices)
    .where(eq(basePrices.id, baseId));
  return {
    area: unit.area,
    total: price.total,
    // The record the base was computed from (records are never changed; a new price is a new one).
    base_price: {
      amount: price.base,
      fixed_price: bp ? bp.fixed_price : price.base,
      price_per_sq_m: bp ? bp.price_per_sq_m : '0',
    },
    lines: price.lines
      .filter((l) => l.kind !== 'BASE')
      .map((l) => ({
        ref: l.id,
        kind: l.kind === 'DISCOUNT' ? ('discount' as const) : ('option' as const),
        description: l.description,
        signed: l.amount,
      })),
  };
}
