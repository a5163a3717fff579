/**
 * The graceful shutdown (runtime/lifecycle.ts) in a real process with a real signal
 * (test/lifecycle-server.ts): under keep-alive load, SIGTERM drains every request the server saw
 * (no 5xx, no reset), closes the database and exits 0 in time; a second signal exits at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-test-'));
const SHUTDOWN_TIMEOUT_MS = 8000;
/** The server's own embedded database, whatever database the test run uses. */
const { DATABASE_URL: _unused, ...withoutDatabaseUrl } = process.env;

interface Server {
  child: ChildProcess;
  port: number;
  /** The `x-test-id` of every request the server received. */
  seen: Set<string>;
  lines: string[];
  waitFor(pattern: RegExp): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Starts test/lifecycle-server.ts on a free port; resolves once it listens. */
async function startServerProcess(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/lifecycle-server.ts'], {
    cwd: apiDir,
    env: {
      ...withoutDatabaseUrl,
      PGLITE_DIR: path.join(dataDir, 'db'),
      LISTEN_PORT: '0',
      // Production mode: no demo data to seed (a faster first start), no secrets written to .data/.
      APP_ENV: 'production',
      ADMIN_EMAIL: 'owner@example.test',
      ADMIN_PASSWORD: 'a-long-test-password',
      AUTH_SECRET: 'shutdown-test-auth-secret-0123456789abcdef',
      PAYMENT_LINK_SECRET: 'shutdown-test-link-secret-0123456789abcdef',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seen = new Set<string>();
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  let rest = '';
  const onText = (text: string) => {
    const parts = (rest + text).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      if (line.startsWith('seen ')) seen.add(line.slice(5));
      else lines.push(line);
      for (const w of waiters.filter((x) => x.pattern.test(line))) w.resolve();
    }
  };
  child.stdout?.setEncoding('utf8').on('data', onText);
  child.stderr?.setEncoding('utf8').on('data', onText);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some((l) => pattern.test(l))) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(() => reject(new Error(`exited before ${pattern}:\n${lines.join('\n')}`)));
    });
  await waitFor(/^listening \d+/);
  const port = Number(
    /^listening (\d+)/.exec(lines.find((l) => l.startsWith('listening')) ?? '')?.[1],
  );
  return { child, port, seen, lines, waitFor, exited };
}

async function waitReady(port: number): Promise<void> {
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Outcome {
  id: string;
  status?: number;
  close?: boolean;
  body?: string;
  error?: string;
}

/** One request on the agent's kept-alive connections; never rejects. */
function request(agent: http.Agent, port: number, pathname: string, id: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, agent, headers: { 'x-test-id': id } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve(
            res.complete
              ? { id, status: res.statusCode, close: res.headers.connection === 'close', body }
              : { id, error: 'incomplete' },
          ),
        );
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ id, error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ id, error: e.code ?? e.message }));
  });
}

/** What a raw connection receives until the server closes it. */
function readAll(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', () => {});
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

const rawGet = (pathname: string, id: string) =>
  `GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-test-id: ${id}\r\n\r\n`;

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('graceful shutdown (a real process, a real signal)', () => {
  it('under keep-alive load, SIGTERM drains: every request the server saw is answered, then exit 0', async () => {
    const server = await startServerProcess();
    try {
      await waitReady(server.port);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const outcomes: Outcome[] = [];
      let stopped = false;
      const paths = ['/slow?ms=30', '/api/trpc/health', '/livez', '/slow?ms=0'];
      const worker = async (w: number) => {
        for (let n = 0; !stopped; n++) {
          const outcome = await request(
            agent,
            server.port,
            paths[n % paths.length] ?? '/livez',
            `${w}-${n}`,
          );
          outcomes.push(outcome);
          if (outcome.error === 'ECONNREFUSED') return;
        }
      };
      const workers = Array.from({ length: 16 }, (_, w) => worker(w));
      // A request in flight at the signal, on a connection that then asks /readyz.
      const open = await connect(server.port);
      const onOpen = readAll(open);
      open.write(rawGet('/slow?ms=1500', 'long'));
      // The signal comes once the load has run a while, however fast this machine is today.
      while (outcomes.length < 200) await new Promise((resolve) => setTimeout(resolve, 20));

      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await server.waitFor(/shutdown: draining/);
      open.write(rawGet('/readyz', 'readyz-during-drain'));
      const refused = await connect(server.port).then(
        (s) => (s.destroy(), 'connected'),
        (e: NodeJS.ErrnoException) => e.code,
      );
      const exit = await server.exited;
      stopped = true;
      await Promise.all(workers);
      agent.destroy();
      const onOpenText = await onOpen;

      expect(exit.code, server.lines.join('\n')).toBe(0);
      expect(exit.at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
      expect(refused).toBe('ECONNREFUSED');
      expect(server.lines.join('\n')).toMatch(/"cut":0,"msg":"shutdown: connections closed"/);
      // The database closed: PGlite's directory lock is released.
      expect(fs.existsSync(path.join(dataDir, 'db', 'app.lock'))).toBe(false);

      // Every request the server saw got its whole answer, none a 5xx.
      const byId = new Map(outcomes.map((o) => [o.id, o]));
      const seenLoad = [...server.seen].filter((id) => byId.has(id));
      expect(seenLoad.length).toBeGreaterThan(100);
      for (const id of seenLoad) {
        const o = byId.get(id);
        expect(o?.error, id).toBeUndefined();
        expect(o?.status, id).toBeLessThan(500);
        expect(() => JSON.parse(o?.body ?? '') as unknown, id).not.toThrow();
      }
      // A request that failed never reached the server: a connection refused or closed first.
      for (const o of outcomes.filter((x) => x.error)) {
        expect(server.seen.has(o.id), o.id).toBe(false);
        expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up']).toContain(o.error);
      }
      // The load overlapped the drain: answers after the signal said Connection: close.
      expect(outcomes.filter((o) => o.close).length).toBeGreaterThan(0);

      // On the connection already open: the request in flight, then /readyz asked during the drain
      // (pipelined behind it), both answered.
      expect(server.seen.has('long') && server.seen.has('readyz-during-drain')).toBe(true);
      const answers = onOpenText.split(/(?=HTTP\/1\.1 )/);
      expect(answers).toHaveLength(2);
      expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
      expect(answers[0]).toContain('"id":"long"');
      expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
      expect(answers[1]).toContain('{"status":"shutting_down"}');
      // The last answer on the connection closes it; the one with a request behind it could not.
      expect(answers[0]?.toLowerCase()).toContain('connection: keep-alive');
      expect(answers[1]?.toLowerCase()).toContain('connection: close');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('a second signal exits at once, with 128 + the signal number, leaving the drain', async () => {
    const server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '60000' });
    try {
      const open = await connect(server.port);
      const onOpen = readAll(open);
      open.write(rawGet('/slow?ms=60000', 'never-answered'));
      await new Promise<void>((resolve) => {
        const poll = () => (server.seen.has('never-answered') ? resolve() : setTimeout(poll, 20));
        poll();
      });
      server.child.kill('SIGTERM');
      await server.waitFor(/shutdown: draining/);
      server.child.kill('SIGTERM');
      const exit = await server.exited;
      expect(exit.code).toBe(143);
      expect(await onOpen).toBe('');
      expect(server.lines.join('\n')).toContain('shutdown: second signal, exiting now');
      expect(server.lines.join('\n')).not.toContain('shutdown: done');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
