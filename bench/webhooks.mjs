// `pnpm bench:webhooks` (issue 22): bursts of `bookings.create` with 3 webhook receivers
// (bench/webhook-receivers.mjs) subscribed and without: deliveries missing or duplicated, delay to
// delivery, throughput and CPU per booking. Method, targets and options: bench/README.md.
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { cpuShare, fmt, percentile, processTree, root } from './lib.mjs';
import { appOnPostgres, freeUnits, machineLine } from './pg-app.mjs';
import { call, signedIn, undoCreates } from './scenarios.mjs';

const env = process.env;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const BURST = Number(env.BENCH_BURST ?? 1000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const DRAIN_S = Number(env.BENCH_DRAIN_S ?? 180);
const ENDPOINTS = 3;
const EVENT = 'booking.created';

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The receivers' child process: `{ ports, take() }` (take: the records since the last take). */
async function startReceivers() {
  const child = fork(
    path.join(root, 'bench/webhook-receivers.mjs'),
    [String(ENDPOINTS), env.BENCH_RECEIVER_PORT ?? '0'],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const ports = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.ports));
    child.once('exit', (code) => reject(new Error(`receivers exited (${code})`)));
  });
  const take = () =>
    new Promise((resolve) => {
      child.once('message', (m) => resolve(m.records));
      child.send({ take: true });
    });
  return { child, ports, take };
}

/**
 * `units.length` bookings.create as fast as the app answers, `CONNECTIONS` in flight on kept-alive
 * connections; per request the booking id and when its answer arrived (ms since the epoch).
 */
async function burst(base, headers, units) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const url = new URL('/api/trpc/bookings.create', base);
  const answers = [];
  const failures = {};
  let next = 0;
  const one = (unit) =>
    new Promise((resolve) => {
      const body = JSON.stringify({ unit });
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': body.length,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const at = now();
            if (res.statusCode !== 200)
              failures[res.statusCode] = (failures[res.statusCode] ?? 0) + 1;
            else
              answers.push({
                id: JSON.parse(Buffer.concat(chunks).toString()).result.data.item.id,
                at,
              });
            resolve();
          });
        },
      );
      req.on('error', (e) => {
        failures[e.code ?? e.message] = (failures[e.code ?? e.message] ?? 0) + 1;
        resolve();
      });
      req.end(body);
    });
  const t0 = now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < units.length) await one(units[next++]);
    }),
  );
  const t1 = now();
  agent.destroy();
  return { answers, failures, start: t0, end: t1, rps: (answers.length * 1000) / (t1 - t0) };
}

const stats = (values) => {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  return s.length
    ? { n: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] }
    : { n: 0, p50: NaN, p99: NaN, max: NaN };
};
const ms = (x) => (Number.isFinite(x) ? `${fmt(x, 0)} ms` : 'n/a');
const delayLine = (label, s) =>
  `    ${label.padEnd(44)} p50 ${ms(s.p50).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}`;

/**
 * Waits until every booking of `answers` has a delivery at each receiver (or DRAIN_S passed);
 * returns the records of this burst and when the last one arrived.
 */
async function drain(receivers, answers, since) {
  const ids = new Set(answers.map((a) => a.id));
  const records = [];
  const want = ids.size * ENDPOINTS;
  const deadline = now() + DRAIN_S * 1000;
  let mine = 0;
  let told = now();
  while (mine < want && now() < deadline) {
    await sleep(250);
    for (const r of await receivers.take()) {
      records.push(r);
      if (ids.has(r[6])) mine++;
    }
    if (now() - told > 15_000 && mine < want) {
      told = now();
      say(`  drain: ${mine} of ${want} deliveries so far`);
    }
  }
  const timedOut = mine < want;
  if (timedOut) say(`  drain: ${mine} of ${want} deliveries after ${DRAIN_S} s: giving up`);
  const times = records.map((r) => r[3]);
  const last = Math.max(...times);
  const first = Math.min(...times);
  return {
    records,
    timedOut,
    last: Number.isFinite(last) ? last : since,
    /** Deliveries a second between the first and the last. */
    rate: records.length > 1 ? ((records.length - 1) * 1000) / (last - first) : NaN,
  };
}

