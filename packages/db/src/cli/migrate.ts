/** `pnpm db:migrate`: applies the committed migrations to the configured database. */
import { readDbEnv } from '../env';
import { describeTarget, openMigrated, runScript } from './db';

runScript(async () => {
  const handle = await openMigrated();
  try {
    console.info(`Migrations applied to ${describeTarget(handle, readDbEnv().PGLITE_DIR)}`);
  } finally {
    await handle.close();
  }
});
