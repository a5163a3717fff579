import { type units } from '@app/db';
import { recordFields } from '../../lib/dto';

type UnitRow = typeof units.$inferSelect;

/** The unit record of product.md §9; `price` is the current base price (null until priced). */
export function toUnitDto(u: UnitRow, price: number | null = null) {
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
    price,
  };
}
export type UnitDto = ReturnType<typeof toUnitDto>;
