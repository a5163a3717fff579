/**
 * Test databases: a template migrated and seeded once per run (vitest globalSetup), then a copy per
 * test file, so files run in parallel unseen by each other. PostgreSQL when DATABASE_URL is set
 * (CREATE DATABASE ... TEMPLATE), else PGlite (a data-dir dump loaded into an in-memory instance).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDb, queryLogger, type DbHandle } from './client';
import { readDbEnv } from './env';
import { countInFlight } from './in-flight';
import { migrate } from './migrate';
import { seedDemo } from './seed';

const CLONE_LOCK = 72_015_002;

export type TestTemplate = { kind: 'postgres'; url: string } | { kind: 'pglite'; dumpPath: string };

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, statements: string[]): Promise<void> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const s of statements) await sql.unsafe(s);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function prepareTestTemplate(): Promise<{
  template: TestTemplate;
  cleanup: () => Promise<void>;
}> {
  const env = readDbEnv();
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (env.DATABASE_URL) {
    const name = `tpl_${runId}`;
    await adminQuery(env.DATABASE_URL, [`CREATE DATABASE "${name}"`]);
    const url = withDatabase(env.DATABASE_URL, name);
    const handle = await openDb({ url, poolSize: 1 });
    await migrate(handle);
    await seedDemo(handle.db);
    await handle.close();
    return {
      template: { kind: 'postgres', url },
      cleanup: () =>
        adminQuery(env.DATABASE_URL as string, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]),
    };
  }
  const handle = await openDb({ pgliteDir: 'memory://' });
  await migrate(handle);
  await seedDemo(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(os.tmpdir(), `pglite-template-${runId}.tar`);
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpPath },
    cleanup: async () => fs.rmSync(dumpPath, { force: true }),
  };
}

/** A private copy of the template for one test file; `close()` drops it. */
export async function openTestDb(
  template: TestTemplate,
  poolSize = 10,
  onQuery?: (sql: string) => void,
): Promise<DbHandle> {
  if (template.kind === 'postgres') {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const templateName = new URL(template.url).pathname.slice(1);
    // PostgreSQL refuses to copy a template while any other session is connected to it, so the
    // admin connection goes to the maintenance database and copies are taken one at a time.
    const admin = withDatabase(template.url, 'postgres');
    await adminQuery(admin, [
      `SELECT pg_advisory_lock(${CLONE_LOCK})`,
      `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`,
      `SELECT pg_advisory_unlock(${CLONE_LOCK})`,
    ]);
    const url = withDatabase(template.url, name);
    const handle = await openDb({ url, poolSize, onQuery });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(admin, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const schema = await import('./schema');
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(template.dumpPath)]),
    extensions: { btree_gist, pg_trgm },
  });
  const counted = countInFlight(client, ['query', 'exec', 'transaction'], 1);
  const db = drizzle({ client: counted.client, schema, ...queryLogger(onQuery) });
  return {
    db: db as unknown as DbHandle['db'],
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    activity: counted.activity,
  };
}
