import { type units } from '@app/db';
import { recordFields, wireNumber } from '../../lib/dto';

type UnitRow = typeof units.$inferSelect;

/**
 * The unit record (docs/decisions.md, "Money and trust") from its current base price as a decimal
 * string (null until priced), a number only here, on the wire: `base_price`, and `price` until
 * pricing's `withDefaultPrices` makes it the total with the default conditions.
 */
export function toUnitDto(u: UnitRow, price: string | null = null) {
  return {
    ...recordFields(u),
    code: u.code,
    name: u.name,
    complex: u.complex,
    building: u.building,
    section: u.section,
    floor: u.floor,
    number: u.number,
    rooms: u.rooms,
    area: Number(u.area),
    status: u.status,
    second_statuses: u.second_statuses,
    region: u.region,
    /** The plan image's address (an http(s) URL or a path on this app), null when there is none. */
    plan_url: u.plan_url,
    price: wireNumber(price),
    /** How many wait in the unit's booking queue (`bookingQueue.*`). */
    queue_length: u.queue_length,
    base_price: wireNumber(price),
  };
}
export type UnitDto = ReturnType<typeof toUnitDto>;
