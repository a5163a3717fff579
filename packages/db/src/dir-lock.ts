/**
 * One process per PGlite data directory. PGlite has no server of its own: two processes opening one
 * directory both start and then overwrite each other's pages, losing acknowledged writes. So the
 * directory carries a lock file, created atomically (O_CREAT | O_EXCL), naming its holder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartRefused } from './start-refused';
import { dbNotices } from './notices';

export const LOCK_FILE_NAME = 'app.lock';

/** Who holds the directory, as written into the lock file. */
export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

export interface DirLock {
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release: () => void;
}

/** A lock file nobody finished writing (its holder died between creating and writing it). */
const HALF_WRITTEN_GRACE_MS = 5_000;

function parseHolder(text: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, hostname, startedAt } = value as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof hostname !== 'string' || typeof startedAt !== 'string')
      return null;
    return { pid, hostname, startedAt };
  } catch {
    return null;
  }
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Is a process with this pid running on this host? (EPERM: it is, under another user.) */
function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Why the holder no longer holds the lock, or null while it may still be running. */
function staleReason(file: string, holder: LockHolder | null): string | null {
  if (!holder) {
    const age = Date.now() - fs.statSync(file).mtimeMs;
    return age > HALF_WRITTEN_GRACE_MS ? 'an unreadable lock file' : null;
  }
  // A process on another host (a shared volume) cannot be checked from here: it holds the lock.
  if (holder.hostname !== os.hostname()) return null;
  return pidAlive(holder.pid) ? null : `process ${holder.pid}, which is no longer running`;
}

function heldMessage(dir: string, file: string, holder: LockHolder | null): string {
  const who = holder
    ? `process ${holder.pid} on ${holder.hostname} since ${holder.startedAt}`
    : 'another process (its lock file is being written)';
  return [
    `The PGlite data directory ${dir} is in use by ${who}.`,
    'One PGlite directory is opened by one process at a time; a second one would lose writes.',
    'Stop that process first (the app, or a db:* script: migrate, seed, import, backup, restore),',
    'give this one its own PGLITE_DIR, or use PostgreSQL (DATABASE_URL) to run several instances.',
    `If that process is certainly gone, delete ${file}.`,
  ].join('\n');
}

/**
 * Takes the lock on `dir`, or throws naming the holder. A lock left by a process that is no longer
 * running on this host is taken over with a warning. The lock is released by `release()` and, as a
 * backstop, when this process exits.
 */
export function lockDataDir(
  dir: string,
  warn: (message: string) => void = (m) => dbNotices().warn(m),
): DirLock {
  const file = path.join(dir, LOCK_FILE_NAME);
  const mine: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(mine);
  // Twice at most: once as found, once more after taking over a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      try {
        fs.writeSync(fd, content);
      } finally {
        fs.closeSync(fd);
      }
      return holdUntilReleased(file, content);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const seen = readIfExists(file);
    if (seen === null) continue; // released meanwhile: try again
    const holder = parseHolder(seen);
    const reason = staleReason(file, holder);
    if (!reason) throw new StartRefused(heldMessage(dir, file, holder));
    // Remove only the lock we judged stale: another process may have replaced it meanwhile.
    if (readIfExists(file) === seen) fs.rmSync(file, { force: true });
    warn(`[db] taking over the lock on ${dir} left by ${reason} (${file})`);
  }
  throw new StartRefused(heldMessage(dir, file, parseHolder(readIfExists(file) ?? '')));
}

function holdUntilReleased(file: string, content: string): DirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readIfExists(file) === content) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}
