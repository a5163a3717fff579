// Bookings under load on PostgreSQL: bookings.list, bookings.search, bookings.create through the
// built app (`next start`), and a bare node:http + postgres.js baseline serving the same list page.
// A fresh database per run (migrations + demo seed + 10,000 units + 100,000 bookings), dropped at
// the end whatever happens. Run: pnpm bench:bookings  (about 70 s; not part of `pnpm test`).
//
// Environment (all optional):
//   BENCH_PG_URL       PostgreSQL server, default postgres://postgres@127.0.0.1:5432
//   BENCH_POOL_SIZE    DATABASE_POOL_SIZE of the app and the baseline, default 32
//   BENCH_CONNECTIONS  concurrent HTTP connections, default 32
//   BENCH_DURATION / BENCH_WARMUP  seconds per measurement, default 10 / 2
//   BENCH_SQL          SQL run on the database after the bulk load (try an index: see README)
//   BENCH_VARIANTS     comma list of extra servers for the diagnosis:
//                        trpc-node   the app's tRPC handler on bare node:http (no Next.js)
//                        trpc-node-prepared  the same, queries outside transactions as prepared statements
//                        prepared    the baseline with named prepared statements
//   BENCH_KEEP_DB=1    keep the database afterwards
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { BOOKINGS, loadBulk, SEARCH_QUERY, UNITS } from './bookings-data.mjs';
import { explainAll } from './explain.mjs';
import {
  buildIfMissing,
  cannon,
  cpuShare,
  fmt,
  processTree,
  root,
  startApp,
  stopApp,
  waitReady,
} from './lib.mjs';

const server = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
const POOL = process.env.BENCH_POOL_SIZE ?? '32';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const VARIANTS = new Set((process.env.BENCH_VARIANTS ?? '').split(',').filter(Boolean));
// The per-user API limit (600/min) would throttle the load; 10,000,000 is the most the app's env accepts.
const RATE_LIMIT = '10000000';
const dbName = `bench_bookings_${process.pid}`;
const dbUrl = `${server}/${dbName}`;
const admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });

const started = performance.now();
const elapsed = () => `${fmt((performance.now() - started) / 1000, 0)} s`;
const procs = [];
let created = false;

