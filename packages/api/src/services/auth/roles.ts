import { roles, type Db } from '@app/db';
import type { FiltersListInput } from '@app/validators';
import { recordFields } from '../../lib/dto';
import { listPage, mapPage, recordList } from '../../lib/list';

const roleList = recordList(roles, { slug: 'string', title: 'string' }, ['slug', 'title']);

/** `auth.roles`: authentication-side roles with `title` and `slug`. */
export async function listAuthRoles(db: Db, input: FiltersListInput) {
  return mapPage(await listPage(db, roleList, input), (rows) =>
    rows.map((r) => ({ ...recordFields(r), title: r.title, slug: r.slug })),
  );
}
