/**
 * A private PostgreSQL cluster for fault tests: made with `initdb` in a temporary directory,
 * started and stopped with `pg_ctl` on a free port, removed at the end.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface PgCluster {
  url: string;
  port: number;
  start: () => void;
  /** `fast`: clients are disconnected, as in a restart; `immediate`: as after a crash. */
  stop: (mode?: 'fast' | 'immediate') => void;
  remove: () => void;
}

/** The directory of initdb / pg_ctl: PG_BINDIR, else the newest /usr/lib/postgresql/<n>/bin. */
export function findPgBinDir(): string {
  const candidates = process.env.PG_BINDIR
    ? [process.env.PG_BINDIR]
    : fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  // A fault test must fail without the binaries, never skip.
  if (!found)
    throw new Error(
      'The database fault test needs the PostgreSQL server binaries (initdb, pg_ctl): install ' +
        'postgresql (Debian: apt-get install postgresql, found in /usr/lib/postgresql/<n>/bin) ' +
        'or set PG_BINDIR to the directory that holds them.',
    );
  return found;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;

/** Creates the cluster (not yet started). */
export async function createPgCluster(): Promise<PgCluster> {
  const bin = findPgBinDir();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-fault-'));
  const data = path.join(root, 'data');
  const run = (tool: string, args: string[]) => {
    const command = [path.join(bin, tool), ...args];
    // initdb refuses to run as root: as root every command runs as `postgres`.
    const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    execFileSync(file ?? tool, rest, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
  };
  if (asRoot) execFileSync('chown', ['postgres', root]);
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const log = path.join(root, 'server.log');
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
