// Shared helpers for the benchmarks: starting the built app, timing requests, percentiles.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The checkout whose built app is started (BENCH_APP_ROOT: another one, to compare builds). */
const appRoot = path.resolve(process.env.BENCH_APP_ROOT ?? root);
const webDir = path.join(appRoot, 'apps/web');
const serverEntry = path.join(webDir, 'dist/server.mjs');
/**
 * dist/server.mjs names the files it imports by paths relative to itself (tooling/esbuild), so a
 * build turbo replays from another checkout's cache (same inputs) runs this checkout's files.
 */
const built = () =>
  fs.existsSync(path.join(webDir, '.next/BUILD_ID')) &&
  fs.existsSync(serverEntry) &&
  fs.existsSync(path.join(appRoot, 'packages/pdf/dist/worker.mjs'));

/**
 * How `pnpm start` runs the server, read from apps/web's start script
 * (`VAR=value … node --flag … dist/server.mjs`): its environment and its node flags.
 */
export function startScript() {
  const pkg = JSON.parse(fs.readFileSync(path.join(webDir, 'package.json'), 'utf8'));
  const words = pkg.scripts.start.split(/\s+/).filter(Boolean);
  const env = {};
  let i = 0;
  for (; i < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[i]); i++) {
    const eq = words[i].indexOf('=');
    env[words[i].slice(0, eq)] = words[i].slice(eq + 1);
  }
  if (words[i] !== 'node') throw new Error(`unexpected start script: ${pkg.scripts.start}`);
  const flags = [];
  for (i++; i < words.length && words[i].startsWith('--'); i++) flags.push(words[i]);
  // BENCH_NODE_FLAGS: more flags for an A/B of the server's flags without editing the script.
  flags.push(...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean));
  return { env, flags };
}

/** Throws when the app has not been built. */
export function ensureBuilt() {
  if (!built()) {
    throw new Error('Build the app first: pnpm build (or pnpm start once)');
  }
}

const BUILD = ['pnpm', 'exec', 'turbo', 'run', 'build', '--filter=@app/web'];

/**
 * Builds apps/web (of BENCH_APP_ROOT's checkout) and the packages it depends on when a build is
 * missing (~50 s). When another `next build` is already running (someone else's), waits up to `waitMs`
 * for its BUILD_ID instead.
 */
export async function buildIfMissing(waitMs = 240_000) {
  if (built()) return;
  console.info(`${appRoot}/apps/web is not built: ${BUILD.join(' ')}`);
  // As `pnpm start` builds: the packages the app depends on first (@app/pdf's render worker).
  const r = spawnSync(BUILD[0], BUILD.slice(1), { cwd: appRoot, stdio: 'inherit' });
  if (r.status === 0 && built()) return;
  console.info(
    'build did not finish here (another build running?); waiting for apps/web/.next/BUILD_ID',
  );
  const deadline = performance.now() + waitMs;
  while (!built()) {
    if (performance.now() > deadline) throw new Error('apps/web/.next/BUILD_ID did not appear');
    await new Promise((res) => setTimeout(res, 1000));
  }
  await new Promise((res) => setTimeout(res, 2000)); // let the other build finish writing
}

/**
 * Starts the built app as `pnpm start` does (its node flags and environment, see startScript) on
 * a port; resolves when /api/trpc/health answers 200. `collectStderr`: the app's stderr is kept
 * (`stderr.lines`: the first 200 lines, `stderr.last`: the last 20) instead of printed; otherwise
 * it goes to this process's stderr. `onSpawn(child)`: called at once, before the app is ready
 * (to stop it if the caller is stopping).
 */