/** Deliveries of a burst: counts per receiver, missing, duplicated, and the delays. */
function examine(answers, records) {
  const answeredAt = new Map(answers.map((a) => [a.id, a.at]));
  const perReceiver = Array.from({ length: ENDPOINTS }, () => new Map());
  let foreign = 0;
  let duplicated = 0;
  let wrongType = 0;
  for (const r of records) {
    const [receiver, webhookId, , , , , bookingId, , type] = r;
    if (!answeredAt.has(bookingId)) {
      foreign++;
      continue;
    }
    if (type !== EVENT) wrongType++;
    const seen = perReceiver[receiver];
    if (seen.has(webhookId)) duplicated++;
    else seen.set(webhookId, r);
  }
  const received = perReceiver.map((m) => m.size);
  const missing = perReceiver.map(
    (m) => answers.length - new Set([...m.values()].map((r) => r[6])).size,
  );
  const mine = perReceiver.flatMap((m) => [...m.values()]);
  return {
    received,
    missing,
    duplicated,
    foreign,
    wrongType,
    fromEvent: mine.map((r) => r[3] - Date.parse(r[4])),
    fromCreatedAt: mine.map((r) => r[3] - Date.parse(r[7])),
    fromAnswer: mine.map((r) => r[3] - answeredAt.get(r[6])),
    fromHeader: mine.map((r) => r[3] - r[2] * 1000),
  };
}

/** The database's view: events since `since`, their deliveries by status, the delivery jobs by state. */
async function deliveriesInDb(sql, since) {
  const [{ events }] =
    await sql`select count(*)::int as events from webhook_events where created_at >= ${since}`;
  const rows = await sql`
    select d.status, count(*)::int as n, sum(greatest(d.attempt_count - 1, 0))::int as extra
    from webhook_deliveries d join webhook_events e on e.id = d.event
    where e.created_at >= ${since} group by d.status order by d.status`;
  const jobs = await sql`
    select state, count(*)::int as n from pgboss.job where name = 'webhooks.deliver'
    group by state order by state`.catch(() => []);
  const deliveries = rows.map(
    (r) => `${r.status} ${r.n}${r.extra ? ` (+${r.extra} attempts)` : ''}`,
  );
  return (
    `${events} events; deliveries ${deliveries.join(', ') || 'none'}; ` +
    `jobs ${jobs.map((j) => `${j.state} ${j.n}`).join(', ') || 'none'}`
  );
}

/** Removes what a burst wrote: bookings and their traces, events (their deliveries cascade), jobs. */
async function undo(sql, since) {
  await undoCreates(sql, since);
  await sql`delete from webhook_events where created_at >= ${since}`;
  await sql`delete from webhook_unit_sequences`;
  // Jobs whose delivery is gone would only find nothing to claim; removed so the next burst starts even.
  await sql`delete from pgboss.job where name = 'webhooks.deliver' and state in ('created', 'retry')`.catch(
    (e) => say(`  (pending webhook jobs not removed: ${e.message})`),
  );
}

