import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from './client';
import { rowsOf } from './rows';

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

let newest: number | undefined;

/** The newest migration this code ships: its journal time, which drizzle records as `created_at`. */
function newestMigration(): number {
  if (newest === undefined) {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { when: number }[] };
    newest = Math.max(0, ...journal.entries.map((e) => e.when));
  }
  return newest;
}

/**
 * Whether the database has every migration this code ships (readiness, `/readyz`): one indexed
 * read of drizzle's own table, which both migrators write in schema `drizzle`.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const [row] = rowsOf(
    await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
  ) as { last: string | number | null }[];
  return Number(row?.last ?? 0) >= newestMigration();
}
