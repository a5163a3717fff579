// `pnpm bench:conditions` (issue 24): `discountConditions.createMany` / `optionConditions.createMany`
// for 5,000 units on PostgreSQL, through the service in one transaction: the dry run's preview,
// then a discount, then an option. Method, target and options: bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { bulkStatements } from './bookings-data.mjs';

const env = process.env;
const server = (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const dbName = `bench_conditions_${process.pid}`;
const dbUrl = `${server}/${dbName}`;
const N = Number(env.BENCH_UNITS ?? 5000);
const TARGET_MS = 5000;
const say = (s) => console.info(s);
const since = (t) => performance.now() - t;

const admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
let handle;
let sql;
let failed = false;
try {
  process.env.DATABASE_URL = dbUrl;
  const { bootDatabase, demoUserId } = await import('../packages/db/src/index.ts');
  const { createManyConditions } = await import('../packages/api/src/services/pricing/index.ts');
  const { loadAuthUser } = await import('../packages/api/src/services/auth/current-user.ts');
  let t = performance.now();
  handle = await bootDatabase({ url: dbUrl, poolSize: 10 });
  const db = handle.db;
  sql = postgres(dbUrl, { max: 2, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  await sql.unsafe(bulkStatements()[0]); // the 10,000 bulk units only
  const head = await loadAuthUser(db, demoUserId('head'));
  const units = (
    await sql`select id from units where code like 'BN-%' order by code limit ${N}`
  ).map((r) => r.id);
  // What the units already carry: a base price, a default discount, an option.
  const [seedDiscount, newDiscount, seedOption, newOption] = [1, 2, 3, 4].map(() => randomUUID());
  for (const [id, name] of [
    [seedDiscount, 'bench default'],
    [newDiscount, 'bench new'],
  ])
    await sql`insert into discounts (id, description) values (${id}, ${name})`;
  for (const [id, name] of [
    [seedOption, 'bench option'],
    [newOption, 'bench new option'],
  ])
    await sql`insert into options (id, type, description) values (${id}, 'OPTION_TYPE_OTHER', ${name})`;
  await sql`insert into discount_versions (id, created_at, updated_at, active, description, exclusions, valid_from, required_comment)
    select id, created_at, updated_at, true, description, '[]'::jsonb, created_at - interval '1 day', false
    from discounts where id in (${seedDiscount}, ${newDiscount})`;
  await sql`insert into option_versions (id, created_at, updated_at, active, description, exclusions, valid_from, type, used_by_default)
    select id, created_at, updated_at, true, description, '[]'::jsonb, created_at - interval '1 day', type, false
    from options where id in (${seedOption}, ${newOption})`;
  await sql`insert into base_prices (unit, price_per_sq_m, created_at)
    select id, 150000 + (number::int % 50) * 1000, now() - interval '1 day'
    from units where id = any(${units}::uuid[])`;
  await sql`insert into discount_conditions (id, unit, discount, used_by_default, rules, sum, valid_from, created_at, updated_at)
    select gen_random_uuid(), id, ${seedDiscount}, true, '[{"rule":"RULE_USED_BY_DEFAULT","value":true}]'::jsonb,
      50000, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
    from units where id = any(${units}::uuid[])`;
  await sql`insert into option_conditions (id, unit, option, sum_per_sq_m, valid_from, created_at, updated_at)
    select gen_random_uuid(), id, ${seedOption}, 2500, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'
    from units where id = any(${units}::uuid[])`;
  await sql`vacuum analyze`;
  say(
    `${os.cpus().length} CPUs, Node ${process.versions.node}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  say(
    `database ${dbName}: ${units.length} units priced, each with a discount and an option (${since(t).toFixed(0)} ms)`,
  );

  const count = async (table, column, ref) =>
    (await sql.unsafe(`select count(*)::int as n from ${table} where ${column} = $1`, [ref]))[0].n;
  // A warm process: one small call first.
  await createManyConditions(db, 'discount', head, {
    units: units.slice(0, 10),
    discount: newDiscount,
    sum: 1,
    dry_run: true,
    preview: { page: 1, limit: 50 },
  });

  t = performance.now();
  const dry = await createManyConditions(db, 'discount', head, {
    units,
    discount: newDiscount,
    percent: 0.03,
    dry_run: true,
    preview: { page: 1, limit: 50 },
  });
  const dryMs = since(t);
  const s = dry.preview.summary;
  say(
    `dry run (preview) of ${units.length} units: ${dryMs.toFixed(0)} ms; ${s.priced} priced, ` +
      `Σ ${s.current_total} → ${s.new_total} (${s.difference}); written ${await count('discount_conditions', 'discount', newDiscount)}`,
  );

  t = performance.now();
  const made = await createManyConditions(db, 'discount', head, {
    units,
    discount: newDiscount,
    percent: 0.03,
    reason_id: 'BENCH',
    rules: [{ rule: 'RULE_USED_BY_DEFAULT', value: 'true' }],
  });
  const writeMs = since(t);
  const discountRows = await count('discount_conditions', 'discount', newDiscount);
  say(
    `discountConditions.createMany, ${units.length} units: ${writeMs.toFixed(0)} ms; ${made.item.count} answered, ${discountRows} rows`,
  );

  t = performance.now();
  const madeOptions = await createManyConditions(db, 'option', head, {
    units,
    option: newOption,
    sum: 120000,
  });
  const optionMs = since(t);
  const optionRows = await count('option_conditions', 'option', newOption);
  say(
    `optionConditions.createMany, ${units.length} units: ${optionMs.toFixed(0)} ms; ${madeOptions.item.count} answered, ${optionRows} rows`,
  );

  const pass =
    writeMs < TARGET_MS &&
    optionMs < TARGET_MS &&
    discountRows === units.length &&
    optionRows === units.length;
  say(
    `${pass ? 'PASS' : 'MISS'}: ${units.length} units in one call under ${TARGET_MS / 1000} s ` +
      `(discounts ${writeMs.toFixed(0)} ms, options ${optionMs.toFixed(0)} ms, preview ${dryMs.toFixed(0)} ms)`,
  );
  failed = !pass;
} finally {
  await sql?.end({ timeout: 2 });
  await handle?.close().catch(() => {});
  if (env.BENCH_KEEP_DB) say(`kept database ${dbUrl}`);
  else await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end({ timeout: 2 });
}
process.exit(failed ? 1 : 0);
