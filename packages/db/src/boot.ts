import { count } from 'drizzle-orm';
import { openDb, type Db, type DbHandle, type OpenDbOptions } from './client';
import { readDbEnv, type DbEnv } from './env';
import { migrate } from './migrate';
import { users } from './schema';
import { seedDemo, seedProduction, type FirstAdmin } from './seed';
import { StartRefused } from './start-refused';

/** The first sales head from the environment, or an error saying what to set. */
function firstAdmin(env: DbEnv): FirstAdmin {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD };
  const missing = (['ADMIN_EMAIL', 'ADMIN_PASSWORD'] as const).filter((name) => !env[name]);
  throw new StartRefused(
    `The database has no users and APP_ENV=production, which never loads the demo accounts: ` +
      `set ${missing.join(' and ')} (the first sales head's e-mail and a password of at least ` +
      `12 characters) and start again.`,
  );
}

/**
 * Development: the demo data when the database is empty (or SEED_DEMO=true). Production: never the
 * demo data; an empty database gets the system data and its first sales head from ADMIN_*.
 */
async function seedOnBoot(db: Db, env: DbEnv): Promise<void> {
  const [row] = await db.select({ n: count() }).from(users);
  const empty = (row?.n ?? 0) === 0;
  if (env.APP_ENV === 'production') {
    if (empty) await seedProduction(db, firstAdmin(env));
    return;
  }
  if (env.SEED_DEMO || empty) await seedDemo(db);
}

/**
 * Opens the configured database, applies migrations and seeds it (see seedOnBoot). What the app
 * and the scripts call on start. A failed boot closes what it opened (and so releases the PGlite
 * directory's lock), so the next attempt starts clean.
 */
export async function bootDatabase(
  options: OpenDbOptions = {},
  env: DbEnv = readDbEnv(),
): Promise<DbHandle> {
  const handle = await openDb(options, env);
  try {
    await migrate(handle);
    await seedOnBoot(handle.db, env);
    return handle;
  } catch (e) {
    await handle.close().catch(() => {});
    throw e;
  }
}