async function main() {
  console.info(`pnpm bench:webhooks: ${machineLine()}`);
  const { app, sql, close } = await appOnPostgres('webhooks', {
    say,
    appEnv: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' },
  });
  const receivers = await startReceivers();
  try {
    const head = await signedIn(app.base, 'head@demo.test')();
    const manager = await signedIn(app.base, 'manager@demo.test')();
    const endpoints = [];
    for (const port of receivers.ports) {
      const res = await call(app.base, 'webhookEndpoints.create', {
        input: { url: `http://127.0.0.1:${port}/hook`, events: [EVENT], description: 'bench' },
        headers: head,
        mutation: true,
      });
      if (res.status !== 200)
        throw new Error(`webhookEndpoints.create: ${res.status} ${JSON.stringify(res.body)}`);
      endpoints.push(res.body.result.data.item?.id ?? res.body.result.data.id);
    }
    const setActive = async (active) => {
      for (const id of endpoints) {
        const res = await call(app.base, 'webhookEndpoints.update', {
          input: { id, active },
          headers: head,
          mutation: true,
        });
        if (res.status !== 200)
          throw new Error(`webhookEndpoints.update: ${res.status} ${JSON.stringify(res.body)}`);
      }
    };
    const groups = async () => ({
      server: processTree(app.child.pid),
      postgres: await app.backends(),
      bench: [process.pid, receivers.child.pid],
    });
    const units = (await freeUnits(sql)).slice(0, BURST);
    if (units.length < BURST)
      throw new Error(`only ${units.length} free units for a burst of ${BURST}`);
    say(
      `${ENDPOINTS} endpoints on 127.0.0.1:${receivers.ports.join(',')} subscribed to ${EVENT}; ` +
        `${ROUNDS} rounds of 2 bursts of ${BURST} bookings.create at ${CONNECTIONS} in flight`,
    );

    const all = { with: [], without: [], examined: [], drains: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? ['without', 'with'] : ['with', 'without'];
      for (const side of order) {
        await setActive(side === 'with');
        await receivers.take(); // anything left from before
        const since = new Date(Date.now() - 1000);
        // CPU of the burst alone, and of the burst with its deliveries (until drained).
        let burstCpu;
        const cpu = await cpuShare(groups, async () => {
          burstCpu = await cpuShare(groups, () => burst(app.base, manager, units));
          const b = burstCpu.result;
          return { b, d: side === 'with' ? await drain(receivers, b.answers, b.end) : null };
        });
        const { b, d } = cpu.result;
        const failed = Object.entries(b.failures);
        const perBooking = (c) =>
          `Node ${fmt((c.used.server * 1000) / BURST, 2)} + PG ${fmt((c.used.postgres * 1000) / BURST, 2)} ms` +
          ` (others ${fmt((Math.max(0, c.machine.busy - c.used.server - c.used.postgres - c.used.bench) / c.machine.total) * 100, 0)}% of the CPU)`;
        all[side].push({ ...b, cpu: burstCpu, total: cpu });
        say(
          `round ${round} ${side.padEnd(7)} endpoints: ${b.answers.length} created in ${fmt((b.end - b.start) / 1000, 2)} s, ` +
            `${fmt(b.rps, 0)} req/s${failed.length ? `; FAILED ${failed.map(([k, n]) => `${k}: ${n}`).join(', ')}` : ''}; ` +
            `CPU a booking during the burst: ${perBooking(burstCpu)}` +
            (d ? `; with its deliveries, until drained: ${perBooking(cpu)}` : ''),
        );
        if (side === 'with') {
          const e = examine(b.answers, d.records);
          all.examined.push(e);
          all.drains.push({ ...d, tail: d.last - b.end });
          say(
            `  delivered ${e.received.join(' + ')} (missing ${e.missing.join('/')}, duplicated ${e.duplicated}` +
              `${e.foreign ? `, ${e.foreign} of other bookings` : ''}${e.wrongType ? `, ${e.wrongType} not ${EVENT}` : ''}); ` +
              `last ${fmt((d.last - b.end) / 1000, 2)} s after the burst's last answer, ${fmt(d.rate, 0)} deliveries/s; ${await deliveriesInDb(sql, since)}`,
          );
          say(delayLine('delay from the event timestamp', stats(e.fromEvent)));
        }
        await undo(sql, since);
      }
    }

    const pooled = (side) => {
      const n = all[side].reduce((s, b) => s + b.answers.length, 0);
      const secs = all[side].reduce((s, b) => s + (b.end - b.start) / 1000, 0);
      return n / secs;
    };
    const concat = (key) => all.examined.flatMap((e) => e[key]);
    const delivered = all.examined.reduce((s, e) => s + e.received.reduce((a, b) => a + b, 0), 0);
    const expected = all.with.reduce((s, b) => s + b.answers.length, 0) * ENDPOINTS;
    const missing = all.examined.reduce((s, e) => s + e.missing.reduce((a, b) => a + b, 0), 0);
    const duplicated = all.examined.reduce((s, e) => s + e.duplicated, 0);
    const fromEvent = stats(concat('fromEvent'));
    const withRps = pooled('with');
    const withoutRps = pooled('without');
    const drop = 1 - withRps / withoutRps;

    console.info(
      `\n## Webhooks: ${ROUNDS} rounds, bursts of ${BURST} bookings.create at ${CONNECTIONS} in flight, ${ENDPOINTS} endpoints\n`,
    );
    console.info(
      `  deliveries: ${delivered} of ${expected}, missing ${missing}, duplicated ${duplicated}`,
    );
    console.info(
      `  last delivery after the burst's last answer: ${all.drains.map((d) => `${fmt(d.tail / 1000, 2)} s`).join(', ')}; ` +
        `deliveries/s: ${all.drains.map((d) => fmt(d.rate, 0)).join(', ')}`,
    );
    console.info(`  delay to delivery over all rounds (${fromEvent.n} deliveries):`);
    console.info(delayLine("from the event's timestamp", fromEvent));
    console.info(delayLine("from the booking's created_at", stats(concat('fromCreatedAt'))));
    console.info(delayLine("from the create's answer (after commit)", stats(concat('fromAnswer'))));
    console.info(delayLine('from webhook-timestamp (whole seconds)', stats(concat('fromHeader'))));
    console.info(
      `  bookings.create during the burst: ${fmt(withRps, 0)} req/s with endpoints, ${fmt(withoutRps, 0)} without ` +
        `(rounds: ${all.with.map((b) => fmt(b.rps, 0)).join(', ')} / ${all.without.map((b) => fmt(b.rps, 0)).join(', ')})`,
    );
    const cpuPer = (side, key) =>
      (all[side].reduce((s, b) => s + b[key].used.server + b[key].used.postgres, 0) * 1000) /
      all[side].reduce((s, b) => s + b.answers.length, 0);
    console.info(
      `  CPU ms a booking (app's Node + PostgreSQL): ${fmt(cpuPer('without', 'cpu'), 2)} without endpoints; ` +
        `with: ${fmt(cpuPer('with', 'cpu'), 2)} during the burst, ${fmt(cpuPer('with', 'total'), 2)} with its ${ENDPOINTS} deliveries (until drained)`,
    );
    console.info(`  load average at the end: ${machineLine().split('load average ')[1]}`);
    console.info(`\n## Targets\n`);
    const check = (ok, text) => console.info(`${ok ? 'PASS' : 'MISS'}  ${text}`);
    check(
      delivered === expected && missing === 0 && duplicated === 0,
      `every delivery done, none missing or duplicated (${delivered} of ${expected}, missing ${missing}, duplicated ${duplicated})`,
    );
    check(
      fromEvent.p99 < 2000 && delivered === expected,
      `p99 delay under 2 s (${ms(fromEvent.p99)})`,
    );
    check(
      drop <= 0.15,
      `bookings.create throughput with endpoints within 15% of without (${fmt(Math.abs(drop) * 100, 1)}% ${drop >= 0 ? 'lower' : 'higher'})`,
    );
    if (app.stderr.count)
      console.info(`\napp stderr: ${app.stderr.count} lines, last:\n${app.stderr.last.join('\n')}`);
  } finally {
    receivers.child.kill();
    await close();
  }
}

try {
  await main();
} catch (e) {
  process.exitCode = 1;
  console.error(`bench failed: ${e instanceof Error ? e.stack : e}`);
}
console.info(`\ntotal ${fmt((performance.now() - started) / 1000, 0)} s`);
