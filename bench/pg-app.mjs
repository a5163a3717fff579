// The built app alone on a new PostgreSQL database with `pnpm bench`'s bulk data, for the benches
// that measure one app against itself (rest, webhooks, search, dashboard, exports); the database
// and the app are removed at the end, also on failure or Ctrl-C. Options: bench/README.md.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import { bulkStatements } from './bookings-data.mjs';
import { buildIfMissing, fmt, freePort, startApp, stopApp } from './lib.mjs';

const env = process.env;
export const pgServer = (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);

/** The machine as a line: CPUs, memory, Node, load averages. */
export const machineLine = () =>
  `${os.cpus().length} CPUs, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.versions.node}, ` +
  `load average ${os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(' ')}`;

/**
 * Starts the built app (building it when missing) on a new database, loads the bulk data, and
 * returns `{ app, sql, dbName, close }`; `close()` stops the app and drops the database (also run
 * on SIGINT/SIGTERM). `appEnv` is added to the app's environment; `bookings`: how many bookings
 * the bulk data has (bookings-data.mjs's BOOKINGS by default).
 */
export async function appOnPostgres(name, { say, appEnv = {}, bookings } = {}) {
  await buildIfMissing();
  const admin = postgres(`${pgServer}/postgres`, { max: 1, onnotice: () => {} });
  const dbName = `${env.BENCH_DB_PREFIX ?? 'bench'}_${name}_${process.pid}`;
  const dbUrl = `${pgServer}/${dbName}`;
  let app;
  let sql;
  let closing;
  const close = () =>
    (closing ??= (async () => {
      if (app) await stopApp(app);
      await sql?.end({ timeout: 2 });
      if (env.BENCH_KEEP_DB) console.info(`kept database ${dbUrl}`);
      else
        await admin
          .unsafe(`drop database if exists "${dbName}" with (force)`)
          .catch((e) => console.error(`drop database ${dbName}: ${e.message}`));
      await admin.end({ timeout: 2 });
    })());
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => {
      console.error(`\n${sig}: stopping the app, removing the database`);
      void close().finally(() => process.exit(130));
    });
  await admin.unsafe(`create database "${dbName}"`);
  try {
    let t = performance.now();
    const port = env.BENCH_PORT ? Number(env.BENCH_PORT) : await freePort();
    app = await startApp(
      port,
      {
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        PAYMENT_LINK_SECRET: randomBytes(32).toString('base64url'),
        // The per-user API limit (600/min) would throttle the load: 10,000,000 is the most it takes.
        API_RATE_LIMIT_PER_MINUTE: '10000000',
        DATABASE_POOL_SIZE: env.BENCH_POOL_SIZE ?? '32',
        DATABASE_URL: dbUrl,
        ...appEnv,
      },
      { collectStderr: true, onSpawn: (child) => (app = { child }) },
    );
    app.base = `http://127.0.0.1:${port}`;
    say(`app up on ${dbName} (migrations, demo seed) in ${fmt((performance.now() - t) / 1000)} s`);
    sql = postgres(dbUrl, {
      max: 2,
      onnotice: () => {},
      connection: { TimeZone: 'UTC', application_name: 'bench' },
    });
    t = performance.now();
    for (const statement of bulkStatements(bookings)) await sql.unsafe(statement);
    const [n] =
      await sql`select (select count(*)::int from units) as units, (select count(*)::int from bookings) as bookings`;
    say(
      `bulk data: ${n.units} units, ${n.bookings} bookings, vacuum analyze in ${fmt((performance.now() - t) / 1000)} s`,
    );
    /** The app's PostgreSQL backends (everything on the database but the bench's connections). */
    app.backends = async () =>
      (
        await sql`select pid from pg_stat_activity where datname = ${dbName} and application_name <> 'bench'`
      ).map((r) => r.pid);
    return { app, sql, dbName, close };
  } catch (e) {
    if (app?.stderr?.count) console.error(`app stderr:\n${app.stderr.last.join('\n')}`);
    await close();
    throw e;
  }
}

/** The free units the creates take, one per request (units of the bulk data, in a fixed shuffle). */
export async function freeUnits(sql) {
  return (
    await sql`select id from units where status = 'UNIT_STATUS_AVAILABLE' and code like 'BN-%' order by md5(id::text)`
  ).map((r) => r.id);
}
