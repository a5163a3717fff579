import { offices, regions, type Db } from '@app/db';
import { z } from 'zod';
import { fetchFeed, takeFromFeed } from '../../lib/feed';

const region = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(255),
  code: z.string().max(16).nullable().default(null),
  active: z.boolean().default(true),
});
const office = z.object({
  id: z.uuid(),
  name: z.string().min(1).max(255),
  address: z.string().min(1).max(500),
  phone: z.string().max(20).nullable().default(null),
  email: z.string().max(255).nullable().default(null),
  region: z.uuid().nullable().default(null),
  active: z.boolean().default(true),
});

/**
 * Keeps the local projection of the reference service (regions, offices) in step
 * with `GET <url>/regions` and `GET <url>/offices`. Both feeds are read before anything is
 * written, and both are written in one transaction.
 */
export async function syncReference(db: Db, baseUrl: string, fetchImpl: typeof fetch = fetch) {
  const [regionRows, officeRows] = await Promise.all([
    fetchFeed(baseUrl, 'regions', region, fetchImpl),
    fetchFeed(baseUrl, 'offices', office, fetchImpl),
  ]);
  await db.transaction(async (tx) => {
    if (regionRows.length > 0) {
      await tx
        .insert(regions)
        .values(regionRows)
        .onConflictDoUpdate({
          target: regions.id,
          set: takeFromFeed(['name', 'code', 'active']),
        });
    }
    if (officeRows.length > 0) {
      await tx
        .insert(offices)
        .values(officeRows)
        .onConflictDoUpdate({
          target: offices.id,
          set: takeFromFeed(['name', 'address', 'phone', 'email', 'region', 'active']),
        });
    }
  });
  return { regions: regionRows.length, offices: officeRows.length };
}
