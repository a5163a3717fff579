/**
 * Checks first that the PGlite data directory is this process's to read and write, every file:
 * else PGlite fails seconds into start-up deep in its WebAssembly file system, naming no path
 * (`ErrnoError { errno: 2 }`). A failure is a StartRefused naming the path, the reason, what to do.
 */
import fs from 'node:fs';
import path from 'node:path';
import { StartRefused } from './start-refused';

const who = () => (process.getuid ? `user id ${process.getuid()}` : 'this user');

function cannotUse(dir: string, file: string, reason: string): StartRefused {
  return new StartRefused(
    [
      `The PGlite data directory ${dir} cannot be used: ${reason}.`,
      `This process runs as ${who()}; PGlite needs to read and write every file in the directory.`,
      `Give that user the directory (chown -R <user> ${dir}), run as its owner, or point PGLITE_DIR`,
      'at a directory of its own (the default is .data/pglite at the repository root).',
      file === dir ? '' : `First file it cannot use: ${file}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

const errnoReason = (e: unknown): string => {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EROFS') return 'it is on a read-only file system';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return (e as Error).message;
};

/** Creates `dir` if needed and checks that every file and folder in it is readable and writable. */
export function checkPgliteDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw cannotUse(dir, dir, `it cannot be created (${errnoReason(e)})`);
  }
  const pending = [dir];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const isDir = fs.lstatSync(current).isDirectory();
    try {
      fs.accessSync(
        current,
        fs.constants.R_OK | fs.constants.W_OK | (isDir ? fs.constants.X_OK : 0),
      );
    } catch (e) {
      throw cannotUse(
        dir,
        current,
        `${isDir ? 'a folder' : 'a file'} is not writable (${errnoReason(e)})`,
      );
    }
    if (isDir) for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
  }
}

/** PGlite's own failure to open `dir`, as a StartRefused that names it (waiting will not fix it). */
export function pgliteOpenFailed(dir: string, e: unknown): StartRefused {
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return new StartRefused(
    [
      `PGlite could not open its data directory ${dir} (${what}).`,
      `Check that ${who()} can read and write every file in it, that its disk has space, and that it`,
      'holds a database of this PGlite version (restore a backup, or move it away to start empty).',
    ].join('\n'),
  );
}