export async function startApp(port, env, { collectStderr = false, onSpawn } = {}) {
  const started = performance.now();
  const script = startScript();
  const child = spawn(process.execPath, [...script.flags, serverEntry], {
    cwd: webDir,
    env: {
      ...process.env,
      ...script.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      // The baselines were measured on the bare demo seed, without the demo month.
      SEED_DEMO_MONTH: 'false',
      NEXTAUTH_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', collectStderr ? 'pipe' : 'inherit'],
  });
  onSpawn?.(child);
  const stderr = { count: 0, lines: [], last: [] };
  child.stderr?.setEncoding('utf8').on('data', (text) => {
    for (const l of text.split('\n').filter(Boolean)) {
      stderr.count++;
      if (stderr.lines.length < 200) stderr.lines.push(l);
      stderr.last = [...stderr.last.slice(-19), l];
    }
  });
  try {
    await waitReady(child, `http://localhost:${port}/api/trpc/health`);
  } catch (e) {
    if (stderr.count) e.message += `\napp stderr:\n${stderr.last.join('\n')}`;
    // Never left behind: an app that failed to listen (EADDRINUSE) keeps running otherwise.
    child.kill('SIGKILL');
    throw e;
  }
  return { child, ms: performance.now() - started, base: `http://localhost:${port}`, stderr };
}

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitReady(child, url, timeoutMs = 120_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`,
      );
    if (performance.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Stops a process started by startApp (or any `{ child }`); safe to call twice. */
export async function stopApp(app) {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((r) => app.child.once('exit', r));
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MiB (Linux). */
export function rssMiB(pid) {
  return memoryMiB(pid).rss;
}

/** Resident memory of a process in MiB (Linux): all, anonymous (heaps), file-backed (code). */
export function memoryMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, anon: kib('RssAnon') / 1024, file: kib('RssFile') / 1024 };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `fn` `total` times with `concurrency` in flight; returns req/s and latency percentiles (ms). */
export async function load(fn, { total, concurrency }) {
  const times = [];
  let next = 0;
  let failures = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const s = performance.now();
        try {
          await fn(i);
        } catch {
          failures++;
        }
        times.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { rps: total / secs, p50: percentile(times, 50), p99: percentile(times, 99), failures };
}

export const fmt = (n, d = 1) => n.toFixed(d);

/**
 * Closed-loop HTTP load with autocannon (keep-alive, `connections` requests in flight): a warm-up
 * of `warmup` s, then `duration` s measured. `request` is an autocannon request object (method,
 * path, headers, body, setupRequest). Latencies are taken per response with sub-ms precision.
 * Returns req/s (all answers), p50/p99 in ms (all answers), the non-2xx and error counts.
 * `shouldStop()` (optional) ends the measured run early, e.g. when a pool of inputs runs dry.
 * `around(run)` (optional) wraps the measured run, e.g. with cpuShare; its answer is returned as `cpu`.
 */
export async function cannon(
  base,
  request,
  { connections = 32, warmup = 2, duration = 10, shouldStop, around } = {},
) {
  const { default: autocannon } = await import('autocannon');
  const once = (seconds, record) =>
    new Promise((resolve, reject) => {
      const times = [];
      const statuses = {};
      const t0 = performance.now();
      const inst = autocannon(
        { url: base, connections, duration: seconds, requests: [request] },
        (err, result) => {
          if (err) return reject(err);
          resolve({ result, times, statuses, secs: (performance.now() - t0) / 1000 });
        },
      );
      inst.on('response', (_client, status, _bytes, ms) => {
        if (record) times.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (shouldStop?.()) inst.stop();
      });
    });
  if (warmup > 0) await once(warmup, false);
  let cpu;
  const measured = () => once(duration, true);
  const { result, times, statuses, secs } = around
    ? ((cpu = await around(measured)), cpu.result)
    : await measured();
  times.sort((a, b) => a - b);
  const answered = times.length;
  return {
    rps: answered / (result.duration || secs),
    p50: percentile(times, 50) ?? NaN,
    p99: percentile(times, 99) ?? NaN,
    total: answered,
    /** Every answered request's latency (ms), sorted. */
    times,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
    secs: result.duration,
    cpu,
  };
}

const CLK_TCK = 100; // USER_HZ on Linux

/** CPU seconds (user + system) from /proc/<pid>/stat: 10 ms steps. */
function statSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / CLK_TCK; // utime, stime
}
const hasSchedstat = fs.existsSync('/proc/self/schedstat');

/**
 * CPU seconds a process has used so far (Linux), to the nanosecond: the sum of its threads'
 * /proc/<pid>/task/<tid>/schedstat (/proc/<pid>/stat counts in 10 ms steps, too coarse for one
 * call; it is used where schedstat is missing). 0 when the process is gone.
 */
export function cpuSeconds(pid) {
  try {
    if (!hasSchedstat) return statSeconds(pid);
    let ns = 0;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(fs.readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        /* the thread ended meanwhile */
      }
    }
    return ns / 1e9;
  } catch {
    return 0;
  }
}

/** `pid` and all its descendants (Linux). */
export function processTree(pid) {
  const children = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(d));
    } catch {
      /* gone */
    }
  }
  const out = [];
  const walk = (p) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

/** Busy and total CPU seconds of the whole machine, all cores (Linux /proc/stat). */
export function machineCpu() {
  const f = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  const idle = f[3] + f[4]; // idle + iowait
  return { busy: (total - idle) / CLK_TCK, total: total / CLK_TCK };
}

/**
 * Where the CPU went while `fn` ran: seconds used by each named group of pids (pids are listed
 * again at the end, so processes started meanwhile count from zero) and by the whole machine.
 */
export async function cpuShare(groups, fn) {
  const before = new Map();
  for (const pid of Object.values(await groups()).flat()) before.set(pid, cpuSeconds(pid));
  const m0 = machineCpu();
  const result = await fn();
  const m1 = machineCpu();
  const used = {};
  for (const [name, pids] of Object.entries(await groups())) {
    used[name] = pids.reduce((s, pid) => s + cpuSeconds(pid) - (before.get(pid) ?? 0), 0);
  }
  return { result, used, machine: { busy: m1.busy - m0.busy, total: m1.total - m0.total } };
}

/** A TCP port nobody listens on right now (the kernel's choice), for a server of the bench. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * A next-auth session cookie (`name=value; …`) of a demo user, got by signing in with `fetch`;
 * checks that `screen` then answers 200 with it.
 */
export async function signInCookie(
  base,
  screen = '/units',
  login = { login: 'head@demo.test', password: 'demo-password-1' },
) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, ...login, json: 'true' }),
  });
  await res.arrayBuffer();
  const cookie = [...jar, ...res.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
  const page = await fetch(`${base}${screen}`, { headers: { cookie }, redirect: 'manual' });
  await page.arrayBuffer();
  if (page.status !== 200) throw new Error(`${screen}: ${page.status} (not signed in?)`);
  return cookie;
}

/** The flags this machine's Chromium needs (Debian's, run as root, no network of its own). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium through the e2e package's Playwright (browsers cannot be downloaded here). */
export function launchChromium() {
  const require = createRequire(path.join(root, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
