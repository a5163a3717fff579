// `pnpm bench:documents` (issue 11): @app/pdf renders in process, then through the built app on
// PostgreSQL: offer and schedule times, RSS after 500 offers, `bookings.list` p99 while rendering.
// Targets and options: bench/README.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import {
  buildIfMissing,
  cannon,
  fmt,
  freePort,
  percentile,
  root,
  rssMiB,
  startApp,
  stopApp,
} from './lib.mjs';
import { call, queryPath, signedIn } from './scenarios.mjs';

const pgServer = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MANAGER = {
  name: 'Иванов Пётр Сергеевич',
  phone: '+7 495 123-45-67',
  email: 'manager@demo.test',
};
const lines = [];
const say = (s) => (console.info(s), lines.push(s));
const check = (ok, text) => say(`${ok ? 'PASS' : 'MISS'}  ${text}`);

say('## 1. @app/pdf in process');
const inProcess = spawnSync('pnpm', ['--filter', '@app/pdf', 'bench'], {
  cwd: root,
  encoding: 'utf8',
});
say(inProcess.stdout.trim() || inProcess.stderr.trim());

await buildIfMissing();
const admin = postgres(`${pgServer}/postgres`, { max: 1, onnotice() {} });
const dbName = `bench_docs_${process.pid}`;
await admin.unsafe(`create database "${dbName}"`);
let app;
try {
  const port = await freePort();
  app = await startApp(port, {
    DATABASE_URL: `${pgServer}/${dbName}`,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PAYMENT_LINK_SECRET: randomBytes(32).toString('base64url'),
    API_RATE_LIMIT_PER_MINUTE: '10000000',
    DOCUMENTS_PER_MINUTE: '10000000',
  });
  const base = `http://127.0.0.1:${port}`;
  const headers = await signedIn(base, 'manager@demo.test')();
  const units = await call(base, 'units.list', {
    input: {
      filter: { filters: [] },
      pagination: { page: 1, limit: 1, order_by: 'code', direction: 'asc' },
    },
    headers,
  });
  const unit = units.body.result.data.items[0].id;
  const offer = {
    units: [{ unit, options: [{ def: 'Отделка', value: 'White box' }], show_facing: true }],
    manager: MANAGER,
    phone: '+79991234567',
    name: 'Ёлкина Мария Сергеевна',
    show_developer: true,
  };
  const schedule = {
    items: Array.from({ length: 360 }, (_, i) => ({
      date: new Date(Date.UTC(2027, i, 15, 9)).toISOString(),
      area: 52.4,
      priceSqByMonth: 381.68,
      priceByMonth: 20000,
    })),
    manager: MANAGER,
    summary: 7200000,
  };
  const issue = async (name, input) => {
    const t = performance.now();
    const res = await call(base, name, { input, headers, mutation: true });
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
    return performance.now() - t;
  };
  const median = async (name, input, n) => {
    const times = [];
    for (let i = 0; i < n; i++) times.push(await issue(name, input));
    return percentile(
      [...times].sort((a, b) => a - b),
      50,
    );
  };

  say('\n## 2. Through the API (the built app on PostgreSQL, the worker pool)');
  for (let i = 0; i < 3; i++) await issue('documents.commercialOffer', offer); // warm the workers
  await issue('documents.paymentSchedule', schedule);
  const offerMs = await median('documents.commercialOffer', offer, 20);
  const scheduleMs = await median('documents.paymentSchedule', schedule, 5);
  say(`documents.commercialOffer, 1 unit:   median ${fmt(offerMs)} ms (render + quote + store)`);
  say(`documents.paymentSchedule, 360 rows: median ${fmt(scheduleMs)} ms`);

  const list = {
    method: 'GET',
    path: queryPath('bookings.list', {
      filter: { filters: [] },
      pagination: { page: 1, limit: 20, order_by: 'number', direction: 'desc' },
    }),
    headers,
  };
  // Idle and busy rounds alternate (ROUNDS of each, 5 s apiece) so drift on a shared machine
  // falls on both sides; each side's p99 is over all its rounds' requests.
  const idleTimes = [];
  const busyTimes = [];
  let renders = 0;
  for (let round = 0; round < ROUNDS; round++) {
    idleTimes.push(...(await cannon(base, list, { connections: 4, warmup: 1, duration: 5 })).times);
    let rendering = true;
    const loops = Array.from({ length: 4 }, async () => {
      while (rendering) {
        await issue('documents.paymentSchedule', schedule).catch(() => undefined);
        renders++;
      }
    });
    busyTimes.push(...(await cannon(base, list, { connections: 4, warmup: 1, duration: 5 })).times);
    rendering = false;
    await Promise.all(loops);
  }
  const pct = (times, p) =>
    percentile(
      [...times].sort((a, b) => a - b),
      p,
    );
  const idle = { p50: pct(idleTimes, 50), p99: pct(idleTimes, 99) };
  const busy = { p50: pct(busyTimes, 50), p99: pct(busyTimes, 99) };
  say(
    `bookings.list at 4 connections, ${ROUNDS} × 5 s each: p99 idle ${fmt(idle.p99)} ms, while 4 renders run ${fmt(busy.p99)} ms ` +
      `(p50 ${fmt(idle.p50)} / ${fmt(busy.p50)}; ${idleTimes.length} / ${busyTimes.length} requests; ${renders} schedules rendered meanwhile)`,
  );

  const rssBefore = rssMiB(app.child.pid);
  for (let i = 0; i < RENDERS; i++) await issue('documents.commercialOffer', offer);
  await new Promise((r) => setTimeout(r, 2000));
  const rssAfter = rssMiB(app.child.pid);
  say(`app RSS: ${fmt(rssBefore)} MiB before, ${fmt(rssAfter)} MiB after ${RENDERS} offers`);

  say('\n## Targets');
  check(offerMs < 100, `one-unit offer through the API < 100 ms: ${fmt(offerMs)} ms`);
  check(scheduleMs < 1000, `360-row schedule through the API < 1 s: ${fmt(scheduleMs)} ms`);
  check(
    rssAfter - rssBefore < 30,
    `RSS growth after ${RENDERS} renders < 30 MB: ${fmt(rssAfter - rssBefore)} MiB`,
  );
  check(
    busy.p99 <= 2 * idle.p99,
    `bookings.list p99 while rendering <= 2x idle: ${fmt(busy.p99)} vs ${fmt(idle.p99)} ms`,
  );
} finally {
  if (app) await stopApp(app);
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}
