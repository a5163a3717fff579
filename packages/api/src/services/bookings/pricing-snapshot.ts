import type { Db } from '@app/db';

/**
 * The unit's current base price for the booking's `unit_data` snapshot. Pricing (ops 22-23) is
 * not built yet, so there is no price to take: the snapshot carries nulls in the spec's shape.
 */
export async function currentBasePrice(
  _db: Db,
  _unitId: string,
): Promise<{ id: string; amount: number } | null> {
  return null;
}
