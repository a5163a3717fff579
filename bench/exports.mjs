// `pnpm bench:exports` (issue 24): the Excel export of 100,000 bookings on PostgreSQL: time to the
// last byte, RSS growth, `bookings.list` p99 during the export; the file read back with exceljs.
// Method, targets and options: bench/README.md.
import { setTimeout as delay } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { cpuSeconds, fmt, load, percentile, rssMiB } from './lib.mjs';
import { appOnPostgres, machineLine } from './pg-app.mjs';
import { call, signedIn } from './scenarios.mjs';

const env = process.env;
const IDLE_CALLS = Number(env.BENCH_IDLE_CALLS ?? 2000);
const TARGETS = { seconds: 15, rssMiB: 60, p99Ratio: 2 };

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);

const LIST_INPUT = {
  filter: { filters: [], include_expired: false },
  pagination: { page: 1, limit: 20, order_by: 'number', direction: 'desc' },
};

/** `bookings.list` at 4 connections, `total` calls: p50/p99 (ms). */
async function listLoad(base, auth, { total }) {
  const headers = await auth();
  return load(() => listOnce(base, headers), { total, concurrency: 4 });
}

async function listOnce(base, headers) {
  const r = await call(base, 'bookings.list', { input: LIST_INPUT, headers });
  if (r.status !== 200) throw new Error(`bookings.list ${r.status}`);
}

/** `bookings.list` at 4 connections until `done` settles: p50/p99 (ms) of the calls made. */
async function listWhile(base, auth, done) {
  const headers = await auth();
  let over = false;
  void done.then(() => (over = true));
  const times = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!over) {
        const t = performance.now();
        await listOnce(base, headers);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p99: percentile(times, 99), calls: times.length };
}

/** The server's RSS sampled every 50 ms from now: `stop()` gives the RSS before and the peak. */
function rssWatch(app) {
  const before = rssMiB(app.child.pid);
  let peak = before;
  let heap = '';
  const sampler = setInterval(() => {
    const rss = rssMiB(app.child.pid);
    if (rss > peak) {
      peak = rss;
      if (env.BENCH_HEAP) void heapOf(app).then((h) => (heap = h));
    }
  }, 50);
  return {
    stop() {
      clearInterval(sampler);
      if (heap) console.info(`   at the peak: ${heap}`);
      return { before, peak };
    },
  };
}

/**
 * Leaves the server idle until its RSS has not fallen for 3 s (V8's memory reducer collects and
 * shrinks an idle heap), at most 30 s: each measure starts from a settled heap, not from wherever
 * the last phase's garbage left it (the same list load alone grows RSS by 40–70 MiB).
 */
async function settle(app) {
  const until = performance.now() + 30_000;
  let low = rssMiB(app.child.pid);
  let lowAt = performance.now();
  while (performance.now() < until && performance.now() - lowAt < 3000) {
    await delay(250);
    const rss = rssMiB(app.child.pid);
    if (rss < low - 0.5) [low, lowAt] = [rss, performance.now()];
  }
  say(`   server idle: RSS ${fmt(low)} MiB`);
}

/** The export read to its end, while sampling the server's RSS. */
async function exportOnce(app, headers, filterObject = { include_expired: true }) {
  const rss = rssWatch(app);
  const cpu = cpuSeconds(app.child.pid);
  const pg = await app.backends();
  const pgCpu = pg.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const t = performance.now();
  const filter = encodeURIComponent(JSON.stringify(filterObject));
  const res = await fetch(`${app.base}/api/exports/bookings.xlsx?filter=${filter}&lang=ru`, {
    headers,
  });
  if (res.status !== 200) throw new Error(`export ${res.status}: ${await res.text()}`);
  const firstByte = performance.now() - t;
  const chunks = [];
  for await (const chunk of res.body) chunks.push(chunk);
  const seconds = (performance.now() - t) / 1000;
  const { before, peak } = rss.stop();
  const nodeCpu = cpuSeconds(app.child.pid) - cpu;
  const pgUsed = pg.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - pgCpu;
  return { seconds, firstByte, before, peak, nodeCpu, pgUsed, file: Buffer.concat(chunks) };
}

/** The server's heap and external memory (its /metrics, BENCH_HEAP=1). */
async function heapOf(app) {
  const text = await (
    await fetch(`${app.base}/metrics`, {
      headers: { authorization: 'Bearer bench-metrics-token-of-32-characters-x' },
    })
  ).text();
  const mib = (name) =>
    fmt(
      Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20,
    );
  return `heap used ${mib('nodejs_heap_size_used_bytes')} MiB of ${mib('nodejs_heap_size_total_bytes')}, external ${mib('nodejs_external_memory_bytes')} MiB`;
}

