import { inArray } from 'drizzle-orm';
import { users, type Db } from '@app/db';
import { fullName } from '../../lib/dto';

/**
 * Full names of any number of users, keyed by id, in one query: records carry the names of the
 * people they mention (owner, responsible, history author), which every role may see.
 */
export async function fullNames(
  db: Db,
  ids: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      second_name: users.second_name,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, fullName(u)]));
}
