// `pnpm bench:acquirers` (issue 34): checkout start and notification bursts through the fake
// YooKassa and T-Bank on PostgreSQL, the fake's own time apart, payments and extensions counted.
// Runs under tsx (the fakes are TypeScript). Method, targets and options: bench/README.md.
import http from 'node:http';
import { startFakeTbank } from '../integrations/tbank/src/testing/fake.ts';
import { startFakeYookassa } from '../integrations/yookassa/src/testing/fake.ts';
import { cpuSeconds, fmt, percentile, processTree } from './lib.mjs';
import { appOnPostgres, freeUnits, machineLine } from './pg-app.mjs';
import { call, signedIn } from './scenarios.mjs';

const env = process.env;
const CHECKOUTS = Number(env.BENCH_CHECKOUTS ?? 200);
const WARMUP = Number(env.BENCH_WARMUP_CHECKOUTS ?? 20);
const BURST = Math.min(Number(env.BENCH_BURST ?? 200), CHECKOUTS);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 50);
/**
 * The connectors' own client limit (integrations/<name>/src/api.ts: 20 requests a second, burst
 * 20): Pay presses and paced notifications come below it, so what is timed is the path itself.
 */
const CLIENT_LIMIT = 20;
const PACE = Number(env.BENCH_PACE ?? 15);
const ONLY = env.BENCH_ONLY?.toUpperCase();
const TARGET = { checkoutBeyondFake: 100, notificationP99: 200 };

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);

/**
 * A pass-through proxy in front of a fake: the app calls the fake through it, and it times each
 * request from its first byte in to the fake's last byte out (the fake's own time, loopback hop
 * included).
 */
async function timingProxy(target) {
  const agent = new http.Agent({ keepAlive: true });
  const times = [];
  const server = http.createServer((req, res) => {
    const t0 = performance.now();
    const up = http.request(
      new URL(req.url, target),
      { method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', () => times.push(performance.now() - t0));
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    times,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((r) => server.close(r));
    },
  };
}

/** Each acquirer: its fake (no rate limit: not what is measured), the app's settings, its ids. */
const ACQUIRERS = {
  YOOKASSA: {
    start: () =>
      startFakeYookassa({ shopId: '123456', secretKey: 'test_bench_key', requestsPerSecond: 1e6 }),
    appEnv: (proxy) => ({
      PAYMENT_PROVIDER: 'YOOKASSA',
      YOOKASSA_SHOP_ID: '123456',
      YOOKASSA_SECRET_KEY: 'test_bench_key',
      YOOKASSA_API_URL: proxy.url('/v3'),
      YOOKASSA_TRUSTED_NETWORKS: '127.0.0.1/32',
    }),
    connect: (fake, base) => (fake.webhookUrl = `${base}/api/payments/webhook/yookassa`),
    /** The customer paid, the notification not sent yet. */
    pay: (fake, id) => Object.assign(fake.payments.get(id), { status: 'succeeded', paid: true }),
  },
  TBANK: {
    start: () =>
      startFakeTbank({
        terminalKey: 'BenchDEMO',
        password: 'bench-password',
        requestsPerSecond: 1e6,
      }),
    appEnv: (proxy) => ({
      PAYMENT_PROVIDER: 'TBANK',
      TBANK_TERMINAL_KEY: 'BenchDEMO',
      TBANK_PASSWORD: 'bench-password',
      TBANK_API_URL: proxy.url('/v2'),
    }),
    connect: (fake, base) => (fake.webhookUrl = `${base}/api/payments/webhook/tbank`),
    pay: (fake, id) => Object.assign(fake.payments.get(id), { Status: 'CONFIRMED' }),
  },
};

const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s.at(-1) };
};
const msLine = (label, s) =>
  `  ${label.padEnd(40)} p50 ${fmt(s.p50).padStart(6)}  p99 ${fmt(s.p99).padStart(6)}  max ${fmt(s.max).padStart(6)} ms  (${s.n})`;
const verdict = (ok) => (ok ? 'PASS' : 'MISS');

