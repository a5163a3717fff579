import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { units, type UnitStatus } from '../schema';
import { AREA_TENTHS, DEMO_COMPLEX, SECTION_LAYOUTS } from './data/units';
import { seedId } from './ids';
import { regionId } from './reference';

type UnitInsert = typeof units.$inferInsert;

/** 32-bit FNV-1a: a stable pseudo-random number per unit, so the data set is the same on every run. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
export const unitCode = (building: string, section: number, floor: number, position: number) =>
  `${DEMO_COMPLEX.codePrefix}-${building}-${section}-${pad2(floor)}-${pad2(position)}`;
export const unitId = (code: string) => seedId(`unit:${code}`);

/** "54.30" for 543 tenths: numeric text, never a binary float. */
const areaText = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}0`;
/** "54,3" as written in Russian. */
const areaLabel = (tenths: number) => `${Math.floor(tenths / 10)},${tenths % 10}`;

export function unitName(rooms: number, tenths: number): string {
  const kind = rooms === 0 ? 'Студия' : `Квартира ${rooms}-комн.`;
  return `${kind}, ${areaLabel(tenths)} м²`;
}

/** About 10% sold, about 3% withheld from sale, the rest on sale. */
function statusOf(hash: number): UnitStatus {
  const bucket = (hash >>> 8) % 100;
  if (bucket < 10) return 'UNIT_STATUS_SOLD';
  if (bucket < 13) return 'UNIT_STATUS_UNAVAILABLE';
  return 'UNIT_STATUS_AVAILABLE';
}

/** Every unit of the demo complex, in a fixed order. */
export function demoUnits(): UnitInsert[] {
  const c = DEMO_COMPLEX;
  const rows: UnitInsert[] = [];
  for (const building of c.buildings) {
    let number = 0;
    for (let section = 1; section <= c.sections; section++) {
      const layout = SECTION_LAYOUTS[(section - 1) % SECTION_LAYOUTS.length] ?? [];
      for (let floor = c.firstResidentialFloor; floor <= c.floors; floor++) {
        for (let position = 1; position <= c.unitsPerFloor; position++) {
          number += 1;
          const code = unitCode(building, section, floor, position);
          const hash = stableHash(code);
          const rooms = layout[(position - 1) % layout.length] ?? 1;
          const [min, spread] = AREA_TENTHS[rooms] ?? [400, 100];
          const tenths = min + (hash % spread);
          rows.push({
            id: unitId(code),
            code,
            name: unitName(rooms, tenths),
            complex: c.name,
            building,
            section,
            floor,
            number: String(number),
            rooms,
            area: areaText(tenths),
            status: statusOf(hash),
            region: regionId(c.region),
            plan_url: demoPlanPath(rooms),
          });
        }
      }
    }
  }
  return rows;
}

/**
 * The demo plans the app draws and serves (one per number of rooms, 3 and more share one): the
 * API's GET /api/plans/demo/<rooms>.png.
 */
export const demoPlanPath = (rooms: number) => `/api/plans/demo/${Math.min(3, rooms)}.png`;

/** Inserts the demo units; a unit seeded before plans existed gets its plan (nothing else changes). */
export async function seedUnits(db: Db): Promise<void> {
  await db
    .insert(units)
    .values(demoUnits())
    .onConflictDoUpdate({
      target: units.id,
      set: { plan_url: sql`excluded.plan_url` },
      setWhere: sql`${units.plan_url} is null`,
    });
}
