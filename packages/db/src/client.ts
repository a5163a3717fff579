import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { lockDataDir } from './dir-lock';
import { readDbEnv, type DbEnv } from './env';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services take: a PGlite or postgres.js database, or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (postgres kind only), for tools that need a connection of their own. */
  url?: string;
  /**
   * The embedded instance (pglite kind only). It is one connection: tools that speak SQL themselves
   * (the job queue) share it rather than open the data directory a second time.
   */
  pglite?: PGlite;
  close: () => Promise<void>;
}

export interface OpenDbOptions {
  /** Overrides DATABASE_URL. */
  url?: string;
  /** Overrides PGLITE_DIR; `memory://` opens an in-memory database. */
  pgliteDir?: string;
  poolSize?: number;
}

async function openPglite(dataDir: string): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  // A directory on disk is opened by one process at a time (see dir-lock.ts); memory is private.
  const lock = inMemory ? undefined : lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
    const db = drizzle({ client, schema }) as unknown as Db;
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db, kind: 'pglite', pglite: client, close };
  } catch (e) {
    lock?.release();
    throw e;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DbHandle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    connection: { TimeZone: 'UTC' },
  });
  const db = drizzle({ client, schema }) as unknown as Db;
  return { db, kind: 'postgres', url, close: () => client.end({ timeout: 5 }) };
}

/** The one client factory: PostgreSQL when a URL is configured, embedded PGlite otherwise. */
export async function openDb(
  options: OpenDbOptions = {},
  env: DbEnv = readDbEnv(),
): Promise<DbHandle> {
  const url = options.url ?? env.DATABASE_URL;
  if (url) return openPostgres(url, options.poolSize ?? env.DATABASE_POOL_SIZE);
  return openPglite(options.pgliteDir ?? env.PGLITE_DIR);
}
