import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../drizzle',
);

/** Arbitrary constant key for the migration advisory lock (several instances may start at once). */
const MIGRATION_LOCK = 72_015_001;

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // PGlite is one connection in one process: nothing to serialise.
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    if (!handle.pglite) throw new Error('pglite handle without its instance');
    await run(drizzle({ client: handle.pglite }), { migrationsFolder });
    return;
  }
  // A dedicated single connection, so the session advisory lock and the migration share it.
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate: run } = await import('drizzle-orm/postgres-js/migrator');
  if (!handle.url) throw new Error('postgres handle without url');
  const client = postgres(handle.url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await run(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.end({ timeout: 5 });
  }
}
