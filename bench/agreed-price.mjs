// `pnpm bench:agreed-price` (issue 33): `bookings.create` with two chosen conditions (a discount
// and an option, besides a default discount) against a plain one, through the service on
// PostgreSQL, interleaved rounds; the verdict is Node CPU per call. Options: bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { bulkStatements } from './bookings-data.mjs';

const env = process.env;
const server = (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const dbName = `bench_agreed_${process.pid}`;
const dbUrl = `${server}/${dbName}`;
const ROOT = path.resolve(env.BENCH_APP_ROOT ?? path.join(import.meta.dirname, '..'));
// Today's create (another checkout, e.g. main) run in the same rounds on the same database.
const BASELINE = env.BENCH_BASELINE_ROOT ? path.resolve(env.BENCH_BASELINE_ROOT) : null;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const CALLS = Number(env.BENCH_CALLS ?? 150);
const TARGET = 0.1;
const say = (s) => console.info(s);

const admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
let handle;
let sql;
try {
  process.env.DATABASE_URL = dbUrl;
  const { bootDatabase, demoUserId } = await import(`${ROOT}/packages/db/src/index.ts`);
  const { createBooking } = await import(
    `${ROOT}/packages/api/src/services/booking-lifecycle/index.ts`
  );
  const { loadAuthUser } = await import(`${ROOT}/packages/api/src/services/auth/current-user.ts`);
  const baseline = BASELINE
    ? (await import(`${BASELINE}/packages/api/src/services/booking-lifecycle/index.ts`))
        .createBooking
    : null;
  handle = await bootDatabase({ url: dbUrl, poolSize: 4 });
  const db = handle.db;
  sql = postgres(dbUrl, { max: 2, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  await sql.unsafe(bulkStatements()[0]); // the 10,000 bulk units only
  const manager = await loadAuthUser(db, demoUserId('manager'));
  const need = 3 * ROUNDS * CALLS + 30;
  const units = (
    await sql`select id from units where code like 'BN-%' and status = 'UNIT_STATUS_AVAILABLE' order by code limit ${need}`
  ).map((r) => r.id);
  if (units.length < need) throw new Error(`${need} free units needed, ${units.length} found`);
  const [byDefault, discount, option] = [1, 2, 3].map(() => randomUUID());
  for (const id of [byDefault, discount])
    await sql`insert into discounts (id, description) values (${id}, ${`bench ${id.slice(0, 4)}`})`;
  await sql`insert into options (id, type, description) values (${option}, 'OPTION_TYPE_OTHER', 'bench option')`;
  await sql`insert into discount_versions (id, created_at, updated_at, active, description, exclusions, valid_from, required_comment)
    select id, created_at, updated_at, true, description, '[]'::jsonb, created_at - interval '1 day', false
    from discounts where id in (${byDefault}, ${discount})`;
  await sql`insert into option_versions (id, created_at, updated_at, active, description, exclusions, valid_from, type, used_by_default)
    select id, created_at, updated_at, true, description, '[]'::jsonb, created_at - interval '1 day', type, false
    from options where id = ${option}`;
  const day = sql`now() - interval '1 day'`;
  await sql`insert into base_prices (unit, price_per_sq_m, created_at)
    select id, 150000 + (number::int % 50) * 1000, ${day} from units where id = any(${units}::uuid[])`;
  await sql`insert into discount_conditions (id, unit, discount, used_by_default, rules, sum, valid_from, created_at, updated_at)
    select gen_random_uuid(), id, ${byDefault}, true, '[{"rule":"RULE_USED_BY_DEFAULT","value":true}]'::jsonb,
      50000, ${day}, ${day}, ${day} from units where id = any(${units}::uuid[])`;
  await sql`insert into discount_conditions (id, unit, discount, percent, valid_from, created_at, updated_at)
    select gen_random_uuid(), id, ${discount}, 0.015, ${day}, ${day}, ${day} from units where id = any(${units}::uuid[])`;
  await sql`insert into option_conditions (id, unit, option, sum_per_sq_m, valid_from, created_at, updated_at)
    select gen_random_uuid(), id, ${option}, 2500, ${day}, ${day}, ${day} from units where id = any(${units}::uuid[])`;
  await sql`vacuum analyze`;
  say(
    `${os.cpus().length} CPUs, Node ${process.versions.node}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; code of ${ROOT}`,
  );

  let next = 0;
  const chosen = { discounts: [discount], options: [option] };
  /** `calls` creates one after another: Node CPU (user + system) and wall time per call, ms. */
  async function run(mode, calls) {
    const create = mode === 'baseline' ? baseline : createBooking;
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (let i = 0; i < calls; i++)
      await create(db, manager, { unit: units[next++], ...(mode === 'chosen' ? chosen : {}) });
    const used = process.cpuUsage(cpu);
    return { cpu: (used.user + used.system) / 1000 / calls, wall: (performance.now() - t) / calls };
  }
  const modes = ['plain', 'chosen', ...(baseline ? ['baseline'] : [])];
  for (const mode of modes) await run(mode, 10); // warm: every path compiled and prepared
  const rounds = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const order = r % 2 ? modes : [...modes].reverse();
    const got = {};
    for (const mode of order) got[mode] = await run(mode, CALLS);
    rounds.push(got);
    const each = modes.map(
      (m) => `${m} ${got[m].cpu.toFixed(2)} ms CPU (${got[m].wall.toFixed(2)} ms wall)`,
    );
    say(`round ${r}: ${each.join(', ')}`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
  const [price] =
    await sql`select price from bookings where price is not null order by number desc limit 1`;
  say(`a booking's price: ${JSON.stringify(price?.price ?? null).slice(0, 160)}`);
  for (const against of modes.filter((m) => m !== 'chosen')) {
    const cost = median(rounds.map((x) => x.chosen.cpu / x[against].cpu - 1));
    say(
      `${cost <= TARGET ? 'PASS' : 'MISS'}  bookings.create with two chosen conditions: Node CPU per call ` +
        `${pct(cost)} of ${against === 'plain' ? 'a plain create' : "the baseline's create"} (median of ${ROUNDS} rounds × ${CALLS}); at most +${TARGET * 100}%`,
    );
  }
} catch (e) {
  process.exitCode = 1;
  console.error(`bench failed: ${e instanceof Error ? e.stack : e}`);
} finally {
  await sql?.end();
  await handle?.close?.();
  if (env.BENCH_KEEP_DB !== '1')
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}
