// `pnpm bench:shutdown` (issue 21): SIGTERM under 32 keep-alive connections of load: errors among
// the requests the server saw (target 0) and the time from the signal to exit. Flags:
// [--lifecycle] [--runs N] [--connections N] [--load-ms N] [--port N]; see bench/README.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildIfMissing, root, startScript } from './lib.mjs';

const args = process.argv.slice(2);
const flag = (name, def) => {
  const i = args.indexOf(name);
  return i === -1 ? def : Number(args[i + 1]);
};
const lifecycle = args.includes('--lifecycle');
const RUNS = flag('--runs', 3);
const CONNECTIONS = flag('--connections', 32);
const LOAD_MS = flag('--load-ms', 3000);
const SHUTDOWN_TIMEOUT_MS = 10_000;
const PORT = flag('--port', 3370);

const productionEnv = {
  APP_ENV: 'production',
  ADMIN_EMAIL: 'owner@example.test',
  ADMIN_PASSWORD: 'a-long-bench-password',
  AUTH_SECRET: 'bench-shutdown-auth-secret-0123456789abcdef',
  PAYMENT_LINK_SECRET: 'bench-shutdown-link-secret-0123456789abcdef',
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  LOG_LEVEL: 'info',
  API_RATE_LIMIT_PER_MINUTE: '10000000',
};

/** Starts the server; resolves with its port once `/readyz` answers 200. */
async function start(dir, port) {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const common = { ...env, ...productionEnv, PGLITE_DIR: path.join(dir, 'db') };
  const child = lifecycle
    ? spawn(process.execPath, ['--import', 'tsx', 'test/lifecycle-server.ts'], {
        cwd: path.join(root, 'packages/api'),
        env: { ...common, LISTEN_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawnApp(common, port);
  const server = { child, port, seen: new Set(), lines: [], exit: null };
  let rest = '';
  const onText = (text) => {
    const parts = (rest + text).split('\n');
    rest = parts.pop();
    for (const line of parts) {
      const id = /"msg":"request"/.test(line) && /"req_id":"(b[\d-]+)"/.exec(line)?.[1];
      if (id) server.seen.add(id);
      else if (!line.startsWith('seen ')) server.lines.push(line);
    }
  };
  child.stdout.setEncoding('utf8').on('data', onText);
  child.stderr.setEncoding('utf8').on('data', onText);
  server.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) =>
      resolve((server.exit = { code, signal, at: performance.now() })),
    ),
  );
  for (;;) {
    if (server.exit) throw new Error(`server exited:\n${server.lines.slice(-20).join('\n')}`);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.status === 200) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function spawnApp(env, port) {
  const script = startScript();
  const webDir = path.join(root, 'apps/web');
  return spawn(process.execPath, [...script.flags, path.join(webDir, 'dist/server.mjs')], {
    cwd: webDir,
    env: {
      ...env,
      ...script.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      NEXTAUTH_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** One request; never rejects. */
function request(agent, port, pathname, id) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, agent, headers: { 'x-request-id': id } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve(
            res.complete
              ? { id, status: res.statusCode, close: res.headers.connection === 'close' }
              : { id, error: 'incomplete' },
          ),
        );
        res.on('error', (e) => resolve({ id, error: e.code ?? e.message }));
      },
    );
    req.on('error', (e) => resolve({ id, error: e.code ?? e.message }));
  });
}

async function run(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-shutdown-'));
  const server = await start(dir, PORT);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const paths = lifecycle
      ? ['/api/trpc/health', '/slow?ms=20', '/livez']
      : ['/api/trpc/health', '/sign-in', '/livez'];
    const outcomes = [];
    let signalledAt = Infinity;
    const worker = async (w) => {
      for (let i = 0; ; i++) {
        const o = await request(agent, server.port, paths[i % paths.length], `b${n}-${w}-${i}`);
        o.afterSignal = performance.now() > signalledAt;
        outcomes.push(o);
        if (server.exit || o.error === 'ECONNREFUSED') return;
      }
    };
    const workers = Array.from({ length: CONNECTIONS }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, LOAD_MS));
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    await Promise.all(workers);
    agent.destroy();

    const byId = new Map(outcomes.map((o) => [o.id, o]));
    const accepted = outcomes.filter((o) => server.seen.has(o.id));
    const acceptedErrors = accepted.filter((o) => o.error || o.status >= 500);
    const unseen = outcomes.filter((o) => !server.seen.has(o.id));
    const count = (list, pred) => list.filter(pred).length;
    const drained = server.lines
      .map((l) => /"duration_ms":(\d+),"cut":(\d+)/.exec(l))
      .find(Boolean);
    return {
      exit: exit.code ?? exit.signal,
      exitMs: Math.round(exit.at - signalledAt),
      drainMs: drained ? Number(drained[1]) : NaN,
      cut: drained ? Number(drained[2]) : NaN,
      sent: outcomes.length,
      accepted: accepted.length,
      acceptedAfterSignal: count(accepted, (o) => o.afterSignal),
      acceptedErrors: acceptedErrors.length,
      acceptedErrorKinds: [...new Set(acceptedErrors.map((o) => o.error ?? o.status))],
      closeAnswers: count(accepted, (o) => o.close),
      resetBeforeServer: count(unseen, (o) => o.error && o.error !== 'ECONNREFUSED'),
      refused: count(unseen, (o) => o.error === 'ECONNREFUSED'),
      seenWithoutClient: [...server.seen].filter((id) => !byId.has(id)).length,
    };
  } finally {
    server.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (!lifecycle) await buildIfMissing();
console.info(
  `shutdown under load: ${lifecycle ? 'lifecycle server (no Next)' : 'built app'}, ` +
    `${CONNECTIONS} keep-alive connections, SIGTERM after ${LOAD_MS} ms, ` +
    `SHUTDOWN_TIMEOUT_MS=${SHUTDOWN_TIMEOUT_MS}, ${RUNS} run(s)`,
);
const results = [];
for (let n = 1; n <= RUNS; n++) {
  const r = await run(n);
  results.push(r);
  console.info(
    `run ${n}: exit ${r.exit} ${r.exitMs} ms after SIGTERM (drain ${r.drainMs} ms, ${r.cut} cut); ` +
      `${r.accepted} accepted (${r.acceptedAfterSignal} answered after the signal, ` +
      `${r.closeAnswers} with Connection: close), errors among accepted: ${r.acceptedErrors}` +
      `${r.acceptedErrors ? ` ${JSON.stringify(r.acceptedErrorKinds)}` : ''}; ` +
      `before reaching the server: ${r.resetBeforeServer} reset, ${r.refused} refused`,
  );
}
const worst = Math.max(...results.map((r) => r.exitMs));
const errors = results.reduce((s, r) => s + r.acceptedErrors, 0);
const allZero = results.every((r) => r.exit === 0);
console.info(
  `errors among accepted requests: ${errors} (target 0) ${errors === 0 ? 'PASS' : 'MISS'}; ` +
    `slowest exit ${worst} ms after SIGTERM, exit code 0 in every run: ${allZero} ` +
    `(target within ${SHUTDOWN_TIMEOUT_MS} ms, code 0) ${allZero && worst < SHUTDOWN_TIMEOUT_MS ? 'PASS' : 'MISS'}`,
);
process.exitCode = errors === 0 && allZero && worst < SHUTDOWN_TIMEOUT_MS ? 0 : 1;
