// `pnpm bench:reminders` (issue 23): the reminder pass (BOOKING_EXPIRES_SOON) on PostgreSQL with
// every live booking due: one pass, the steady pass, two instances at once (duplicates). Runs under
// tsx. Method, targets and options: bench/README.md.
import os from 'node:os';
import postgres from 'postgres';
import { bulkStatements } from './bookings-data.mjs';

const env = process.env;
const server = (env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const dbName = `bench_reminders_${process.pid}`;
const dbUrl = `${server}/${dbName}`;
const hours = Number(env.BENCH_REMINDER_HOURS ?? 24);
const say = (s) => console.info(s);
const ms = (t) => `${(performance.now() - t).toFixed(0)} ms`;

const admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
const handles = [];
let sql;
let failed = false;
try {
  // Imported after the database exists: the app's modules read DATABASE_URL once.
  process.env.DATABASE_URL = dbUrl;
  const { bootDatabase, openDb } = await import('../packages/db/src/index.ts');
  const { remindExpiringBookings } = await import('../packages/api/src/services/bookings/index.ts');
  let t = performance.now();
  const a = await bootDatabase({ url: dbUrl, poolSize: 10 });
  handles.push(a);
  sql = postgres(dbUrl, { max: 2, onnotice: () => {}, connection: { TimeZone: 'UTC' } });
  for (const statement of bulkStatements()) await sql.unsafe(statement);
  const [moved] = await sql`
    with live as (
      select id, row_number() over (order by id) as i from bookings
      where status = 'BOOKING_STATUS_BOOKED' and active and deleted_at is null
    )
    update bookings b set expiration_date = now() + interval '1 hour'
      + (live.i % 1200) * interval '1 minute'
    from live where live.id = b.id returning 1`.then((r) => [r.count]);
  await sql`vacuum analyze bookings`;
  const [n] = await sql`select
    (select count(*)::int from bookings) as bookings,
    (select count(*)::int from bookings where status in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and active) as live`;
  say(
    `${os.cpus().length} CPUs, Node ${process.versions.node}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  say(
    `database ${dbName}: ${n.bookings} bookings, ${n.live} live, ${moved} BOOKED ones due within ${hours} h (${ms(t)})`,
  );

  // A server's process is warm when the cron tick comes: a small pass first (the bookings due
  // within 2 hours), then those reminders removed, so the measured pass has every due booking.
  t = performance.now();
  const warm = await remindExpiringBookings(a.db, 2);
  say(`warm-up pass (due within 2 h, cold process): ${warm} written in ${ms(t)}`);
  await sql`delete from notifications where kind = 'BOOKING_EXPIRES_SOON'`;
  await sql`delete from mail_outbox`;
  t = performance.now();
  const first = await remindExpiringBookings(a.db, hours);
  const firstMs = performance.now() - t;
  say(`first pass: ${first} reminders and their e-mails written in ${firstMs.toFixed(0)} ms`);
  t = performance.now();
  const second = await remindExpiringBookings(a.db, hours);
  const secondMs = performance.now() - t;
  say(`second pass (nothing new): ${second} written in ${secondMs.toFixed(0)} ms`);

  await sql`delete from notifications where kind = 'BOOKING_EXPIRES_SOON'`;
  await sql`delete from mail_outbox`;
  const b = await openDb({ url: dbUrl, poolSize: 10 });
  handles.push(b);
  t = performance.now();
  const written = await Promise.all([
    remindExpiringBookings(a.db, hours),
    remindExpiringBookings(b.db, hours),
    remindExpiringBookings(a.db, hours),
    remindExpiringBookings(b.db, hours),
  ]);
  const parallelMs = performance.now() - t;
  const [c] = await sql`select
    (select count(*)::int from notifications where kind = 'BOOKING_EXPIRES_SOON') as reminders,
    (select count(*)::int from (select 1 from notifications where kind = 'BOOKING_EXPIRES_SOON'
       group by user_id, booking, data->>'expiration_date' having count(*) > 1) d) as duplicates,
    (select count(*)::int from mail_outbox) as mails`;
  say(
    `two instances × two passes at once: written ${written.join(' + ')} = ${written.reduce((x, y) => x + y, 0)} ` +
      `in ${parallelMs.toFixed(0)} ms; in the table ${c.reminders} reminders, ${c.duplicates} duplicated, ${c.mails} e-mails`,
  );
  const pass = firstMs <= 1000 && c.duplicates === 0 && c.reminders === moved && c.mails === moved;
  say(
    `${pass ? 'PASS' : 'MISS'}: one pass ≤ 1 s (${firstMs.toFixed(0)} ms), no duplicate (${c.duplicates}), every due booking once (${c.reminders}/${moved})`,
  );
  failed = !pass;
} finally {
  await sql?.end({ timeout: 2 });
  for (const h of handles) await h.close().catch(() => {});
  if (env.BENCH_KEEP_DB) say(`kept database ${dbUrl}`);
  else await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end({ timeout: 2 });
}
process.exit(failed ? 1 : 0);
