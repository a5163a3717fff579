import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Opens a first version (from the record's creation, as it stands now) for every discount and
 * option that has none: what migration 0008 did for the records before it, for the demo seed's
 * records (inserted as rows, not through the API). A second run changes nothing.
 */
export async function openMissingCatalogVersions(db: Db): Promise<void> {
  await db.execute(sql`
    insert into discount_versions (id, created_at, updated_at, deleted_at, active, description, exclusions, valid_from, required_comment, active_from, active_to)
    select d.id, d.created_at, d.updated_at, d.deleted_at, d.active, d.description,
           coalesce((select jsonb_agg(e.excluded order by e.excluded) from discount_exclusions e where e.discount = d.id), '[]'::jsonb),
           d.created_at, d.required_comment, d.active_from, d.active_to
    from discounts d
    where not exists (select 1 from discount_versions v where v.id = d.id)`);
  await db.execute(sql`
    insert into option_versions (id, created_at, updated_at, deleted_at, active, description, exclusions, valid_from, type, used_by_default, active_from, active_to)
    select o.id, o.created_at, o.updated_at, o.deleted_at, o.active, o.description,
           coalesce((select jsonb_agg(e.excluded order by e.excluded) from option_exclusions e where e.option = o.id), '[]'::jsonb),
           o.created_at, o.type, o.used_by_default, o.active_from, o.active_to
    from options o
    where not exists (select 1 from option_versions v where v.id = o.id)`);
}
