import { roles, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { commonProperties, listPage, mapPage, type ListResource } from '../../lib/list';

const roleList: ListResource<typeof roles> = {
  table: roles,
  deletedAt: roles.deleted_at,
  idColumn: roles.id,
  properties: {
    ...commonProperties(roles),
    slug: { expr: roles.slug, kind: 'string' },
    title: { expr: roles.title, kind: 'string' },
  },
  orderBy: ['id', 'created_at', 'updated_at', 'slug', 'title'],
};

/** Op 9: authentication-side roles with `title` and `slug`. */
export async function listAuthRoles(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, roleList, input), (rows) =>
    rows.map(({ id, created_at, updated_at, deleted_at, active, title, slug }) => ({
      id, created_at, updated_at, deleted_at, active, title, slug,
    })),
  );
}
