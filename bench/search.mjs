// `pnpm bench:search` (issue 24): `search.global` and `bookings.search` on PostgreSQL over
// 100,000 and 1,000,000 bookings at 1 and 32 connections, then EXPLAIN of their statements.
// Runs under tsx. Method, target and options: bench/README.md.
import { createRequire } from 'node:module';
import postgres from 'postgres';
import { SEARCH_QUERY } from './bookings-data.mjs';
import { fmt, load, percentile } from './lib.mjs';
import { appOnPostgres, machineLine, pgServer } from './pg-app.mjs';
import { call, signedIn, userIdOf } from './scenarios.mjs';

// drizzle as the app has it (packages/db's dependency, not the root's).
const { drizzle } = await import(
  createRequire(new URL('../packages/db/package.json', import.meta.url)).resolve(
    'drizzle-orm/postgres-js',
  )
);

const env = process.env;
const SIZES = (env.BENCH_SIZES ?? '100000,1000000').split(',').map(Number);
const CALLS = Number(env.BENCH_CALLS ?? 200);
const LOAD_CALLS = Number(env.BENCH_LOAD_CALLS ?? 960);
const TARGET_MS = 20;

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);

/** What people type: values read from the loaded data (a live booking, a history one). */
async function probes(sql) {
  const [live] = await sql`
    select number, crm_deal_id, customer_name, customer_phone from bookings
    where status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and customer_phone is not null
      and crm_deal_id is not null
    order by number desc offset 100 limit 1`;
  const [old] = await sql`
    select customer_name from bookings where customer_name is not null
    order by number offset 5000 limit 1`;
  const p = live.customer_phone;
  return [
    ['live surname', live.customer_name.split(' ')[0]],
    ['booking number', String(live.number)],
    ['CRM deal id', live.crm_deal_id.toLowerCase()],
    ['whole phone', `+7 ${p.slice(2, 5)} ${p.slice(5, 8)}-${p.slice(8, 10)}-${p.slice(10)}`],
    ['phone, last 4', p.slice(-4)],
    ['unit code part', 'BN-3-2-05'],
    ['history surname', SEARCH_QUERY],
    ['full name', old.customer_name],
    ['document number', 'КП-000001'],
  ];
}

const bookingsSearch = (query, include_expired) => ({
  filter: { query, include_expired },
  pagination: { page: 1, limit: 20, order_by: 'number', direction: 'desc' },
});

/** `n` calls one after another; the sorted latencies. */
async function serial(base, auth, name, input, n) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const headers = await auth();
    const t = performance.now();
    const r = await call(base, name, { input, headers });
    ms.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`${name} ${r.status}: ${JSON.stringify(r.body)}`);
  }
  return ms.sort((a, b) => a - b);
}

const line = (label, ms) =>
  `  ${label.padEnd(34)} p50 ${fmt(percentile(ms, 50)).padStart(6)} ms  p99 ${fmt(percentile(ms, 99)).padStart(6)} ms`;

/** EXPLAIN (ANALYZE, BUFFERS) of each statement `run(db)` sends, with its parameters. */
async function explain(url, title, run) {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const sent = [];
  const schema = await import('../packages/db/src/schema/index.ts');
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (query, params) => sent.push([query, params]) },
  });
  try {
    await run(db);
    for (const [query, params] of sent) {
      if (!/"bookings"|"units"|"documents"/.test(query) || !/^\s*select/i.test(query)) continue;
      let rows;
      for (let i = 0; i < 2; i++)
        rows = await client.unsafe(`explain (analyze, buffers) ${query}`, params);
      console.info(`\n-- ${title}: ${query.replace(/\s+/g, ' ').slice(0, 160)}…`);
      for (const r of rows) console.info(`   ${r['QUERY PLAN']}`);
    }
  } finally {
    await client.end({ timeout: 2 });
  }
}

const results = [];
for (const size of SIZES) {
  const { app, sql, dbName, close } = await appOnPostgres(`search_${size}`, {
    say,
    bookings: size,
  });
  try {
    console.info(machineLine());
    const auth = signedIn(app.base, 'head@demo.test');
    const queries = await probes(sql);
    const globalMs = [];
    console.info(`\n${size.toLocaleString('en')} bookings, 1 connection, ${CALLS} calls a case:`);
    for (const [label, query] of queries) {
      const first = await call(app.base, 'search.global', {
        input: { query },
        headers: await auth(),
      });
      const d = first.body.result.data;
      await serial(app.base, auth, 'search.global', { query }, 10);
      const ms = await serial(app.base, auth, 'search.global', { query }, CALLS);
      globalMs.push(...ms);
      console.info(
        `${line(`search.global ${label}`, ms)}  (“${query}”: ${d.units.length} units, ${d.bookings.length} bookings, ${d.documents.length} documents)`,
      );
    }
    globalMs.sort((a, b) => a - b);
    console.info(line('search.global, all of the above', globalMs));
    const searches = [
      ['bookings.search, history', bookingsSearch(SEARCH_QUERY, true)],
      ['bookings.search, live', bookingsSearch(queries[0][1], false)],
    ];
    for (const [label, input] of searches) {
      await serial(app.base, auth, 'bookings.search', input, 10);
      console.info(line(label, await serial(app.base, auth, 'bookings.search', input, CALLS)));
    }

    console.info(`\n${size.toLocaleString('en')} bookings, 32 connections, ${LOAD_CALLS} calls:`);
    const headers = await auth();
    const at32 = async (label, name, inputs) => {
      const r = await load(
        async (i) => {
          const res = await call(app.base, name, { input: inputs[i % inputs.length], headers });
          if (res.status !== 200) throw new Error(String(res.status));
        },
        { total: LOAD_CALLS, concurrency: 32 },
      );
      console.info(
        `  ${label.padEnd(34)} p50 ${fmt(r.p50).padStart(6)} ms  p99 ${fmt(r.p99).padStart(6)} ms  ${fmt(r.rps, 0)} req/s  failures ${r.failures}`,
      );
    };
    await at32(
      'search.global, the mix',
      'search.global',
      queries.map(([, query]) => ({ query })),
    );
    for (const [label, input] of searches) await at32(label, 'bookings.search', [input]);

    const p50 = percentile(globalMs, 50);
    results.push({ size, p50, pass: p50 <= TARGET_MS });

    if (env.BENCH_EXPLAIN !== '0') {
      const url = `${pgServer}/${dbName}`;
      const { globalSearch } = await import('../packages/api/src/services/search/index.ts');
      const { searchBookings } = await import('../packages/api/src/services/bookings/index.ts');
      const head = { id: userIdOf(headers), email: 'head@demo.test', roles: ['ROLE_SALES_HEAD'] };
      console.info(`\nEXPLAIN (ANALYZE, BUFFERS), ${size.toLocaleString('en')} bookings:`);
      for (const [label, query] of [queries[0], queries[6], queries[3]])
        await explain(url, `search.global ${label}`, (db) => globalSearch(db, head, { query }));
      await explain(url, 'bookings.search, history', (db) =>
        searchBookings(db, head, searches[0][1]),
      );
      await explain(url, 'bookings.search, live', (db) => searchBookings(db, head, searches[1][1]));
      console.info('');
    }
  } finally {
    await close();
  }
}
console.info(
  results
    .map(
      (r) =>
        `search.global p50 at 1 connection, ${r.size.toLocaleString('en')} bookings: ${fmt(r.p50)} ms ${r.pass ? 'PASS' : 'MISS'}`,
    )
    .join('\n') + ` (target ≤ ${TARGET_MS} ms)`,
);
