// `pnpm bench:crm` (issue 35): a burst of bookings with amoCRM on (its fake at 7 requests/s):
// delivered, lost, out of order, the busiest second, the lag; and the create's app CPU against
// CRM_PROVIDER=NONE. Runs under tsx (the fake is TypeScript). Options: bench/README.md.
import { startAmoCrmFake } from '../integrations/crm/amocrm/src/testing/fake.ts';
import {
  cpuSeconds,
  fmt,
  freePort,
  load,
  percentile,
  processTree,
  startApp,
  stopApp,
} from './lib.mjs';
import { appOnPostgres, freeUnits, machineLine, pgServer } from './pg-app.mjs';
import { call, signedIn } from './scenarios.mjs';

const env = process.env;
const BOOKINGS = Number(env.BENCH_CRM_BOOKINGS ?? 1000);
const CHANGED = Math.round(BOOKINGS / 10);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 10);
/** Creates before the timed ones (the app's code warmed up in both runs). */
const WARMUP = Number(env.BENCH_WARMUP ?? 50);
const LIMIT = 7;
const TOKEN = 'bench-amocrm-long-lived-token-0001';
const TIMEOUT_MS = Number(env.BENCH_CRM_TIMEOUT_S ?? 1500) * 1000;

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** BOOKINGS creates at CONCURRENCY after WARMUP untimed ones, timed by the app's CPU; ids in order. */
async function burst(app, sql) {
  const headers = await signedIn(app.base, 'manager@demo.test')();
  const units = (await freeUnits(sql)).slice(0, WARMUP + BOOKINGS);
  if (units.length < WARMUP + BOOKINGS) throw new Error(`only ${units.length} free units`);
  const cpu = () => processTree(app.child.pid).reduce((t, pid) => t + cpuSeconds(pid), 0);
  const ids = [];
  const creates = async (from, total) => {
    const run = await load(
      async (i) => {
        const k = from + i;
        const { status, body } = await call(app.base, 'bookings.create', {
          input: {
            unit: units[k],
            customer: { name: 'Покупатель', phone: `+7999${String(k).padStart(7, '0')}` },
          },
          headers,
          mutation: true,
        });
        if (status !== 200) throw new Error(`bookings.create: ${status} ${JSON.stringify(body)}`);
        ids.push(body.result.data.item.id);
      },
      { total, concurrency: CONCURRENCY },
    );
    if (run.failures) throw new Error(`${run.failures} creates failed`);
  };
  await creates(0, WARMUP);
  const before = cpu();
  await creates(WARMUP, BOOKINGS);
  const perCreate = ((cpu() - before) * 1000) / BOOKINGS;
  return { ids, perCreate, headers };
}

async function withoutCrm() {
  const db = await appOnPostgres('crm_none', {
    say,
    bookings: 3000,
    appEnv: { CRM_PROVIDER: 'NONE', LOG_LEVEL: 'warn' },
  });
  try {
    return (await burst(db.app, db.sql)).perCreate;
  } finally {
    await db.close();
  }
}

/** Kills the app with SIGKILL once this share of the outbox is sent (0: never). */
const KILL_AT = Number(env.BENCH_CRM_KILL_AT ?? 0.3);

/** Waits until `share` of the outbox's rows are SENT. */
async function sentShare(sql, share, deadline) {
  while (Date.now() < deadline) {
    const [r] =
      await sql`select count(*) filter (where status = 'SENT')::float / greatest(count(*), 1) as s from crm_outbox`;
    if (r.s >= share) return r.s;
    await new Promise((res) => setTimeout(res, 500));
  }
  return null;
}

