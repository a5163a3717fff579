// `pnpm bench:deals` (issue 33): /deals' procedures on PostgreSQL over the 100,000 bookings of the
// bulk data (live ones spread over the deal stages) at 1 connection, as the sales head and the
// realtor: `bookings.dealStages` and a column's `bookings.list`; then EXPLAIN. bench/README.md.
import { fmt, percentile } from './lib.mjs';
import { appOnPostgres, machineLine } from './pg-app.mjs';
import { call, signedIn } from './scenarios.mjs';

const env = process.env;
const CALLS = Number(env.BENCH_CALLS ?? 200);
const WARMUP = Number(env.BENCH_WARMUP_CALLS ?? 20);
const TARGET_MS = 50;

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);

/** The stages as migration 0028 gives them, then the live PAID ones spread from CONTRACT on. */
const STAGES = [
  `update bookings set deal_stage = case status when 'BOOKING_STATUS_PAID' then 'DEAL_STAGE_PAID'
     when 'BOOKING_STATUS_BOOKED' then 'DEAL_STAGE_BOOKED' else 'DEAL_STAGE_CANCELLED' end`,
  `update bookings set deal_stage = (array['DEAL_STAGE_PAID', 'DEAL_STAGE_CONTRACT', 'DEAL_STAGE_SIGNED',
     'DEAL_STAGE_REGISTERED', 'DEAL_STAGE_COMPLETED'])[number % 5 + 1],
     unit_data = unit_data || jsonb_build_object('base_price', 5000000 + (number % 97) * 10000)
   where status = 'BOOKING_STATUS_PAID' and active`,
  `update bookings set unit_data = unit_data || jsonb_build_object('base_price', 4000000 + (number % 89) * 10000)
   where status = 'BOOKING_STATUS_BOOKED' and active`,
  `vacuum analyze bookings`,
];

const column = (stage) => ({
  filter: {
    filters: [{ property: 'deal_stage', operator: 'EQ', value: [stage] }],
    include_expired: false,
  },
  pagination: { page: 1, limit: 20, order_by: 'number', direction: 'desc' },
});

async function serial(base, auth, name, input) {
  for (let i = 0; i < WARMUP; i++) await call(base, name, { input, headers: await auth() });
  const ms = [];
  let last;
  for (let i = 0; i < CALLS; i++) {
    const headers = await auth();
    const t = performance.now();
    last = await call(base, name, { input, headers });
    ms.push(performance.now() - t);
    if (last.status !== 200)
      throw new Error(`${name} ${last.status}: ${JSON.stringify(last.body)}`);
  }
  return { ms: ms.sort((a, b) => a - b), last };
}

const { app, sql, close } = await appOnPostgres('deals', { say });
try {
  for (const s of STAGES) await sql.unsafe(s);
  const stages = await sql`
    select deal_stage, count(*)::int as n from bookings
    where status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null
    group by deal_stage order by deal_stage`;
  say(
    `live deals: ${stages.map((s) => `${s.deal_stage.replace('DEAL_STAGE_', '')} ${s.n}`).join(', ')}`,
  );
  console.info(machineLine());
  const cases = [
    ['bookings.dealStages', {}],
    ['bookings.dealStages', { building: ['3'] }],
    ['bookings.list', column('DEAL_STAGE_CONTRACT')],
    ['bookings.list', column('DEAL_STAGE_BOOKED')],
  ];
  const results = [];
  for (const who of ['head@demo.test', 'realtor@demo.test']) {
    const auth = signedIn(app.base, who);
    for (const [name, input] of cases) {
      const { ms, last } = await serial(app.base, auth, name, input);
      const p50 = percentile(ms, 50);
      const label = `${who.split('@')[0]} ${name} ${JSON.stringify(input).slice(0, 60)}`;
      results.push({ label, p50 });
      console.info(
        `${label.padEnd(90)} p50 ${fmt(p50)} ms  p95 ${fmt(percentile(ms, 95))} ms  (${last.bytes} B) ${p50 <= TARGET_MS ? 'PASS' : 'MISS'}`,
      );
    }
  }
  if (env.BENCH_EXPLAIN !== '0') {
    const live = `status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active and deleted_at is null and not (status = 'BOOKING_STATUS_BOOKED' and expiration_date <= now())`;
    for (const text of [
      `select deal_stage, count(*)::int, coalesce(sum((unit_data->>'base_price')::numeric), 0)::numeric(16, 2)::text from bookings where ${live} group by deal_stage`,
      `select * from bookings where ${live} and deal_stage = 'DEAL_STAGE_CONTRACT' order by number desc limit 20`,
    ]) {
      const rows = await sql.unsafe(`explain (analyze, buffers) ${text}`);
      console.info(`\n-- ${text.slice(0, 80)}…`);
      for (const r of rows) console.info(`   ${r['QUERY PLAN']}`);
    }
  }
  const missed = results.filter((r) => r.p50 > TARGET_MS);
  console.info(
    missed.length
      ? `MISS: ${missed.map((r) => `${r.label} ${fmt(r.p50)} ms`).join(', ')} (target p50 ≤ ${TARGET_MS} ms)`
      : `PASS: every case p50 ≤ ${TARGET_MS} ms`,
  );
} finally {
  await close();
}
