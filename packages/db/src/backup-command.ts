/**
 * `pnpm db:backup|db:restore <file> [--force]` from the repository root: a relative file resolved
 * against INIT_CWD (where the command was typed), the data directory PGLITE_DIR; exit 0 done, 1
 * refused or failed (one line why), 2 wrong usage. The bundle runs it through cli/bundle.ts.
 */
import path from 'node:path';
import { backupDataDir, restoreDataDir } from './backup';
import { readDbEnv } from './env';

export interface BackupCommandIo {
  /** Directory a relative file path is resolved against. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
  /** How the command was typed, for its usage line (default `pnpm db:backup` / `pnpm db:restore`). */
  command?: string;
}

const FORCE = {
  backup: '--force replaces an existing file',
  restore: '--force moves a non-empty PGLITE_DIR aside first',
};

const POSTGRES = {
  backup: 'pg_dump -Fc "$DATABASE_URL" -f <file>',
  restore: 'pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" <file>',
};

export async function runBackupCommand(
  kind: 'backup' | 'restore',
  args: string[],
  io: BackupCommandIo,
): Promise<number> {
  const rest = args.filter((a) => a !== '--');
  const force = rest.includes('--force');
  const positional = rest.filter((a) => a !== '--force');
  const [arg] = positional;
  if (!arg || positional.length > 1 || arg.startsWith('-')) {
    io.err(`Usage: ${io.command ?? `pnpm db:${kind}`} <file> [--force]   (${FORCE[kind]})`);
    return 2;
  }
  if (io.env.DATABASE_URL) {
    io.err(
      `DATABASE_URL is set, so the database is PostgreSQL: db:${kind} is for the embedded one. ` +
        `Use ${POSTGRES[kind]} (README, Backups).`,
    );
    return 1;
  }
  const file = path.resolve(io.cwd, arg);
  const dataDir = readDbEnv(io.env).PGLITE_DIR;
  try {
    if (kind === 'backup') {
      const bytes = await backupDataDir({ dataDir, file, force });
      io.out(`Backed up ${dataDir} to ${file} (${(bytes / 2 ** 20).toFixed(1)} MiB)`);
    } else {
      const { asideDir } = await restoreDataDir({ file, dataDir, force });
      const aside = asideDir ? `; its previous contents are in ${asideDir}` : '';
      io.out(`Restored ${file} into ${dataDir}${aside}`);
    }
    return 0;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // The lock's refusal is several lines (who holds it, what to do): the first says it all here.
    io.err(`db:${kind}: ${message.split('\n')[0]}`);
    return 1;
  }
}
