/**
 * `node db.mjs backup|restore <file> [--force]` in the deployable bundle (no pnpm, no tsx there),
 * bundled into dist/db.mjs by scripts/build-cli.mjs: `pnpm db:backup` / `db:restore`'s commands,
 * PGLITE_DIR as the server resolves it, a relative file from where the command was typed.
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
