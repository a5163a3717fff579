import { roles, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { listPage, mapPage, recordList } from '../../lib/list';

const roleList = recordList(roles, { slug: 'string', title: 'string' }, ['slug', 'title']);

/** Op 9: authentication-side roles with `title` and `slug`. */
export async function listAuthRoles(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, roleList, input), (rows) =>
    rows.map(({ id, created_at, updated_at, deleted_at, active, title, slug }) => ({
      id,
      created_at,
      updated_at,
      deleted_at,
      active,
      title,
      slug,
    })),
  );
}
