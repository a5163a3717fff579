import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../client';
import { formatReport, ImportFileError, importDirectory, parseImportText } from './index';

export interface ImportCommandIo {
  /** Directory a relative file path is resolved against (where the user ran the command). */
  cwd: string;
  /** Opens the database only once the file is known to be usable. */
  withDb: <T>(use: (db: Db) => Promise<T>) => Promise<T>;
  out: (text: string) => void;
  err: (text: string) => void;
}

const READ_PROBLEMS: Record<string, string> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'it is a directory',
};
const readProblem = (e: unknown) => {
  const code = (e as NodeJS.ErrnoException).code;
  return (code && READ_PROBLEMS[code]) ?? (e as Error).message;
};

export const IMPORT_USAGE =
  'Usage: pnpm db:import <file.json>   (see docs/examples/directory-import.json)';

/**
 * `pnpm db:import <file.json>`: exit code 0 when the file was read (rejected records are reported,
 * not fatal), 1 when it cannot be read or parsed, 2 on wrong usage.
 */
export async function runImportCommand(args: string[], io: ImportCommandIo): Promise<number> {
  const [arg, ...rest] = args.filter((a) => a !== '--');
  if (!arg || rest.length > 0 || arg === '--help' || arg === '-h') {
    io.err(IMPORT_USAGE);
    return 2;
  }
  const file = path.resolve(io.cwd, arg);
  let data: unknown;
  try {
    data = parseImportText(await fs.readFile(file, 'utf8'));
  } catch (e) {
    const reason = e instanceof ImportFileError ? e.message : `cannot read it: ${readProblem(e)}`;
    io.err(`Import of ${file} failed: ${reason}`);
    return 1;
  }
  try {
    const report = await io.withDb((db) => importDirectory(db, data));
    io.out(`Import of ${file}\n${formatReport(report)}`);
    return 0;
  } catch (e) {
    if (!(e instanceof ImportFileError)) throw e;
    io.err(`Import of ${file} failed: ${e.message}`);
    return 1;
  }
}