async function cleanup() {
  for (const p of procs) await stopApp(p).catch(() => {});
  if (created && !process.env.BENCH_KEEP_DB) {
    await admin
      .unsafe(`drop database if exists "${dbName}" with (force)`)
      .catch((e) => console.error(`drop database: ${e.message}`));
  } else if (created) console.info(`kept database ${dbUrl}`);
  await admin.end({ timeout: 2 });
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    console.error(`\n${sig}: cleaning up`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs a command to its end and returns its stdout. */
function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Starts a helper server (node or tsx script) and waits until `ready` answers. */
async function startScript(cmd, args, env, ready) {
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const proc = { child };
  procs.push(proc);
  await waitReady(child, ready);
  return proc;
}

async function login(base) {
  const res = await fetch(`${base}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'manager@demo.test', password: 'demo-password-1' }),
  });
  const body = await res.json();
  const token = body.result?.data?.access_token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${token}` };
}

const pad = 36;
/** CPU ms per request (server + postgres + load generator) and the req/s the machine's CPUs allow at that cost. */
function cpuCost(r) {
  if (!r.cpu || !r.total) return undefined;
  const { used } = r.cpu;
  const ms = ((used.server + used.postgres + used.loadgen) * 1000) / r.total;
  return { ms, ceiling: (os.cpus().length * 1000) / ms };
}

function line(name, r) {
  let text =
    `${name.padEnd(pad)} ${fmt(r.rps, 0).padStart(5)} req/s   p50 ${fmt(r.p50).padStart(6)} ms   p99 ${fmt(r.p99).padStart(6)} ms   ` +
    `non-2xx ${r.non2xx}${r.errors ? `   errors ${r.errors}` : ''}`;
  const cost = cpuCost(r);
  if (cost) {
    const per = (s) => fmt((s * 1000) / r.total, 2);
    const { used, machine } = r.cpu;
    const others = Math.max(0, machine.busy - used.server - used.postgres - used.loadgen);
    text +=
      `\n${''.padEnd(pad)} CPU ms/request: server ${per(used.server)}, postgres ${per(used.postgres)}, load generator ${per(used.loadgen)}` +
      ` (ceiling ${fmt(cost.ceiling, 0)} req/s on ${os.cpus().length} CPUs)` +
      ` | machine busy ${fmt((machine.busy / machine.total) * 100, 0)}%, other processes ${fmt((others / machine.total) * 100, 0)}%`;
  }
  return text;
}
const singleLine = (r) =>
  `${''.padEnd(pad)} 1 connection: ${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms`;

async function main() {
  // 1. Database: migrations and demo seed as the app does them, then the bulk data.
  await buildIfMissing();
  await admin.unsafe(`create database "${dbName}"`);
  created = true;
  const users = JSON.parse(
    await run(path.join(root, 'node_modules/.bin/tsx'), ['bench/boot-db.ts'], {
      DATABASE_URL: dbUrl,
    }),
  );
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  try {
    let t = performance.now();
    await loadBulk(sql, users);
    if (process.env.BENCH_SQL) {
      await sql.unsafe(process.env.BENCH_SQL);
      await sql`vacuum analyze bookings`;
      console.info(`BENCH_SQL applied: ${process.env.BENCH_SQL}`);
    }
    const [{ nb, nu }] =
      await sql`select (select count(*)::int from bookings) as nb, (select count(*)::int from units) as nu`;
    console.info(
      `database ${dbName}: ${nu} units, ${nb} bookings (bulk ${UNITS} units + ${BOOKINGS} bookings, vacuum analyze: ` +
        `${fmt((performance.now() - t) / 1000)} s) [${elapsed()}]`,
    );
    const freeUnits = (
      await sql`select id from units where status = 'UNIT_STATUS_AVAILABLE' and code like 'BN-%' order by md5(id::text)`
    ).map((r) => r.id);
    const plans = await explainAll(sql, users);

    const listInput = {
      filter: {
        filters: [{ property: 'responsible', operator: 'EQ', value: [users.manager] }],
        include_expired: false,
      },
      pagination: { page: 1, limit: 20, order_by: 'expiration_date', direction: 'asc' },
    };
    const searchInput = {
      filter: { query: SEARCH_QUERY, include_expired: true },
      pagination: { page: 1, limit: 20, order_by: 'number', direction: 'desc' },
    };
    const listPath = `/api/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify(listInput))}`;
    const searchPath = `/api/trpc/bookings.search?input=${encodeURIComponent(JSON.stringify(searchInput))}`;

    // CPU accounting: the server under test (with its children), this database's backends, this process.
    const groups = (proc) => async () => ({
      server: processTree(proc.child.pid),
      postgres: (
        await sql`select pid from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`
      ).map((r) => r.pid),
      loadgen: [process.pid],
    });
    const loaded = (proc, extra = {}) => ({
      connections: CONNECTIONS,
      duration: DURATION,
      warmup: WARMUP,
      around: (fn) => cpuShare(groups(proc), fn),
      ...extra,
    });
    // Latency without queueing: one connection, right after the loaded run (so already warm).
    const single = { connections: 1, duration: 3, warmup: 0 };
    const results = {};
    const measure = async (key, name, base, proc, request, { alone = false, extra } = {}) => {
      results[key] = await cannon(base, request, loaded(proc, extra));
      console.info(line(name, results[key]));
      if (alone) {
        results[`${key}1`] = await cannon(base, request, single);
        console.info(singleLine(results[`${key}1`]));
      }
    };

    console.info(
      `\nload: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s measured each (autocannon); DATABASE_POOL_SIZE ${POOL}; ` +
        `${os.cpus().length} CPUs, load average before ${os
          .loadavg()
          .map((l) => fmt(l, 2))
          .join(' ')}`,
    );

    // 2. Baseline: node:http + postgres.js, same SQL, same JSON.
    const basePort = 3203;
    const baseUrl = `http://127.0.0.1:${basePort}`;
    const baseEnv = { DATABASE_URL: dbUrl, DATABASE_POOL_SIZE: POOL, PORT: String(basePort) };
    let baseline = await startScript(
      process.execPath,
      ['bench/baseline-server.mjs'],
      baseEnv,
      `${baseUrl}/health`,
    );
    const check = await (await fetch(`${baseUrl}${listPath}`)).json();
    console.info(
      'baseline: bench/baseline-server.mjs (node:http + postgres.js, the list page with the same SQL and JSON)',
    );
    await measure(
      'baseline',
      'baseline list',
      baseUrl,
      baseline,
      { method: 'GET', path: listPath },
      { alone: true },
    );
    await stopApp(baseline);
    if (VARIANTS.has('prepared')) {
      baseline = await startScript(
        process.execPath,
        ['bench/baseline-server.mjs'],
        { ...baseEnv, BASELINE_PREPARE: '1' },
        `${baseUrl}/health`,
      );
      await measure('prepared', 'baseline list, prepared statements', baseUrl, baseline, {
        method: 'GET',
        path: listPath,
      });
      await stopApp(baseline);
    }

    // 3. The app (`next start`), and optionally its tRPC handler without Next.js.
    t = performance.now();
    const appEnv = {
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: POOL,
      API_RATE_LIMIT_PER_MINUTE: RATE_LIMIT,
    };
    // Someone may be rebuilding apps/web meanwhile (.next is shared): wait for the build, retry once.
    await buildIfMissing();
    const app = await startApp(3202, appEnv).catch(async (e) => {
      console.info(`next start failed (${e.message}); waiting for a build and retrying`);
      await new Promise((r) => setTimeout(r, 3000));
      await buildIfMissing();
      return startApp(3202, appEnv);
    });
    procs.push(app);
    const servers = [{ key: '', label: '', base: 'http://127.0.0.1:3202', proc: app }];
    if (VARIANTS.has('trpc-node') || VARIANTS.has('trpc-node-prepared')) {
      const prepared = VARIANTS.has('trpc-node-prepared');
      const port = 3204;
      const proc = await startScript(
        path.join(root, 'node_modules/.bin/tsx'),
        ['bench/trpc-node-server.ts'],
        {
          ...appEnv,
          NODE_ENV: 'production',
          PORT: String(port),
          TRPC_NODE_PREPARE: prepared ? '1' : '0',
        },
        `http://127.0.0.1:${port}/api/trpc/health`,
      );
      servers.push({
        key: 'node_',
        label: prepared ? ', no Next.js, prepared' : ', no Next.js',
        base: `http://127.0.0.1:${port}`,
        proc,
      });
    }
    for (const s of servers) s.auth = await login(s.base);
    const appList = await (
      await fetch(`${servers[0].base}${listPath}`, { headers: servers[0].auth })
    ).json();
    const same =
      JSON.stringify(appList.result.data.items) === JSON.stringify(check.result.data.items);
    console.info(
      `app up in ${fmt((performance.now() - t) / 1000)} s; list total_count ${appList.result.data.pagination.total_count} ` +
        `(baseline ${check.result.data.pagination.total_count}, same items: ${same ? 'yes' : 'NO'}) [${elapsed()}]`,
    );
    const searchCheck = await (
      await fetch(`${servers[0].base}${searchPath}`, { headers: servers[0].auth })
    ).json();
    console.info(
      `list: 20 rows, responsible = manager, live only, by expiration_date; search: "${SEARCH_QUERY}", ` +
        `${searchCheck.result.data.pagination.total_count} hits, by number desc; create: one distinct free unit per request`,
    );

    for (const s of servers) {
      const get = (p) => ({ method: 'GET', path: p, headers: s.auth });
      await measure(`${s.key}list`, `bookings.list${s.label}`, s.base, s.proc, get(listPath), {
        alone: !s.key,
      });
      await measure(
        `${s.key}search`,
        `bookings.search${s.label}`,
        s.base,
        s.proc,
        get(searchPath),
        { alone: !s.key },
      );
    }
    // Creates last: they add live bookings that the list above would count.
    let next = 0;
    const reserve = CONNECTIONS * 2;
    for (const s of servers) {
      const before = next;
      const request = {
        method: 'POST',
        path: '/api/trpc/bookings.create',
        headers: { ...s.auth, 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ unit: freeUnits[next++ % freeUnits.length] }),
        }),
      };
      await measure(`${s.key}create`, `bookings.create${s.label}`, s.base, s.proc, request, {
        extra: { shouldStop: () => next > freeUnits.length - reserve },
      });
      const r = results[`${s.key}create`];
      const statuses = Object.entries(r.statuses)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ');
      console.info(
        `${''.padEnd(pad)} answers ${statuses}; ${next - before} units used of ${freeUnits.length} free (warm-up included)`,
      );
    }
    for (const s of servers) await stopApp(s.proc);

    // 4. Verdict.
    const { baseline: b, list, search, create } = results;
    const ratio = list.rps / b.rps;
    const little = (ms) => fmt((CONNECTIONS * 1000) / ms, 0);
    const ceilingRatio = cpuCost(list).ceiling / cpuCost(b).ceiling;
    console.info(
      `\nlist / baseline throughput: ${fmt(ratio * 100, 0)}% measured, ${fmt(ceilingRatio * 100, 0)}% by CPU cost per request ` +
        `(${fmt(cpuCost(list).ms, 1)} vs ${fmt(cpuCost(b).ms, 1)} ms; the second depends much less on what else runs on the machine)`,
    );
    const targets = [
      [`list >= 50% of baseline throughput: ${fmt(ratio * 100, 0)}%`, ratio >= 0.5],
      [`list p99 < 50 ms: ${fmt(list.p99)} ms`, list.p99 < 50],
      [`create >= 300/s: ${fmt(create.rps, 0)}/s`, create.rps >= 300 && create.non2xx === 0],
      [`search p50 < 20 ms: ${fmt(search.p50)} ms`, search.p50 < 20],
    ];
    for (const [name, ok] of targets) console.info(`${ok ? 'PASS' : 'MISS'}  ${name}`);
    console.info(
      `(closed loop: latency ~ ${CONNECTIONS} connections / throughput; a median under 20 ms needs more than ${little(20)} req/s, ` +
        `a mean under 50 ms more than ${little(50)} req/s)`,
    );

    const busyElsewhere = Object.entries(results)
      .filter(([, r]) => r.cpu)
      .map(([k, r]) => {
        const { used, machine } = r.cpu;
        return [k, (machine.busy - used.server - used.postgres - used.loadgen) / machine.total];
      })
      .filter(([, share]) => share > 0.1);
    if (busyElsewhere.length) {
      const during = busyElsewhere.map(([k, share]) => `${k} ${fmt(share * 100, 0)}%`).join(', ');
      console.info(
        `NOTE: other processes took more than 10% of the machine's CPU during: ${during}; those numbers are low.`,
      );
    }

    for (const [name, text] of plans)
      console.info(`\nEXPLAIN ANALYZE ${name}\n  ${text.join('\n  ')}`);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

let failed = false;
try {
  await main();
} catch (e) {
  failed = true;
  console.error(`bench failed: ${e instanceof Error ? e.stack : e}`);
} finally {
  await cleanup();
  console.info(`\ntotal ${elapsed()}`);
}
process.exitCode = failed ? 1 : 0;
