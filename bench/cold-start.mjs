// `pnpm bench:cold-start`: cold start of the built app on embedded PGlite, as the start script
// starts it, on a new and an existing database: time to the first answer, memory, a few calls.
// Options: bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, fmt, load, memoryMiB, startApp, startScript, stopApp } from './lib.mjs';

const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3201);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const LOGIN = { login: 'head@demo.test', password: 'demo-password-1' };
// Every main screen, as the sales head sees them (the page weight bench's list).
const SCREENS = [
  '/units',
  '/bookings',
  '/bookings/groups',
  '/directory/partners',
  '/pricing',
  '/documents',
  '/users',
  '/profile',
];

ensureBuilt();
// The per-user API limit (600/min) would throttle the load below.
const baseEnv = { DATABASE_URL: '', API_RATE_LIMIT_PER_MINUTE: '1000000' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median RSS (and its parts) over the last 5 s of `seconds` of idleness. */
async function steadyMemory(pid, seconds) {
  await sleep(Math.max(0, seconds - 5) * 1000);
  const samples = [];
  for (let i = 0; i < 10; i++) {
    samples.push(memoryMiB(pid));
    await sleep(500);
  }
  return {
    rss: median(samples.map((s) => s.rss)),
    anon: median(samples.map((s) => s.anon)),
    file: median(samples.map((s) => s.file)),
  };
}

/** Signs in through next-auth and opens every main screen once (server rendering only). */
async function openScreens(base) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.join('; ') },
    body: new URLSearchParams({ csrfToken, ...LOGIN, json: 'true' }),
  });
  const cookie = [...jar, ...signIn.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
  for (const screen of SCREENS) {
    const res = await fetch(`${base}${screen}`, { headers: { cookie }, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${screen}: ${res.status} (signed in?)`);
  }
}

/** One start on `dir`: time to the first answer and memory at each step. */
async function measureStart(dir) {
  const app = await startApp(PORT, { ...baseEnv, PGLITE_DIR: dir });
  try {
    const ready = memoryMiB(app.child.pid);
    const idle = await steadyMemory(app.child.pid, IDLE_S);
    await openScreens(app.base);
    const used = await steadyMemory(app.child.pid, IDLE_S);
    return { ms: app.ms, ready, idle, used };
  } finally {
    await stopApp(app);
  }
}

const { env: scriptEnv, flags } = startScript();
console.info(
  `start script: ${[...Object.entries(scriptEnv).map(([k, v]) => `${k}=${v}`), 'node', ...flags].join(' ')}`,
);
const rows = [];
for (const kind of ['new', 'existing']) {
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
    try {
      // An existing database: booted (migrated and seeded) once by a start that is not measured.
      if (kind === 'existing') await stopApp(await startApp(PORT, { ...baseEnv, PGLITE_DIR: dir }));
      results.push(await measureStart(dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const pick = (f) => median(results.map(f));
  rows.push([
    kind,
    fmt(
      pick((r) => r.ms),
      0,
    ),
    fmt(
      pick((r) => r.ready.rss),
      0,
    ),
    `${fmt(
      pick((r) => r.idle.rss),
      0,
    )} (${fmt(
      pick((r) => r.idle.anon),
      0,
    )} + ${fmt(
      pick((r) => r.idle.file),
      0,
    )})`,
    `${fmt(
      pick((r) => r.used.rss),
      0,
    )} (${fmt(
      pick((r) => r.used.anon),
      0,
    )} + ${fmt(
      pick((r) => r.used.file),
      0,
    )})`,
  ]);
}
console.info(
  `\n| database | first answer ms | RSS then MiB | idle ${IDLE_S} s MiB (anon + file) | screens opened, idle MiB |`,
);
console.info('| -------- | ---: | ---: | ---: | ---: |');
for (const row of rows) console.info(`| ${row.join(' | ')} |`);
if (RUNS > 1) console.info(`(medians of ${RUNS} starts each)`);

// A few authenticated calls on an existing database (BENCH_NO_CALLS=1 skips them).
if (process.env.BENCH_NO_CALLS === '1') process.exit(0);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const app = await startApp(PORT, { ...baseEnv, PGLITE_DIR: dir });
try {
  const post = (p, body) =>
    fetch(`${app.base}/api/trpc/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = await (await post('auth.login', LOGIN)).json();
  const auth = { authorization: `Bearer ${login.result.data.access_token}` };
  const get = async (p, input) => {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetch(`${app.base}/api/trpc/${p}${query}`, { headers: auth });
    if (!res.ok) throw new Error(String(res.status));
    await res.arrayBuffer();
  };
  const page = {
    filter: { filters: [] },
    pagination: { page: 1, limit: 20, order_by: 'id', direction: 'asc' },
  };
  console.info('');
  for (const [name, fn] of [
    ['users.me', () => get('users.me', undefined)],
    ['users.list (20 rows)', () => get('users.list', page)],
    ['directory.employees (20 rows, nested)', () => get('directory.employees', page)],
  ]) {
    await load(fn, { total: 50, concurrency: 4 }); // warm-up
    const r = await load(fn, { total: 500, concurrency: 8 });
    console.info(
      `${name}: ${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms${r.failures ? `, ${r.failures} failures` : ''}`,
    );
  }
  console.info(`memory after load: ${fmt(memoryMiB(app.child.pid).rss, 0)} MiB RSS`);
} finally {
  await stopApp(app);
  fs.rmSync(dir, { recursive: true, force: true });
}
