import type { Db } from '@app/db';
import { basePriceAmount, basePriceOn } from '../pricing';
import type { UnitRow } from '../units';

/**
 * The unit's base price at booking time for the booking's `unit_data` snapshot (`base_price`,
 * `base_price_id`), from the same calculation as the quote: a later price change never changes
 * what the booking was made at. Null when the unit has no price yet.
 */
export async function currentBasePrice(
  db: Db,
  unit: Pick<UnitRow, 'id' | 'area'>,
  at: Date,
): Promise<{ id: string; amount: number } | null> {
  const bp = await basePriceOn(db, unit.id, at);
  return bp ? { id: bp.id, amount: Number(basePriceAmount(bp, unit.area)) } : null;
}
