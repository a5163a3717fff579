import { offices, regions, type Db } from '@app/db';
import { httpReferenceSource, type ReferenceSource } from '@app/integration-reference-feed';
import { takeFromFeed } from '../../lib/feed';

/**
 * Keeps the local projection of the reference service (regions, offices) in step
 * with `GET <url>/regions` and `GET <url>/offices` (integrations/reference-feed). Both feeds are read before anything is
 * written, and both are written in one transaction.
 */
export async function syncReference(
  db: Db,
  source: string | ReferenceSource,
): Promise<{ regions: number; offices: number }> {
  const feeds = typeof source === 'string' ? httpReferenceSource(source) : source;
  const [regionRead, officeRead] = await Promise.all([
    feeds.regions.fetchSnapshot(),
    feeds.offices.fetchSnapshot(),
  ]);
  const regionRows = regionRead.changed ? regionRead.rows : [];
  const officeRows = officeRead.changed ? officeRead.rows : [];
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