/** `n` bookings of free units, each with a payment link: the links' paths (/pay/<token>). */
async function bookingsWithLinks(base, headers, units, n) {
  const out = [];
  for (const unit of units.slice(0, n)) {
    const post = (name, input) => call(base, name, { input, headers, mutation: true });
    const created = await post('bookings.create', { unit });
    const booking = created.body?.result?.data?.item?.id;
    if (!booking)
      throw new Error(`bookings.create: ${created.status} ${JSON.stringify(created.body)}`);
    await post('paymentLinks.create', { booking });
    const list = await call(base, 'paymentLinks.list', {
      headers,
      input: {
        filter: { filters: [{ property: 'booking', operator: 'IN', value: [booking] }] },
        pagination: { page: 1, limit: 1, order_by: 'created_at', direction: 'desc' },
      },
    });
    out.push({ booking, path: new URL(list.body.result.data.items[0].url).pathname });
  }
  return out;
}

/** CPU ms the app's process tree used while `fn` ran, per `calls` (load-independent). */
async function cpuPer(app, calls, fn) {
  const used = () => processTree(app.child.pid).reduce((t, pid) => t + cpuSeconds(pid), 0);
  const before = used();
  const result = await fn();
  return { result, cpu: ((used() - before) * 1000) / calls };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/**
 * (a) One Pay after another, PACE a second at most: the whole answer, the fake's part of it, the
 * rest (ours).
 */
async function checkouts(base, proxy, links) {
  const rows = [];
  for (const link of links) {
    await sleep((rows.at(-1)?.at ?? -Infinity) + 1000 / PACE - performance.now());
    const at = performance.now();
    const before = proxy.times.length;
    const t0 = performance.now();
    const res = await fetch(`${base}${link.path}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    await res.arrayBuffer();
    const total = performance.now() - t0;
    const location = res.headers.get('location') ?? '';
    if (res.status !== 303 || location.includes('checkout=unavailable'))
      throw new Error(`checkout: ${res.status} ${location}`);
    const fakeMs = proxy.times.slice(before).reduce((a, b) => a + b, 0);
    rows.push({ ...link, at, total, fakeMs, id: location.split('/').pop() });
  }
  return rows;
}

/**
 * (b) `fake.notify` of each payment (the fake sends it and waits for the app's answer), either
 * CONCURRENCY in flight (`perSecond` unset) or started `perSecond` a second: times and statuses.
 */
async function notifications(fake, ids, perSecond) {
  const times = [];
  const statuses = {};
  const one = async (id) => {
    const s = performance.now();
    const status = await fake.notify(id);
    times.push(performance.now() - s);
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    perSecond
      ? ids.map((id, i) => sleep((i * 1000) / perSecond).then(() => one(id)))
      : Array.from({ length: CONCURRENCY }, async () => {
          while (next < ids.length) await one(ids[next++]);
        }),
  );
  return { times, statuses, secs: (performance.now() - t0) / 1000 };
}

/** The database's count for the burst's bookings: payments, paid bookings, extensions. */
async function counted(sql, bookings) {
  const mine = sql`booking = any(${bookings}::uuid[])`;
  const [row] = await sql`
    select
      (select count(*)::int from payments where ${mine}) as payments,
      (select count(*)::int from (select booking from payments where ${mine}
        group by booking having count(*) > 1) d) as extra_payments,
      (select count(*)::int from bookings where id = any(${bookings}::uuid[])
        and status = 'BOOKING_STATUS_PAID') as paid,
      (select count(*)::int from booking_history where ${mine} and entity_type = 'Booking'
        and property = 'expiration_date' and old_value is not null) as extensions`;
  return row;
}

/** One round of notifications and what the database holds after it. */
async function round(title, { app, fake, sql, paid, ids, perSecond, before }) {
  const { result: n, cpu } = await cpuPer(app, ids.length, () =>
    notifications(fake, ids, perSecond),
  );
  const s = stats(n.times);
  const after = await counted(sql, paid);
  const handled = (n.statuses[200] ?? 0) === ids.length;
  const dupPayments = after.extra_payments + Math.max(0, after.payments - paid.length);
  const dupExtensions = Math.max(0, after.extensions - before.extensions - paid.length);
  const ok = handled && dupPayments === 0 && dupExtensions === 0 && after.paid === paid.length;
  const how = perSecond ? `${perSecond} a second` : `${CONCURRENCY} in flight`;
  console.info(
    `\n${title}: ${ids.length} notifications, ${how}: ${fmt(ids.length / n.secs, 0)}/s, ` +
      `answers ${JSON.stringify(n.statuses)}, app CPU ${fmt(cpu)} ms each`,
  );
  const pass = verdict(s.p99 <= TARGET.notificationP99);
  console.info(`${msLine('notification → answer', s)}  ${pass} (p99 ≤ ${TARGET.notificationP99})`);
  console.info(
    `  database: ${after.payments} payments for ${paid.length} bookings, ${after.paid} paid, ` +
      `${after.extensions - before.extensions} extensions; duplicates: payments ${dupPayments}, ` +
      `extensions ${dupExtensions}  ${verdict(ok)}`,
  );
}

async function run(name) {
  const a = ACQUIRERS[name];
  const fake = await a.start();
  const proxy = await timingProxy(fake.url());
  let db;
  try {
    db = await appOnPostgres(`acq_${name.toLowerCase()}`, {
      say,
      bookings: 3000,
      appEnv: { ...a.appEnv(proxy), LOG_LEVEL: 'warn' },
    });
    const { app, sql } = db;
    a.connect(fake, `http://127.0.0.1:${new URL(app.base).port}`);
    const headers = await signedIn(app.base, 'manager@demo.test')();
    const units = await freeUnits(sql);
    const links = await bookingsWithLinks(app.base, headers, units, WARMUP + CHECKOUTS + BURST);
    say(`${name}: ${links.length} bookings with payment links`);

    const { result: all, cpu } = await cpuPer(app, links.length, () =>
      checkouts(app.base, proxy, links),
    );
    const rows = all.slice(WARMUP, WARMUP + CHECKOUTS);
    const total = stats(rows.map((r) => r.total));
    const fakeOnly = stats(rows.map((r) => r.fakeMs));
    const ours = stats(rows.map((r) => r.total - r.fakeMs));
    console.info(
      `\n${name} (a): checkout start at 1 connection, ${PACE} a second at most, ` +
        `${rows.length} after ${WARMUP}; app CPU ${fmt(cpu)} ms each; ${machineLine()}`,
    );
    console.info(msLine('POST /pay/<token>/checkout → 303', total));
    console.info(msLine("the fake's own time (at the proxy)", fakeOnly));
    const pass = verdict(ours.p99 <= TARGET.checkoutBeyondFake);
    console.info(
      `${msLine('beyond the fake (each less its fake)', ours)}  ${pass} (p99 ≤ ${TARGET.checkoutBeyondFake})`,
    );

    // The customers paid at the fake; now its notifications.
    for (const r of all) a.pay(fake, r.id);
    const burstRows = rows.slice(0, BURST);
    const pacedRows = all.slice(WARMUP + CHECKOUTS);
    const common = { app, fake, sql };
    const burstSet = {
      paid: burstRows.map((r) => r.booking),
      ids: burstRows.map((r) => r.id),
    };
    const before = await counted(sql, burstSet.paid);
    const readBacks = proxy.times.length;
    await round(`${name} (b1) a burst`, { ...common, ...burstSet, before });
    const limit = `the connector's ${CLIENT_LIMIT} requests/s`;
    console.info(
      `  read-backs at the fake: ${proxy.times.length - readBacks}; each notification waits ` +
        `its turn under ${limit} (integrations/${name.toLowerCase()}/src/api.ts)`,
    );
    await round(`${name} (b2) the same burst again`, { ...common, ...burstSet, before });
    const paced = { paid: pacedRows.map((r) => r.booking), ids: pacedRows.map((r) => r.id) };
    await round(`${name} (b3) new payments, paced under ${limit}`, {
      ...common,
      ...paced,
      perSecond: PACE,
      before: await counted(sql, paced.paid),
    });
    const appErrors = app.stderr.lines.filter((l) => /"level":"(error|fatal)"/.test(l));
    if (appErrors.length) console.info(`  app errors: ${appErrors.length}\n  ${appErrors[0]}`);
  } finally {
    await db?.close();
    await proxy.close();
    await fake.close();
  }
}

console.info(`${machineLine()}; PostgreSQL`);
for (const name of Object.keys(ACQUIRERS)) if (!ONLY || ONLY === name) await run(name);
process.exit(0);
