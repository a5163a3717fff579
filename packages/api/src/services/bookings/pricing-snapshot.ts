import type { BookingPrice, Db } from '@app/db';
import { AppError } from '../../errors';
import { wireNumber } from '../../lib/dto';
import { quoteUnitExact } from '../pricing';
import type { UnitRow } from '../units';

/** The buyer's choice of conditions (ids of discounts and options), as `pricing.quote` takes it. */
export interface Choice {
  discounts: string[];
  options: string[];
}

/**
 * The booking's agreed price at `at`: the quote of `pricing.quote` (services/pricing/quote.ts, the
 * one calculation) with the chosen and the default conditions, frozen as the booking's `price`.
 * A chosen condition not valid then or an exclusion conflict is refused as the quote refuses it.
 * A unit with no base price and nothing chosen books with no price (null), as before.
 */
export async function agreedPrice(
  db: Db,
  unit: UnitRow,
  choice: Choice,
  at: Date,
): Promise<{ price: BookingPrice; basePriceId: string } | null> {
  let q;
  try {
    q = await quoteUnitExact(db, unit, { ...choice, date: at }, at);
  } catch (e) {
    const nothingChosen = choice.discounts.length + choice.options.length === 0;
    if (nothingChosen && e instanceof AppError && e.appCode === 'UNIT_HAS_NO_PRICE') return null;
    throw e;
  }
  const price: BookingPrice = {
    base: q.base_price.amount,
    total: q.total,
    lines: [
      { kind: 'BASE', id: q.base_price.id, description: null, amount: q.base_price.amount },
      ...q.lines.map((l) => ({
        kind: l.kind === 'discount' ? ('DISCOUNT' as const) : ('OPTION' as const),
        id: l.ref,
        description: l.description,
        amount: l.signed,
      })),
    ],
    quoted_at: at.toISOString(),
    discounts: [...choice.discounts],
    options: [...choice.options],
  };
  return { price, basePriceId: q.base_price.id };
}

/** The booking's `price` on the wire: amounts as JSON numbers, converted here at the edge. */
export function priceToWire(p: BookingPrice | null) {
  if (!p) return null;
  return {
    base: wireNumber(p.base),
    total: wireNumber(p.total),
    lines: p.lines.map((l) => ({ ...l, amount: wireNumber(l.amount) })),
    quoted_at: p.quoted_at,
    discounts: p.discounts,
    options: p.options,
  };
}

/** The same choice, whatever the order (a re-quote only when the buyer's choice changed). */
export const sameChoice = (a: Choice, b: Choice) =>
  [a.discounts, a.options].every((ids, i) => {
    const other = new Set(i === 0 ? b.discounts : b.options);
    return ids.length === other.size && ids.every((id) => other.has(id));
  });

/** What history records of a price: its total (a JSON number), null when there is none. */
export const priceTotal = (p: BookingPrice | null) => (p ? wireNumber(p.total) : null);

/**
 * `bookings.update`'s re-quote: a new choice (either list; the other stays) is quoted now and
 * replaces the price; undefined when the choice did not change (the price stays as agreed).
 */
export async function requote(
  db: Db,
  unit: UnitRow,
  current: BookingPrice | null,
  input: Partial<Choice>,
  at: Date,
): Promise<BookingPrice | null | undefined> {
  if (input.discounts === undefined && input.options === undefined) return undefined;
  const was: Choice = { discounts: current?.discounts ?? [], options: current?.options ?? [] };
  const next: Choice = {
    discounts: [...new Set(input.discounts ?? was.discounts)],
    options: [...new Set(input.options ?? was.options)],
  };
  if (sameChoice(was, next)) return undefined;
  return (await agreedPrice(db, unit, next, at))?.price ?? null;
}
