import { openDb, type DbHandle } from '../client';
import { migrate } from '../migrate';

/** Opens the configured database (DATABASE_URL or PGLITE_DIR) and applies the migrations. */
export async function openMigrated(): Promise<DbHandle> {
  const handle = await openDb();
  await migrate(handle);
  return handle;
}

/** Describes the target without its password, for the scripts' output. */
export function describeTarget(handle: DbHandle, pgliteDir: string): string {
  if (handle.kind === 'pglite') return `PGlite at ${pgliteDir}`;
  const url = new URL(handle.url ?? 'postgres://unknown');
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** Runs a script's body and turns an unexpected failure into a message and exit code 1. */
export function runScript(main: () => Promise<number | void>): void {
  main().then(
    (code) => {
      process.exitCode = code ?? 0;
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exitCode = 1;
    },
  );
}
