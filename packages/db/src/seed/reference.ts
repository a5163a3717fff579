import type { Db } from '../client';
import { holidays, offices, regions } from '../schema';
import { HOLIDAYS, OFFICES, REGIONS, type RegionKey } from './data/reference';
import { seedId } from './ids';

export const regionId = (key: RegionKey) => seedId(`region:${key}`);
export const officeId = (key: string) => seedId(`office:${key}`);

/**
 * Regions and official non-working days: reference data every database needs (working-day
 * arithmetic reads the holidays), production included.
 */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(regions)
    .values(REGIONS.map((r) => ({ id: regionId(r.key), name: r.name, code: r.code })))
    .onConflictDoNothing();
  await db
    .insert(holidays)
    .values([...HOLIDAYS])
    .onConflictDoNothing();
}

/** The demo sales offices (demo contacts; a live reference service brings the real ones). */
export async function seedDemoOffices(db: Db): Promise<void> {
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
}
