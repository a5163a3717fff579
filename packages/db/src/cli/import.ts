/**
 * `pnpm db:import <file.json>` from the repository root. pnpm runs package scripts in the package's
 * directory, so a relative path is resolved against INIT_CWD, the directory the command was typed in.
 */
import { runImportCommand } from '../import/command';
import { openMigrated, runScript } from './db';

runScript(() =>
  runImportCommand(process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    withDb: async (use) => {
      const handle = await openMigrated();
      try {
        return await use(handle.db);
      } finally {
        await handle.close();
      }
    },
    out: (text) => console.info(text),
    err: (text) => console.error(text),
  }),
);
