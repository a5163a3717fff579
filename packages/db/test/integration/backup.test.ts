/**
 * `pnpm db:backup` / `pnpm db:restore` on their own: the refusals (a held directory, a non-empty
 * target, not a backup, DATABASE_URL) and `--force` keeping the old directory aside. The app data's
 * round trip: packages/api/test/integration/backup/round-trip.test.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir } from '../../src/backup';
import { runBackupCommand } from '../../src/backup-command';
import { openDb, type DbHandle } from '../../src/client';
import { LOCK_FILE_NAME } from '../../src/dir-lock';
import { readDbEnv } from '../../src/env';

const dbPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-backup-'));
const source = path.join(root, 'source');
const pglite = { ...readDbEnv(), DATABASE_URL: undefined };
const open = (dir: string) => openDb({ pgliteDir: dir }, pglite);
/** The backup of `source` the tests restore. */
const file = path.join(root, 'one.tgz');

async function rowsOf(dir: string): Promise<string[]> {
  const handle = await open(dir);
  try {
    const res = await handle.pglite?.query<{ note: string }>('select note from t order by id');
    return res?.rows.map((r) => r.note) ?? [];
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  const handle = await open(source);
  await handle.pglite?.exec(
    `create table t (id serial primary key, note text); insert into t (note) values ('one'), ('два')`,
  );
  await handle.close();
  expect(await backupDataDir({ dataDir: source, file })).toBe(fs.statSync(file).size);
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('db:backup and db:restore', () => {
  it('refuses to back up a directory another process holds, naming the holder', async () => {
    const holder: DbHandle = await open(source);
    try {
      const file = path.join(root, 'held.tgz');
      await expect(backupDataDir({ dataDir: source, file })).rejects.toThrow(
        `${source} is in use by process ${process.pid}`,
      );
      expect(fs.existsSync(file)).toBe(false);
      // The command's own process: the lock file names this test's process, which is running.
      const run = spawnSync('pnpm', ['exec', 'tsx', 'src/cli/backup.ts', file], {
        cwd: dbPackage,
        env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: source },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(
        `db:backup: The PGlite data directory ${source} is in use by process ${process.pid} ` +
          `on ${os.hostname()} since ${JSON.parse(fs.readFileSync(path.join(source, LOCK_FILE_NAME), 'utf8')).startedAt}.`,
      );
      expect(fs.existsSync(file)).toBe(false);
    } finally {
      await holder.close();
    }
  });

  it('backs up, restores into a new directory, and refuses a non-empty one unless --force, which keeps the old aside', async () => {
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    await expect(backupDataDir({ dataDir: source, file })).rejects.toThrow(
      `${file} already exists`,
    );

    const target = path.join(root, 'target');
    expect(await restoreDataDir({ file, dataDir: target })).toEqual({});
    expect(fs.existsSync(path.join(target, LOCK_FILE_NAME))).toBe(false);
    expect(await rowsOf(target)).toEqual(['one', 'два']);

    // Changed after the backup: a refused restore leaves it as it is, a forced one puts it aside.
    const handle = await open(target);
    await handle.pglite?.exec(`insert into t (note) values ('after')`);
    await handle.close();
    await expect(restoreDataDir({ file, dataDir: target })).rejects.toThrow(
      `${target} is not empty`,
    );
    expect(await rowsOf(target)).toEqual(['one', 'два', 'after']);
    const { asideDir } = await restoreDataDir({ file, dataDir: target, force: true });
    expect(asideDir).toMatch(new RegExp(`^${target}\\.before-restore-`));
    expect(await rowsOf(target)).toEqual(['one', 'два']);
    expect(await rowsOf(asideDir as string)).toEqual(['one', 'два', 'after']);
  });

  it('refuses to restore while the target is held, and leaves it alone', async () => {
    const target = path.join(root, 'held-target');
    const holder = await open(target);
    try {
      await expect(restoreDataDir({ file, dataDir: target, force: true })).rejects.toThrow(
        `${target} is in use by process ${process.pid}`,
      );
    } finally {
      await holder.close();
    }
    expect(fs.readdirSync(root).filter((n) => n.startsWith('held-target.'))).toEqual([]);
  });

  it('says in one line what is wrong with the file, the usage or the configuration', async () => {
    const lines: string[] = [];
    const io = (env: NodeJS.ProcessEnv = { PGLITE_DIR: path.join(root, 'never') }) => ({
      cwd: root,
      env,
      out: (s: string) => lines.push(s),
      err: (s: string) => lines.push(s),
    });
    fs.writeFileSync(path.join(root, 'text.tgz'), 'not a backup');
    fs.writeFileSync(path.join(root, 'cut.tgz'), fs.readFileSync(file).subarray(0, 5000));
    expect(await runBackupCommand('restore', ['missing.tgz'], io())).toBe(1);
    expect(await runBackupCommand('restore', ['text.tgz'], io())).toBe(1);
    expect(await runBackupCommand('restore', ['cut.tgz'], io())).toBe(1);
    expect(await runBackupCommand('restore', ['--', 'a', 'b'], io())).toBe(2);
    const postgres = io({ DATABASE_URL: 'postgres://u@h/db' });
    expect(await runBackupCommand('backup', ['x.tgz'], postgres)).toBe(1);
    expect(await runBackupCommand('restore', ['x.tgz'], postgres)).toBe(1);
    expect(await runBackupCommand('backup', ['x.tgz'], io())).toBe(1);
    expect(lines).toEqual([
      `db:restore: Cannot read the backup ${root}/missing.tgz: no such file or directory`,
      `db:restore: ${root}/text.tgz is not a database backup made by pnpm db:backup (no PostgreSQL data directory in it)`,
      `db:restore: ${root}/cut.tgz is not a database backup: its gzip data is damaged or cut short`,
      'Usage: pnpm db:restore <file> [--force]   (--force moves a non-empty PGLITE_DIR aside first)',
      expect.stringMatching(/^DATABASE_URL is set.*Use pg_dump -Fc "\$DATABASE_URL" -f <file>/),
      expect.stringMatching(/^DATABASE_URL is set.*Use pg_restore .* -d "\$DATABASE_URL" <file>/),
      `db:backup: No PGlite database in ${root}/never (it has no PG_VERSION): nothing to back up`,
    ]);
    // Nothing was created for the refused restores.
    expect(fs.existsSync(path.join(root, 'never'))).toBe(false);
  });

  it('names the path it cannot write (a path through a file: unwritable even for root)', async () => {
    const aFile = path.join(root, 'a-file');
    fs.writeFileSync(aFile, '');
    await expect(restoreDataDir({ file, dataDir: path.join(aFile, 'db') })).rejects.toThrow(
      `Cannot restore into ${aFile}/db: a part of the path is not a directory`,
    );
    await expect(
      backupDataDir({ dataDir: source, file: path.join(aFile, 'x.tgz') }),
    ).rejects.toThrow(`Cannot write the backup into ${aFile}: not a directory`);
  });
});
