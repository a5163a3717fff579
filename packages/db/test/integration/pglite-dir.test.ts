/**
 * A PGlite data directory this process cannot use (issue 21, faults) is refused at once with a
 * StartRefused naming the directory, the file and what to do, instead of PGlite's path-less
 * `ErrnoError` after seconds of start-up.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dbPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-dir-'));
fs.chmodSync(root, 0o755);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const asRoot = process.getuid?.() === 0;

/** Opens `dir` in a child process, as `nobody` when run as root (permissions do not bind root). */
function open(dir: string): { opened: boolean; name?: string; message?: string } {
  const command = [
    path.join(dbPackage, 'node_modules/.bin/tsx'),
    'test/fixtures/open-pglite.ts',
    dir,
  ];
  const [file, ...args] = asRoot ? ['runuser', '-u', 'nobody', '--', ...command] : command;
  const out = execFileSync(file ?? 'tsx', args, {
    cwd: dbPackage,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return JSON.parse(out) as { opened: boolean; name?: string; message?: string };
}

describe('a PGlite directory it cannot use', () => {
  it('is refused naming the directory when it cannot be created', () => {
    const dir = path.join(root, 'locked', 'pglite');
    fs.mkdirSync(path.dirname(dir), { mode: 0o555 });
    fs.chmodSync(path.dirname(dir), 0o555);
    const result = open(dir);
    expect(result).toMatchObject({ opened: false, name: 'StartRefused' });
    expect(result.message).toContain(`The PGlite data directory ${dir} cannot be used`);
    expect(result.message).toMatch(/cannot be created \(permission denied\)/);
    expect(result.message).toContain('PGLITE_DIR');
  });

  it('is refused naming the file it cannot write, before PGlite starts', () => {
    const dir = path.join(root, 'foreign');
    fs.mkdirSync(dir, { mode: 0o777 });
    fs.chmodSync(dir, 0o777); // the lock file can be made: only the data is someone else's
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n', { mode: 0o444 });
    const result = open(dir);
    expect(result).toMatchObject({ opened: false, name: 'StartRefused' });
    expect(result.message).toContain(`The PGlite data directory ${dir} cannot be used`);
    expect(result.message).toContain(`First file it cannot use: ${path.join(dir, 'PG_VERSION')}`);
    expect(result.message).toMatch(/chown -R/);
    // Refused before it was opened: no lock left behind.
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });
});
