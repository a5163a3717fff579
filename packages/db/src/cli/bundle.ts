/**
 * `node db.mjs backup|restore <file> [--force]` in the deployable bundle (`pnpm bundle`), where
 * there is no pnpm and no tsx: this file is bundled into dist/db.mjs (scripts/build-cli.mjs) and
 * the bundle's db.mjs launcher runs it. The same commands as `pnpm db:backup` / `pnpm db:restore`:
 * PGLITE_DIR as the server resolves it (default .data/pglite in the bundle's folder), a relative
 * file from where the command was typed.
 */
import { runBackupCommand } from '../backup-command';
import { runScript } from './db';

const [kind, ...args] = process.argv.slice(2);

runScript(async () => {
  if (kind !== 'backup' && kind !== 'restore') {
    console.error(
      'Usage: node db.mjs backup <file> [--force] | node db.mjs restore <file> [--force]',
    );
    return 2;
  }
  return runBackupCommand(kind, args, {
    cwd: process.cwd(),
    env: process.env,
    out: (text) => console.info(text),
    err: (text) => console.error(text),
    command: `node db.mjs ${kind}`,
  });
});
