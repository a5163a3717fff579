/**
 * Backups of the embedded database (`pnpm db:backup|db:restore <file>`): the whole PGlite data
 * directory as one gzipped tar by PGlite itself (`dumpDataDir` / `loadDataDir`), each under the
 * directory's lock (dir-lock.ts). PostgreSQL is backed up with pg_dump / pg_restore (README).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { openDb } from './client';
import { LOCK_FILE_NAME, lockDataDir } from './dir-lock';
import { readDbEnv } from './env';

/** A refusal or failure with a one-line message that names the path concerned. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

const fail = (message: string): never => {
  throw new BackupError(message);
};

const FS_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EISDIR: 'it is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  ENOTEMPTY: 'the directory is not empty',
  EEXIST: 'a file of that name is in the way',
};

/** A file-system failure as one line: what was being done, to which path, and why. */
function fsProblem(e: unknown, doing: string, where: string): BackupError {
  const code = (e as NodeJS.ErrnoException).code ?? '';
  return new BackupError(`${doing} ${where}: ${FS_PROBLEMS[code] ?? (e as Error).message}`);
}

const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** Entry names of a tar archive, or null when the bytes are not one (ustar headers, 512-byte blocks). */
export function tarEntries(tar: Uint8Array): string[] | null {
  const buf = Buffer.from(tar.buffer, tar.byteOffset, tar.byteLength);
  const field = (block: Buffer, at: number, len: number) =>
    block.toString('latin1', at, at + len).replace(/\0.*$/s, '');
  const names: string[] = [];
  for (let at = 0; at + 512 <= buf.length;) {
    const header = buf.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return names.length > 0 ? names : null;
    if (field(header, 257, 5) !== 'ustar') return null;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size < 0) return null;
    const prefix = field(header, 345, 155);
    names.push(prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names.length > 0 ? names : null;
}

/** Reads a backup: the tar of a PostgreSQL data directory, gunzipped when it is gzipped. */
export function readBackup(file: string): Buffer {
  let raw: Buffer;
  try {
    raw = fs.readFileSync(file);
  } catch (e) {
    throw fsProblem(e, 'Cannot read the backup', file);
  }
  let tar = raw;
  if (raw[0] === 0x1f && raw[1] === 0x8b) {
    try {
      tar = zlib.gunzipSync(raw);
    } catch {
      fail(`${file} is not a database backup: its gzip data is damaged or cut short`);
    }
  }
  const names = tarEntries(tar);
  if (!names?.some((n) => n.replace(/^\/+/, '') === 'PG_VERSION'))
    fail(
      `${file} is not a database backup made by pnpm db:backup (no PostgreSQL data directory in it)`,
    );
  return tar;
}

export interface BackupOptions {
  /** The PGlite data directory to back up. */
  dataDir: string;
  /** Where the backup goes (a gzipped tar). */
  file: string;
  /** Replace an existing file. */
  force?: boolean;
}

/** Writes a backup of `dataDir` to `file` (atomically: a partial file never takes its name). */
export async function backupDataDir({ dataDir, file, force }: BackupOptions): Promise<number> {
  if (!hasDatabase(dataDir))
    fail(`No PGlite database in ${dataDir} (it has no PG_VERSION): nothing to back up`);
  if (!force && fs.existsSync(file))
    fail(`${file} already exists: give another file name, or --force to replace it`);
  const into = path.dirname(file);
  try {
    if (!fs.statSync(into).isDirectory())
      fail(`Cannot write the backup into ${into}: not a directory`);
    fs.accessSync(into, fs.constants.W_OK);
  } catch (e) {
    throw e instanceof BackupError ? e : fsProblem(e, 'Cannot write the backup into', into);
  }
  // openDb takes the directory's lock: it refuses, naming the holder, while another process has it
  // (a backup of a directory being written would be torn).
  const handle = await openDb({ pgliteDir: dataDir }, { ...readDbEnv(), DATABASE_URL: undefined });
  let bytes: Buffer;
  try {
    const pg = handle.pglite ?? fail('The backup needs the embedded database (PGlite)');
    // Everything on the data files, so the restored copy needs no WAL replay.
    await pg.exec('CHECKPOINT');
    bytes = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await handle.close();
  }
  const partial = `${file}.partial-${process.pid}`;
  try {
    // Password hashes and customers' data: readable by the owner only.
    fs.writeFileSync(partial, bytes, { mode: 0o600 });
    fs.renameSync(partial, file);
  } catch (e) {
    try {
      fs.rmSync(partial, { force: true });
    } catch {
      /* nothing was written */
    }
    throw fsProblem(e, 'Cannot write the backup', file);
  }
  return bytes.length;
}

export interface RestoreOptions {
  /** The backup to restore (made by `backupDataDir`). */
  file: string;
  /** The PGlite data directory to restore into. */
  dataDir: string;
  /** Restore into a non-empty directory: its contents are moved aside first, never deleted. */
  force?: boolean;
}

export interface RestoreResult {
  /** Where the directory's previous contents were moved (`--force` on a non-empty directory). */
  asideDir?: string;
}

/** Opens the loaded copy once (PostgreSQL starts on it) and counts its tables. */
async function loadInto(dir: string, tar: Buffer): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob([new Uint8Array(tar)]),
    extensions: { btree_gist, pg_trgm },
  });
  try {
    await pg.query('select count(*) from pg_class');
  } finally {
    await pg.close();
  }
}

const contentsOf = (dir: string) => fs.readdirSync(dir).filter((n) => n !== LOCK_FILE_NAME);

/**
 * Restores `file` into `dataDir`. The backup is loaded into a fresh directory beside it and opened
 * once; only then, under the target's lock, are the files moved in. A damaged backup so leaves the
 * target as it was.
 */
export async function restoreDataDir({
  file,
  dataDir,
  force,
}: RestoreOptions): Promise<RestoreResult> {
  const tar = readBackup(file);
  const parent = path.dirname(dataDir);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    fs.accessSync(parent, fs.constants.W_OK);
  } catch (e) {
    throw fsProblem(e, 'Cannot restore into', dataDir);
  }
  const lock = lockDataDir(dataDir); // a running app would overwrite what a restore writes
  try {
    if (!force && contentsOf(dataDir).length > 0)
      fail(
        `${dataDir} is not empty: restore into a new directory (PGLITE_DIR), or --force to move its contents aside`,
      );
    const stage = fs.mkdtempSync(path.join(parent, `.${path.basename(dataDir)}.restoring-`));
    try {
      try {
        await loadInto(stage, tar);
      } catch (e) {
        fail(`${file} could not be opened as a database: ${(e as Error).message}`);
      }
      // The lock file the backup was taken under came with the files.
      fs.rmSync(path.join(stage, LOCK_FILE_NAME), { force: true });
      const result: RestoreResult = {};
      const previous = contentsOf(dataDir);
      if (previous.length > 0) {
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        result.asideDir = `${dataDir}.before-restore-${stamp}`;
        fs.mkdirSync(result.asideDir);
        // Paths chosen at run time: the ignore comments keep Turbopack from tracing the project.
        for (const n of previous)
          fs.renameSync(
            path.join(/*turbopackIgnore: true*/ dataDir, n),
            path.join(/*turbopackIgnore: true*/ result.asideDir, n),
          );
      }
      for (const n of fs.readdirSync(stage))
        fs.renameSync(path.join(stage, n), path.join(dataDir, n));
      return result;
    } finally {
      fs.rmSync(stage, { recursive: true, force: true });
    }
  } finally {
    lock.release();
  }
}
