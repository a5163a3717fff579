import type { Db } from '@app/db';
import { wireNumber } from '../../lib/dto';
import { basePriceAmount, basePriceOn } from '../pricing';
import type { UnitRow } from '../units';

/**
 * The unit's base price at booking time for the booking's `unit_data` snapshot (`base_price`,
 * `base_price_id`), from the same calculation as the quote: a later price change never changes
 * what the booking was made at. Null when the unit has no price yet. The amount is the quote's
 * `base_price` line (rounded half up to kopecks), a JSON number as the API's `unit_data` has it.
 */
export async function currentBasePrice(
  db: Db,
  unit: Pick<UnitRow, 'id' | 'area'>,
  at: Date,
): Promise<{ id: string; amount: number } | null> {
  const bp = await basePriceOn(db, unit.id, at);
  return bp ? { id: bp.id, amount: wireNumber(basePriceAmount(bp, unit.area)) } : null;
}
