// `pnpm bench:dashboard` (issue 23): `dashboard.summary` on PostgreSQL over the bulk data plus
// ~20,000 payments, as the sales head and the realtor, 30 and 366 days; then EXPLAIN of its
// statements. Method, target and options: bench/README.md.
import { fmt, percentile } from './lib.mjs';
import { appOnPostgres, machineLine } from './pg-app.mjs';
import { call, signedIn, userIdOf } from './scenarios.mjs';

const env = process.env;
const CALLS = Number(env.BENCH_CALLS ?? 200);
const WARMUP = Number(env.BENCH_WARMUP_CALLS ?? 20);
const TARGET_MS = 50;
const ZONE = 'Europe/Moscow';

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);

const dayIn = (d) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
const addDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Moscow is UTC+3 all year: a day's start. */
const startOf = (day) => new Date(`${day}T00:00:00+03:00`).toISOString();

const PAYMENTS = [
  `insert into payments (booking, provider, status, amount, currency, created_at, updated_at)
   select id, 'MANUAL', 'SUCCEEDED', 50000, 'RUB', created_at + interval '1 day', created_at + interval '1 day'
   from bookings where status = 'BOOKING_STATUS_PAID' or number % 5 = 0`,
  `vacuum analyze payments`,
];

/** The statements of dashboardSummary for `actor` (scope: a realtor's id or null), 366 days. */
function statements({ from, to, now, owner }) {
  const b = '"bookings"';
  const scope = owner ? ` and ${b}."owner" = '${owner}'` : '';
  const start = startOf(from);
  const end = startOf(addDays(to, 1));
  const today = dayIn(new Date(now));
  // The weeks' starts: the period's first day, then each Monday (services/dashboard/period.ts).
  const starts = [start];
  const weekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  for (let d = addDays(from, 7 - ((weekday + 6) % 7)); d <= to; d = addDays(d, 7))
    starts.push(startOf(d));
  const week = (col) => `width_bucket(${col}, '{${starts.join(',')}}'::timestamptz[])`;
  const live = `${b}."status" in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and ${b}."active" and ${b}."deleted_at" is null and not (${b}."status" = 'BOOKING_STATUS_BOOKED' and ${b}."expiration_date" <= '${now}')`;
  const due = (a, z) =>
    `(count(*) filter (where ${b}."expiration_date" >= '${startOf(a)}' and ${b}."expiration_date" < '${startOf(z)}'))::int`;
  const ended = (status) =>
    `select ${b}."responsible", ${b}."owner" from ${b} where (${status} and ${b}."expiration_date" >= '${start}' and ${b}."expiration_date" < '${now < end ? now : end}' and ${b}."deleted_at" is null${scope})`;
  return [
    [
      'live bookings, overdue, expiring today / tomorrow',
      `select (count(*) filter (where ${b}."status" = 'BOOKING_STATUS_BOOKED'))::int, (count(*) filter (where ${b}."status" = 'BOOKING_STATUS_PAID'))::int,
       (count(*) filter (where ${b}."status" = 'BOOKING_STATUS_PAID' and ${b}."expiration_date" <= '${now}'))::int,
       ${due(today, addDays(today, 1))}, ${due(addDays(today, 1), addDays(today, 2))}
       from ${b} where (${live}${scope})`,
    ],
    [
      'units by status',
      `select "status", (count(*))::int, coalesce(sum("area"), 0)::numeric(16, 2)::text from "units" where "units"."deleted_at" is null group by "units"."status"`,
    ],
    [
      'bookings created, by week / responsible / owner',
      `select ${week(`${b}."created_at"`)}, ${b}."responsible", ${b}."owner", (count(*))::int from ${b}
       where (${b}."created_at" >= '${start}' and ${b}."created_at" < '${end}' and ${b}."deleted_at" is null${scope})
       group by grouping sets ((${week(`${b}."created_at"`)}), (${b}."responsible"), (${b}."owner"), ())`,
    ],
    [
      'payments received, by week / responsible / owner',
      `select ${week('"payments"."created_at"')}, ${b}."responsible", ${b}."owner", (count(*))::int, coalesce(sum("payments"."amount"), 0)::numeric(16, 2)::text
       from "payments" inner join ${b} on ${b}."id" = "payments"."booking"
       where ("payments"."status" = 'SUCCEEDED' and "payments"."created_at" >= '${start}' and "payments"."created_at" < '${end}' and "payments"."deleted_at" is null${scope})
       group by grouping sets ((${week('"payments"."created_at"')}), (${b}."responsible"), (${b}."owner"), ())`,
    ],
    [
      'bookings expired, by responsible / owner',
      `select "responsible", "owner", (count(*))::int from ((${ended(`${b}."status" = 'BOOKING_STATUS_EXPIRED'`)}) union all (${ended(`${b}."status" = 'BOOKING_STATUS_BOOKED' and ${b}."active"`)})) "ended"
       group by grouping sets (("ended"."responsible"), ("ended"."owner"))`,
    ],
  ];
}

