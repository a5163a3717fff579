/** `pnpm db:backup <file> [--force]`: the PGlite data directory (PGLITE_DIR) into a gzipped tar. */
import { runBackupCommand } from '../backup-command';
import { runScript } from './db';

runScript(() =>
  runBackupCommand('backup', process.argv.slice(2), {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    env: process.env,
    out: (text) => console.info(text),
    err: (text) => console.error(text),
  }),
);