async function withCrm() {
  const fake = await startAmoCrmFake({ token: TOKEN, requestsPerSecond: LIMIT });
  const crmEnv = {
    CRM_PROVIDER: 'AMOCRM',
    AMOCRM_BASE_URL: fake.baseUrl,
    AMOCRM_TOKEN: TOKEN,
    AMOCRM_WEBHOOK_SECRET: 'bench-webhook-secret-00000001',
    LOG_LEVEL: 'warn',
  };
  const db = await appOnPostgres('crm_amo', { say, bookings: 3000, appEnv: crmEnv });
  let second;
  try {
    const { app, sql } = db;
    fake.webhookUrl = null;
    const head = await signedIn(app.base, 'head@demo.test')();
    const saved = await call(app.base, 'crm.updateSettings', {
      input: { pipeline_id: '7000002', stages: { DEAL_STAGE_BOOKED: '7000202' } },
      headers: head,
      mutation: true,
    });
    if (saved.status !== 200) throw new Error(`crm.updateSettings: ${saved.status}`);
    const { ids, perCreate, headers } = await burst(app, sql);
    for (const id of ids.slice(0, CHANGED)) {
      const r = await call(app.base, 'bookings.update', {
        input: { id, comment: 'изменена в бенче' },
        headers,
        mutation: true,
      });
      if (r.status !== 200) throw new Error(`bookings.update: ${r.status}`);
    }
    say(`${ids.length} bookings made, ${CHANGED} changed; waiting for the outbox`);
    const deadline = Date.now() + TIMEOUT_MS;
    if (KILL_AT > 0 && (await sentShare(sql, KILL_AT, deadline)) !== null) {
      // kill -9 mid-burst, then a new server on the same database takes over.
      app.child.kill('SIGKILL');
      const [{ sent }] =
        await sql`select count(*)::int as sent from crm_outbox where status = 'SENT'`;
      say(`killed the app (SIGKILL) with ${sent} rows sent; starting another on the same database`);
      const port = await freePort();
      second = await startApp(port, {
        ...crmEnv,
        DATABASE_URL: `${pgServer}/${db.dbName}`,
        API_RATE_LIMIT_PER_MINUTE: '10000000',
      });
    }
    let open = Infinity;
    while (Date.now() < deadline) {
      [{ open }] = await sql`select count(*)::int as open from crm_outbox where status <> 'SENT'`;
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    const rows = await sql`
      select booking, event, seq, status, extract(epoch from (sent_at - occurred_at)) * 1000 as lag
      from crm_outbox order by seq`;
    const lags = rows
      .filter((r) => r.status === 'SENT')
      .map((r) => Number(r.lag))
      .sort((a, b) => a - b);
    const byBooking = new Map();
    for (const r of rows) byBooking.set(r.booking, [...(byBooking.get(r.booking) ?? []), r.event]);
    const dealOf = new Map(
      (await sql`select id, crm_deal_id from bookings where id = any(${ids})`).map((b) => [
        b.id,
        Number(b.crm_deal_id),
      ]),
    );
    let lost = 0;
    let disorder = 0;
    for (const id of ids) {
      const lead = fake.leads.get(dealOf.get(id));
      const words = lead?.notes.map((n) => n.text.split(': ')[1]?.split(' · ')[0]) ?? [];
      const want = (byBooking.get(id) ?? []).map((e) =>
        e === 'booking.created' ? 'создана' : 'изменена',
      );
      if (words.length < want.length) lost += want.length - words.length;
      else if (words.join() !== want.join()) disorder += 1;
    }
    const stats = fake.stats();
    console.info(`\nwith amoCRM (fake limit ${LIMIT}/s, ours ${5}/s): ${machineLine()}`);
    console.info(
      `  rows ${rows.length}: sent ${rows.length - open}, open ${open}; leads ${fake.leads.size}; lost ${lost}  ${verdict(lost === 0 && open === 0)}`,
    );
    console.info(`  out of order per booking: ${disorder}  ${verdict(disorder === 0)}`);
    const duplicates = fake.leads.size - new Set(dealOf.values()).size;
    if (second)
      console.info(
        `  after kill -9 at ${fmt(KILL_AT * 100, 0)} % sent: leads made twice (a create in flight when killed) ${duplicates}`,
      );
    console.info(
      `  the fake's busiest second: ${stats.maxPerSecond} requests, ${stats.limited} refused with 429  ${verdict(stats.maxPerSecond <= LIMIT && stats.limited === 0)}`,
    );
    console.info(
      `  lag (sent − changed) ms: p50 ${fmt(percentile(lags, 50), 0)}, p99 ${fmt(percentile(lags, 99), 0)}, max ${fmt(lags.at(-1) ?? 0, 0)}`,
    );
    return perCreate;
  } finally {
    if (second) await stopApp(second);
    await db.close();
    await fake.close();
  }
}

const none = await withoutCrm();
const amo = await withCrm();
const ratio = amo / none;
console.info(
  `\nbookings.create app CPU: ${fmt(amo, 2)} ms with amoCRM, ${fmt(none, 2)} ms without (×${fmt(ratio, 3)})  ${verdict(ratio <= 1.1)} (≤ 1.10)`,
);
