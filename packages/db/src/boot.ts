import { count } from 'drizzle-orm';
import { openDb, type DbHandle, type OpenDbOptions } from './client';
import { readDbEnv } from './env';
import { migrate } from './migrate';
import { users } from './schema';
import { seedDemo } from './seed';

/**
 * Opens the configured database, applies migrations and loads the demo data when the database is
 * empty (or SEED_DEMO=true). What the app and the scripts call on start.
 */
export async function bootDatabase(options: OpenDbOptions = {}): Promise<DbHandle> {
  const env = readDbEnv();
  const handle = await openDb(options, env);
  await migrate(handle);
  const [row] = await handle.db.select({ n: count() }).from(users);
  if (env.SEED_DEMO || (row?.n ?? 0) === 0) await seedDemo(handle.db);
  return handle;
}
