/** `pnpm db:restore <file> [--force]`: a backup made by db:backup into PGLITE_DIR. */
import { runBackupCommand } from '../backup-command';
import { runScript } from './db';

runScript(() =>
  runBackupCommand('restore', process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    env: process.env,
    out: (text) => console.info(text),
    err: (text) => console.error(text),
  }),
);