async function explain(sql, list) {
  for (const [name, text] of list) {
    let rows;
    for (let i = 0; i < 2; i++) rows = await sql.unsafe(`explain (analyze, buffers) ${text}`);
    console.info(`\n-- ${name}`);
    for (const r of rows) console.info(`   ${r['QUERY PLAN']}`);
  }
}

const { app, sql, close } = await appOnPostgres('dashboard', {
  say,
  appEnv: { DATABASE_POOL_SIZE: '10' },
});
try {
  for (const s of PAYMENTS) await sql.unsafe(s);
  const [n] = await sql`select count(*)::int as payments, sum(amount)::text as sum from payments`;
  say(`payments: ${n.payments} SUCCEEDED (sum ${n.sum})`);
  console.info(machineLine());

  const today = dayIn(new Date());
  const periods = { '30 days': addDays(today, -29), '366 days': addDays(today, -365) };
  const who = { head: 'head@demo.test', realtor: 'realtor@demo.test' };
  const results = [];
  for (const [role, email] of Object.entries(who)) {
    const auth = signedIn(app.base, email);
    for (const [label, from] of Object.entries(periods)) {
      const input = { from, to: today };
      const first = await call(app.base, 'dashboard.summary', { input, headers: await auth() });
      if (first.status !== 200)
        throw new Error(`dashboard.summary ${first.status}: ${JSON.stringify(first.body)}`);
      const d = first.body.result.data;
      for (let i = 0; i < WARMUP; i++)
        await call(app.base, 'dashboard.summary', { input, headers: await auth() });
      const ms = [];
      for (let i = 0; i < CALLS; i++) {
        const headers = await auth();
        const t = performance.now();
        const r = await call(app.base, 'dashboard.summary', { input, headers });
        ms.push(performance.now() - t);
        if (r.status !== 200) throw new Error(`dashboard.summary ${r.status}`);
      }
      ms.sort((a, b) => a - b);
      const p50 = percentile(ms, 50);
      results.push({ role, label, p50, pass: p50 <= TARGET_MS });
      console.info(
        `${role.padEnd(8)} ${label.padEnd(9)} p50 ${fmt(p50)} ms  p95 ${fmt(percentile(ms, 95))} ms  max ${fmt(ms[ms.length - 1])} ms  ` +
          `(${first.bytes} B; created ${d.weeks.reduce((s, w) => s + w.bookings_created, 0)}, payments ${d.payments.count}, ` +
          `live ${d.bookings.booked}+${d.bookings.paid}, overdue ${d.bookings.overdue}, ${d.by_responsible.length} responsibles, ` +
          `${d.by_agency.length} agencies) ${p50 <= TARGET_MS ? 'PASS' : 'MISS'}`,
      );
      if (label === '366 days' && env.BENCH_EXPLAIN !== '0') {
        const owner = role === 'realtor' ? userIdOf(await auth()) : null;
        console.info(`\nEXPLAIN (ANALYZE, BUFFERS), ${role}, ${label}:`);
        await explain(sql, statements({ from, to: today, now: new Date().toISOString(), owner }));
        console.info('');
      }
    }
  }
  const missed = results.filter((r) => !r.pass);
  console.info(
    missed.length
      ? `MISS: ${missed.map((r) => `${r.role} ${r.label} ${fmt(r.p50)} ms`).join(', ')} (target p50 ≤ ${TARGET_MS} ms)`
      : `PASS: every case p50 ≤ ${TARGET_MS} ms`,
  );
} finally {
  await close();
}
