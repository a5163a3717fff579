import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDb, type DbHandle } from '../../src/client';
import { LOCK_FILE_NAME } from '../../src/dir-lock';
import { readDbEnv } from '../../src/env';
import { setDbNotices } from '../../src/notices';
import { isStartRefused } from '../../src/start-refused';

const dbPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
const lockFile = path.join(dir, LOCK_FILE_NAME);
// PGlite whatever DATABASE_URL the run has: the lock is about the embedded database.
const env = { ...readDbEnv(), DATABASE_URL: undefined, PGLITE_DIR: dir };
const open = () => openDb({ pgliteDir: dir }, env);

const opened: DbHandle[] = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  vi.restoreAllMocks();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A pid that was just in use on this host and no longer is. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 2 ** 22 + 1;
}

describe('the lock on a PGlite data directory', () => {
  it('refuses a second open naming the holder and the way out, and opens again after close', async () => {
    const first = await open();
    const holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as Record<string, unknown>;
    expect(holder).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    expect(Number.isNaN(Date.parse(String(holder.startedAt)))).toBe(false);

    const refused = open();
    await expect(refused).rejects.toThrow(
      `${dir} is in use by process ${process.pid} on ${os.hostname()} since ${String(holder.startedAt)}`,
    );
    await expect(refused).rejects.toThrow(/Stop that process first[\s\S]*delete .*app\.lock/);
    // A refusal the app does not retry: it stops with the message.
    expect(isStartRefused(await refused.catch((e: unknown) => e))).toBe(true);
    // The refused open left the holder's lock alone.
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toEqual(holder);

    await first.close();
    expect(fs.existsSync(lockFile)).toBe(false);
    opened.push(await open());
  });

  it('takes over a lock whose holder is no longer running on this host, with a warning', async () => {
    const pid = deadPid();
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }),
    );
    // Where the server's logger would take it (the default is stderr, for the scripts).
    const warn = vi.fn();
    setDbNotices({ warn });
    const handle = await open();
    opened.push(handle);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`process ${pid}, which is no longer`),
    );
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    const [row] = (await handle.pglite?.query<{ one: number }>('select 1 as one'))?.rows ?? [];
    expect(row?.one).toBe(1);
  });

  it('keeps a lock held from another host (it cannot tell whether that process runs)', async () => {
    const holder = { pid: deadPid(), hostname: 'elsewhere.example', startedAt: '2026-01-01' };
    fs.writeFileSync(lockFile, JSON.stringify(holder));
    await expect(open()).rejects.toThrow(`in use by process ${holder.pid} on elsewhere.example`);
    fs.rmSync(lockFile);
  });

  it('stops pnpm db:migrate while the app holds the directory', async () => {
    opened.push(await open());
    const run = spawnSync('pnpm', ['exec', 'tsx', 'src/cli/migrate.ts'], {
      cwd: dbPackage,
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`is in use by process ${process.pid} on ${os.hostname()}`);
  });
});
