import type { Db } from '../client';
import { holidays, offices, regions } from '../schema';
import { HOLIDAYS, OFFICES, REGIONS, type RegionKey } from './data/reference';
import { seedId } from './ids';

export const regionId = (key: RegionKey) => seedId(`region:${key}`);
export const officeId = (key: string) => seedId(`office:${key}`);

/** Regions, sales offices and non-working days of the reference-service projection. */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(regions)
    .values(REGIONS.map((r) => ({ id: regionId(r.key), name: r.name, code: r.code })))
    .onConflictDoNothing();
  await db
    .insert(offices)
    .values(
      OFFICES.map((o) => ({
        id: officeId(o.key),
        name: o.name,
        address: o.address,
        phone: o.phone,
        email: o.email,
        region: regionId(o.region),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(holidays)
    .values([...HOLIDAYS])
    .onConflictDoNothing();
}
