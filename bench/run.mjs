// `pnpm bench`: the app's calls under load on PostgreSQL beside a bare baseline
// (bench/baseline-server.mjs), the same reads on PGlite, the grid's cost per refresh; PASS/MISS at
// the end. Drops its own databases, also on failure or Ctrl-C. Method and options: bench/README.md.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { bulkStatements } from './bookings-data.mjs';
import { checkSameReads, checkSameWork } from './checks.mjs';
import { explainAll, explainValidOn } from './explain.mjs';
import { gridCost } from './grid.mjs';
import { buildIfMissing, fmt, processTree } from './lib.mjs';
import { onPglite } from './pglite.mjs';
import { pricingReads, pricingStatements, pricingSubject } from './pricing-data.mjs';
import { callsTable, gridTable, notes, pricingTargets, targets } from './report.mjs';
import { startRecorder } from './sql-recorder.mjs';
import { readCalls, signedIn, undoCreates, userIdOf } from './scenarios.mjs';
import {
  appLogs,
  line,
  measure,
  measureReads,
  startBaseline,
  startTheApp,
  stop,
  stopAll,
} from './servers.mjs';

const env = process.env;
const pgServer = (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const POOL = env.BENCH_POOL_SIZE ?? '32';
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const PGLITE_CONNECTIONS = Number(env.BENCH_PGLITE_CONNECTIONS ?? 8);
const ONLY_PRICING = env.BENCH_ONLY === 'pricing';
const PRICING = ONLY_PRICING || !env.BENCH_SKIP_PRICING;
// One secret for the app and the baseline, so the baseline verifies the app's tokens. The per-user
// API limit (600/min) would throttle the load: 10,000,000 is the most the app accepts.
const appEnv = {
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  PAYMENT_LINK_SECRET: randomBytes(32).toString('base64url'),
  API_RATE_LIMIT_PER_MINUTE: '10000000',
  DATABASE_POOL_SIZE: POOL,
  DATABASE_PREPARE: env.BENCH_PREPARE ?? '',
};
const dbName = `bench_${process.pid}`;
const dbUrl = `${pgServer}/${dbName}`;

const started = performance.now();
const elapsed = () => `${fmt((performance.now() - started) / 1000, 0)} s`;
/** What every measurement shares: its timing, the progress output, the rows of the table. */
const run = {
  warmup: Number(env.BENCH_WARMUP ?? 1),
  duration: Number(env.BENCH_DURATION ?? 5),
  say: (text) => console.info(`${text} [${elapsed()}]`),
  results: [],
  explain: null,
};
const checks = [];

const admin = postgres(`${pgServer}/postgres`, { max: 1, onnotice: () => {} });
let dbCreated = false;
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    await stopAll();
    if (dbCreated && env.BENCH_KEEP_DB) console.info(`kept database ${dbUrl}`);
    else if (dbCreated)
      await admin
        .unsafe(`drop database if exists "${dbName}" with (force)`)
        .catch((e) => console.error(`drop database ${dbName}: ${e.message}`));
    await admin.end({ timeout: 2 });
  })();
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping the servers, removing the databases`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** bookings.create at CONNECTIONS and 1: one distinct free unit per request, each run undone after. */
async function measureCreates(sql, targets, headers, free) {
  for (const connections of [CONNECTIONS, 1]) {
    const row = { db: 'PostgreSQL', call: 'bookings.create', connections };
    for (const [who, target] of targets) {
      let next = 0;
      const request = {
        method: 'POST',
        path: '/api/trpc/bookings.create',
        headers: { ...(await headers()), 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ unit: free[next++ % free.length] }),
        }),
      };
      const since = new Date();
      row[who] = await measure(target, request, connections, {
        warmup: run.warmup,
        duration: run.duration,
        shouldStop: () => next > free.length - 2 * connections,
      });
      run.say(
        `${line(`PostgreSQL bookings.create ${who} @${connections}`, row[who])} (${next} units)`,
      );
      await undoCreates(sql, since);
    }
    run.results.push(row);
  }
}

/** The app and the baseline on `url`, each PostgreSQL backend attributed to its server. */
async function servers(label, url, sql) {
  const backends = (ofBaseline) => async () =>
    (
      await sql`select pid from pg_stat_activity where datname = ${dbName} and application_name <> 'bench'
        and (application_name = 'bench-baseline') = ${ofBaseline}`
    ).map((r) => r.pid);
  const app = await startTheApp(label, { ...appEnv, DATABASE_URL: url });
  const baseline = await startBaseline({ ...appEnv, DATABASE_URL: url });
  return {
    app: Object.assign(app, { backends: backends(false) }),
    baseline: Object.assign(baseline, { backends: backends(true) }),
  };
}

/**
 * The pricing targets (issue 10 item 7): loads 10,000 base prices and 1M condition versions, checks
 * through the recorder that the baseline answers validOn and quote as the app does with the same
 * SQL, then measures both on `targets` (straight to PostgreSQL) as the sales head.
 */
async function onPricing(sql, targets) {
  let t = performance.now();
  for (const statement of pricingStatements()) await sql.unsafe(statement);
  const [n] = await sql`select (select count(*)::int from discount_conditions) as d,
    (select count(*)::int from option_conditions) as o, (select count(*)::int from base_prices) as p`;
  run.say(
    `pricing data: ${n.p} base prices, ${n.d} discount + ${n.o} option condition versions, vacuum analyze in ${fmt((performance.now() - t) / 1000)} s`,
  );
  const subject = await pricingSubject(sql);
  const reads = pricingReads(subject);
  const recorder = await startRecorder(dbUrl);
  try {
    t = performance.now();
    const checked = await servers('PostgreSQL, pricing checks', recorder.url, sql);
    run.say(`pricing checks: app and baseline up in ${fmt((performance.now() - t) / 1000)} s`);
    checks.push(
      ...(await checkSameReads({
        recorder,
        ...checked,
        reads,
        headers: signedIn(checked.app.base, 'head@demo.test'),
        say: run.say,
      })),
    );
    await stop(checked.baseline);
    await stop(checked.app);
  } finally {
    await recorder.close();
  }
  run.explain = await explainValidOn(sql, subject);
  console.info(
    `\nPostgreSQL pricing (${subject.date}, one BN unit): ${CONNECTIONS} and 1 connections, as head@demo.test`,
  );
  await measureReads(run, {
    db: 'PostgreSQL',
    reads,
    targets,
    headers: signedIn(targets[1][1].base, 'head@demo.test'),
    levels: [CONNECTIONS, 1],
  });
}

async function onPostgres() {
  await admin.unsafe(`create database "${dbName}"`);
  dbCreated = true;
  const sql = postgres(dbUrl, {
    max: 1,
    onnotice: () => {},
    connection: { TimeZone: 'UTC', application_name: 'bench' },
  });
  // First through the recorder: the app migrates and seeds, then the checks that the baseline
  // does the app's work; then both again, straight to PostgreSQL, for the measurements.
  const recorder = await startRecorder(dbUrl);
  try {
    let t = performance.now();
    const checked = await servers('PostgreSQL, checks', recorder.url, sql);
    run.say(
      `PostgreSQL ${dbName}: app up (migrations, demo seed) in ${fmt((performance.now() - t) / 1000)} s`,
    );
    t = performance.now();
    for (const statement of bulkStatements()) await sql.unsafe(statement);
    if (env.BENCH_SQL) await sql.unsafe(env.BENCH_SQL).then(() => sql`vacuum analyze`);
    const [n] =
      await sql`select (select count(*)::int from units) as units, (select count(*)::int from bookings) as bookings`;
    run.say(
      `bulk data: ${n.units} units, ${n.bookings} bookings, vacuum analyze in ${fmt((performance.now() - t) / 1000)} s${env.BENCH_SQL ? `; BENCH_SQL: ${env.BENCH_SQL}` : ''}`,
    );
    if (ONLY_PRICING) {
      await stop(checked.baseline);
      await stop(checked.app);
      await recorder.close();
      const { app, baseline } = await servers('PostgreSQL', dbUrl, sql);
      await onPricing(sql, [
        ['baseline', baseline],
        ['app', app],
      ]);
      await stop(baseline);
      await stop(app);
      return null;
    }
    const signIn = signedIn(checked.app.base, 'manager@demo.test');
    // The id from the token, not from users.me: that call's SQL belongs in the checks.
    const me = { id: userIdOf(await signIn()) };
    const reads = readCalls({ manager: me.id });
    const free = (
      await sql`select id from units where status = 'UNIT_STATUS_AVAILABLE' and code like 'BN-%' order by md5(id::text)`
    ).map((r) => r.id);
    checks.push(
      ...(await checkSameWork({
        sql,
        recorder,
        ...checked,
        reads,
        free,
        headers: signIn,
        say: run.say,
      })),
    );
    await stop(checked.baseline);
    await stop(checked.app);
    await recorder.close();

    const { app, baseline } = await servers('PostgreSQL', dbUrl, sql);
    const targets = [
      ['baseline', baseline],
      ['app', app],
    ];
    const manager = signedIn(app.base, 'manager@demo.test');
    console.info(
      `\nPostgreSQL: ${CONNECTIONS} and 1 connections, ${run.warmup} s warm-up + ${run.duration} s each (autocannon); DATABASE_POOL_SIZE ${POOL}`,
    );
    await measureReads(run, {
      db: 'PostgreSQL',
      reads,
      targets,
      headers: manager,
      levels: [CONNECTIONS, 1],
    });

    // The grid before the creates, which change units ("nothing changed" needs a quiet while).
    const [unit] =
      await sql`select id from units where code not like 'BN-%' and status = 'UNIT_STATUS_AVAILABLE' order by code limit 1`;
    const grid = await gridCost({
      base: app.base,
      headers: manager,
      headHeaders: signedIn(app.base, 'head@demo.test'),
      unit: unit.id,
      seconds: Number(env.BENCH_GRID_SECONDS ?? 3),
      pids: async () => ({ server: processTree(app.child.pid), postgres: await app.backends() }),
    });
    run.say(`grid measured${grid.missing ? ` (units.changes: ${grid.missing}: n/a)` : ''}`);
    await measureCreates(sql, targets, manager, free);
    if (PRICING) await onPricing(sql, targets);

    if (env.BENCH_EXPLAIN)
      for (const [name, text] of await explainAll(sql, { manager: me.id }))
        console.info(`\nEXPLAIN ANALYZE ${name}\n  ${text.join('\n  ')}`);
    await stop(baseline);
    await stop(app);
    return grid;
  } finally {
    await recorder.close();
    await sql.end({ timeout: 2 });
  }
}

function report(grid, pglite) {
  console.info(
    `\n## Calls: req/s, p50/p99 ms, CPU ms per call of the Node process and of PostgreSQL's backends (PGlite runs inside Node); base: bench/baseline-server.mjs\n`,
  );
  console.info(callsTable(run.results));
  const n = notes(run.results);
  if (n) console.info(`\n${n}`);
  const differ = checks.filter(([, c]) => !c.same);
  console.info(
    differ.length
      ? `\nthe baseline does the app's work: NO for ${differ.map(([name, c]) => `${name} (${c.diff})`).join('; ')}`
      : `\nthe baseline does the app's work: yes (the same answers, rows written and SQL: ${checks.map(([name]) => name).join(', ')})`,
  );
  if (pglite)
    console.info(
      `PGlite: cold start ${fmt(pglite.ms, 0)} ms; ${fmt(pglite.rss, 0)} MiB RSS after start, ${fmt(pglite.rssAfter, 0)} MiB after the runs`,
    );
  for (const [label, stderr] of appLogs.filter(([, s]) => s.count))
    console.info(
      `app stderr (${label}): ${stderr.count} lines, first: ${stderr.lines[0].slice(0, 300)}`,
    );
  if (run.explain)
    console.info(
      `\nEXPLAIN ANALYZE validOn (discount_conditions, 1 unit, 1 date): GiST discount_conditions_unit_valid ${run.explain.usesGist ? 'used' : 'NOT used'}\n  ${run.explain.lines.join('\n  ')}`,
    );
  if (!grid) {
    console.info(`\n## Targets (ratios within this run)\n`);
    console.info(pricingTargets(run.results, { connections: CONNECTIONS }));
    return;
  }
  console.info(
    `\n## Grid: cost of one refresh (CPU ms of Node and of PostgreSQL; CPU ms/min: one open grid)\n`,
  );
  console.info(gridTable(grid));
  if (grid.missing) console.info(`units.changes: n/a, the app answered ${grid.missing}`);
  console.info(`\n## Targets (ratios within this run)\n`);
  console.info(
    targets(run.results, { connections: CONNECTIONS, pgliteConnections: PGLITE_CONNECTIONS }),
  );
  if (PRICING) console.info(pricingTargets(run.results, { connections: CONNECTIONS }));
}

async function main() {
  await buildIfMissing();
  console.info(
    `pnpm bench: ${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.versions.node}, ` +
      `load average ${os
        .loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
  );
  const grid = await onPostgres();
  const pglite =
    env.BENCH_SKIP_PGLITE || ONLY_PRICING ? null : await onPglite(run, appEnv, PGLITE_CONNECTIONS);
  report(grid, pglite);
}

let failed = false;
try {
  await main();
} catch (e) {
  failed = true;
  console.error(`bench failed: ${e instanceof Error ? e.stack : e}`);
  for (const [label, stderr] of appLogs.filter(([, s]) => s.count))
    console.error(`app stderr (${label}), last lines:\n${stderr.last.join('\n')}`);
} finally {
  await cleanup();
  console.info(`\ntotal ${elapsed()}`);
}
process.exitCode = failed ? 1 : 0;