const { app, sql, close } = await appOnPostgres('exports', {
  say,
  appEnv: env.BENCH_HEAP ? { METRICS_TOKEN: 'bench-metrics-token-of-32-characters-x' } : {},
});
try {
  await sql`update bookings set deleted_at = now() where unit_data->>'code' not like 'BN-%' and deleted_at is null`;
  // The bulk data's bookings carry no price: give each one, so the money column has figures.
  await sql`update bookings set unit_data = unit_data || jsonb_build_object('base_price', 4000000 + (number % 997) * 12345.67) where deleted_at is null`;
  await sql`vacuum analyze bookings`;
  const [n] = await sql`select count(*)::int as n from bookings where deleted_at is null`;
  say(`bookings to export: ${n.n}`);
  console.info(machineLine());
  const auth = signedIn(app.base, 'head@demo.test');

  await listLoad(app.base, auth, { total: 100 }); // warm-up
  const idle = await listLoad(app.base, auth, { total: IDLE_CALLS });
  say(`bookings.list at rest, 4 connections: p50 ${fmt(idle.p50)} ms, p99 ${fmt(idle.p99)} ms`);

  // A small export first: the server loads exceljs and its zip code once, not during the measure.
  const warm = await exportOnce(app, await auth(), { query: 'Иванов' });
  say(`warm-up export (${fmt(warm.file.length / 1024, 0)} KiB) in ${fmt(warm.seconds, 2)} s`);
  await settle(app);
  const alone = await exportOnce(app, await auth());
  say(
    `export alone: ${fmt(alone.seconds, 2)} s (CPU: server ${fmt(alone.nodeCpu, 1)} s, PostgreSQL ${fmt(alone.pgUsed, 1)} s), server RSS ${fmt(alone.before)} → peak ${fmt(alone.peak)} MiB (+${fmt(alone.peak - alone.before)})`,
  );
  await settle(app);
  const exporting = exportOnce(app, await auth());
  const during = await listWhile(
    app.base,
    auth,
    exporting.catch(() => undefined),
  );
  const ex = await exporting;
  const growth = ex.peak - ex.before;
  const ratio = during.p99 / idle.p99;
  say(
    `export: ${fmt(ex.seconds, 2)} s (first byte ${fmt(ex.firstByte, 0)} ms), ${fmt(ex.file.length / 2 ** 20, 1)} MiB; ` +
      `server RSS ${fmt(ex.before)} → peak ${fmt(ex.peak)} MiB (+${fmt(growth)})`,
  );
  say(
    `bookings.list during the export, 4 connections: ${during.calls} calls, p50 ${fmt(during.p50)} ms, p99 ${fmt(during.p99)} ms ` +
      `(${fmt(ratio, 2)}× at rest)`,
  );

  // The control: the same list load for as long, without an export. What the list's own garbage
  // grows the heap by is not the export's.
  await settle(app);
  const controlWatch = rssWatch(app);
  const control = await listWhile(app.base, auth, delay(ex.seconds * 1000));
  const controlRss = controlWatch.stop();
  say(
    `control, bookings.list alone for ${fmt(ex.seconds, 1)} s: ${control.calls} calls, p99 ${fmt(control.p99)} ms ` +
      `(during the export: ${fmt(during.p99 / control.p99, 2)}× this); ` +
      `server RSS ${fmt(controlRss.before)} → peak ${fmt(controlRss.peak)} MiB (+${fmt(controlRss.peak - controlRss.before)})`,
  );

  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(ex.file);
  const ws = wb.worksheets[0];
  const rows = ws.actualRowCount - 1;
  const row = ws.getRow(2);
  say(
    `file: ${rows} rows; row 2: №${row.getCell(1).value}, price ${row.getCell(3).value} (${row.getCell(3).numFmt}), ` +
      `expires ${row.getCell(10).value instanceof Date ? 'a date' : 'NOT A DATE'}`,
  );
  const checks = [
    [`time < ${TARGETS.seconds} s`, ex.seconds < TARGETS.seconds],
    [
      `RSS growth < ${TARGETS.rssMiB} MB, alone and beside the list`,
      Math.max(growth, alone.peak - alone.before) < TARGETS.rssMiB,
    ],
    [`bookings.list p99 within ${TARGETS.p99Ratio}×`, ratio <= TARGETS.p99Ratio],
    ['100,000 rows in the file', rows === n.n],
  ];
  // One row more than the cap: refused before the file starts.
  await sql`insert into bookings (unit, unit_data, expiration_date, status, active, owner, responsible, created_at, updated_at)
    select unit, unit_data, expiration_date, status, active, owner, responsible, created_at, updated_at
    from bookings where status = 'BOOKING_STATUS_CANCELLED' and deleted_at is null limit 1`;
  const filter = encodeURIComponent(JSON.stringify({ include_expired: true }));
  const over = await fetch(`${app.base}/api/exports/bookings.xlsx?filter=${filter}`, {
    headers: await auth(),
  });
  const code = over.headers.get('content-type')?.includes('json')
    ? (await over.json())?.error?.data?.appCode
    : (await over.arrayBuffer(), 'a file');
  say(`100,001 bookings: ${over.status} ${code}`);
  checks.push([
    '100,001 rows refused (400 EXPORT_TOO_LARGE)',
    over.status === 400 && code === 'EXPORT_TOO_LARGE',
  ]);
  for (const [label, pass] of checks) console.info(`${pass ? 'PASS' : 'MISS'}  ${label}`);
} finally {
  await close();
}
