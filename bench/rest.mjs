// `pnpm bench:rest` (issue 22): REST (/api/v1) against tRPC for `bookings.list` and
// `bookings.create` on the same built app and user, in interleaved rounds; the verdict is CPU per
// call, not req/s. Method, target and options: bench/README.md.
import { isDeepStrictEqual } from 'node:util';
import { fmt, percentile } from './lib.mjs';
import { appOnPostgres, freeUnits, machineLine } from './pg-app.mjs';
import { call, queryPath, readCalls, signedIn, undoCreates, userIdOf } from './scenarios.mjs';
import { line, measure } from './servers.mjs';

const env = process.env;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const run = { warmup: Number(env.BENCH_WARMUP ?? 1), duration: Number(env.BENCH_DURATION ?? 5) };
const TARGET = 0.1;

const started = performance.now();
const say = (text) => console.info(`${text} [${fmt((performance.now() - started) / 1000, 0)} s]`);
const json = { 'content-type': 'application/json' };

/** A REST call as its answer's body (no envelope); throws on another status than 200. */
async function rest(base, path, input, headers) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { ...headers, ...json },
    body: JSON.stringify(input),
  });
  const body = await res.json();
  if (res.status !== 200)
    throw new Error(`POST /api/v1/${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The autocannon requests of one call through each API. */
function requests(listInput, headers, units) {
  let next = 0;
  const create = (path) => ({
    method: 'POST',
    path,
    headers: { ...headers, ...json },
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ unit: units[next++ % units.length] }),
    }),
  });
  return {
    'bookings.list': {
      trpc: { method: 'GET', path: queryPath('bookings.list', listInput), headers },
      rest: {
        method: 'POST',
        path: '/api/v1/bookings/list',
        headers: { ...headers, ...json },
        body: JSON.stringify(listInput),
      },
    },
    'bookings.create': {
      trpc: create('/api/trpc/bookings.create'),
      rest: create('/api/v1/bookings/create'),
    },
    /** Units taken by the creates so far, and a fresh start (after an undo). */
    taken: () => next,
    reset: () => (next = 0),
  };
}

/** One call's runs pooled: req/s over the total time, percentiles over every response, CPU per call. */
function pool(runs) {
  const total = runs.reduce((s, r) => s + r.total, 0);
  const secs = runs.reduce((s, r) => s + r.total / r.rps, 0);
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const per = (key) => runs.reduce((s, r) => s + r[key] * r.total, 0) / total;
  return {
    rps: total / secs,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    node: per('node'),
    pg: per('pg'),
    errors: runs.reduce((s, r) => s + r.non2xx + r.errors, 0),
  };
}

async function main() {
  console.info(`pnpm bench:rest: ${machineLine()}`);
  const { app, sql, close } = await appOnPostgres('rest', { say });
  try {
    const headers = await signedIn(app.base, 'manager@demo.test')();
    const [, list] = readCalls({ manager: userIdOf(headers) });
    const units = await freeUnits(sql);

    // Both APIs answer the same: the list's data, and a create through REST.
    const viaTrpc = await call(app.base, 'bookings.list', { input: list.input, headers });
    const viaRest = await rest(app.base, 'bookings/list', list.input, headers);
    if (!isDeepStrictEqual(viaTrpc.body.result.data, viaRest))
      throw new Error('bookings.list: REST and tRPC answer differently');
    const since = new Date(Date.now() - 1000);
    const made = await rest(app.base, 'bookings/create', { unit: units.at(-1) }, headers);
    if (typeof made.item?.id !== 'string') throw new Error(`REST create: ${JSON.stringify(made)}`);
    await undoCreates(sql, since);
    say(
      `bookings.list answers the same through both (${viaRest.items.length} rows); REST create answers ${JSON.stringify(made).slice(0, 80)}`,
    );

    const reqs = requests(list.input, headers, units.slice(0, -1));
    const runs = {
      'bookings.list': { trpc: [], rest: [] },
      'bookings.create': { trpc: [], rest: [] },
    };
    console.info(
      `\n${ROUNDS} rounds, ${CONNECTIONS} connections, ${run.warmup} s warm-up + ${run.duration} s a run (autocannon), manager@demo.test`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 ? ['trpc', 'rest'] : ['rest', 'trpc'];
      for (const name of ['bookings.list', 'bookings.create']) {
        for (const api of order) {
          const creates = name === 'bookings.create';
          const t = new Date(Date.now() - 1000);
          if (creates) reqs.reset();
          const r = await measure(app, reqs[name][api], CONNECTIONS, {
            ...run,
            ...(creates ? { shouldStop: () => reqs.taken() > units.length - 2 * CONNECTIONS } : {}),
          });
          runs[name][api].push(r);
          // The creates really wrote: bookings in the database against the units handed out.
          const wrote = creates
            ? (await sql`select count(*)::int as n from bookings where created_at >= ${t}`)[0].n
            : 0;
          say(
            `${line(`round ${round} ${name} ${api === 'trpc' ? 'tRPC' : 'REST'}`, r)}` +
              `${r.others ? ` others ${fmt(r.others * 100, 0)}% CPU` : ''}` +
              (creates ? ` (${reqs.taken()} units, ${wrote} bookings)` : ''),
          );
          if (creates) await undoCreates(sql, t);
        }
      }
    }

    console.info(
      `\n## REST against tRPC, pooled over ${ROUNDS} rounds, ${CONNECTIONS} connections\n`,
    );
    console.info(
      '| call | API | req/s | p50 ms | p99 ms | CPU ms/call Node | PG | REST cost (req/s) | by CPU |',
    );
    console.info('|---|---|--:|--:|--:|--:|--:|--:|--:|');
    const verdicts = [];
    for (const name of Object.keys(runs)) {
      const t = pool(runs[name].trpc);
      const r = pool(runs[name].rest);
      const cost = t.rps / r.rps - 1;
      const cpuCost = (r.node + r.pg) / (t.node + t.pg) - 1;
      const row = (api, p, extra) =>
        `| ${name} | ${api} | ${fmt(p.rps, 0)} | ${fmt(p.p50)} | ${fmt(p.p99)} | ${fmt(p.node, 2)} | ${fmt(p.pg, 2)} | ${extra} |`;
      console.info(row('tRPC', t, ' | '));
      console.info(
        row(
          'REST',
          r,
          `${cost >= 0 ? '+' : ''}${fmt(cost * 100, 1)}% | ${cpuCost >= 0 ? '+' : ''}${fmt(cpuCost * 100, 1)}%`,
        ),
      );
      // Per round (the two runs back to back), then the median: one round disturbed by the rest of
      // the machine moves the pooled figures, not the median.
      const cpuOf = (x) => x.node + x.pg;
      const rounds = runs[name].trpc.map((x, i) => ({
        rps: x.rps / runs[name].rest[i].rps - 1,
        cpu: cpuOf(runs[name].rest[i]) / cpuOf(x) - 1,
      }));
      const median = (key) =>
        percentile(
          rounds.map((x) => x[key]).sort((a, b) => a - b),
          50,
        );
      const pct = (x) => `${x >= 0 ? '+' : ''}${fmt(x * 100, 1)}%`;
      const errors = t.errors + r.errors;
      verdicts.push([
        median('cpu') <= TARGET,
        `${name}: REST's CPU per call ${pct(median('cpu'))} of tRPC's (median of the rounds: ${rounds.map((x) => pct(x.cpu)).join(', ')}); ` +
          `by req/s ${pct(median('rps'))} (${rounds.map((x) => pct(x.rps)).join(', ')}); at most +${TARGET * 100}%` +
          (errors ? `; ${errors} errors or non-2xx` : ''),
      ]);
    }
    console.info(`\nload average at the end: ${machineLine().split('load average ')[1]}`);
    console.info(`\n## Targets\n`);
    for (const [ok, text] of verdicts) console.info(`${ok ? 'PASS' : 'MISS'}  ${text}`);
    if (app.stderr.count)
      console.info(`\napp stderr: ${app.stderr.count} lines, last:\n${app.stderr.last.join('\n')}`);
  } finally {
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
