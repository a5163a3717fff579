// The checks of bench/run.mjs that the baseline does the app's work: the same answer to every
// read, the same rows written by a create, the same SQL statements (through bench/sql-recorder.mjs).
import { call, undoCreates } from './scenarios.mjs';

/** Where two JSON values first differ (a path and both values), or null when they are equal. */
function firstDifference(a, b, path = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.join() !== keysB.join()) return `${path || '.'}: keys ${keysA} vs ${keysB}`;
    for (const k of keysA) {
      const d = firstDifference(a[k], b[k], `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path || '.'}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
}

/** Does the baseline answer a read as the app does? (the whole data: items and pagination) */
async function compareRead(app, baseline, read, headers) {
  const [a, b] = await Promise.all(
    [app, baseline].map((base) => call(base, read.name, { input: read.input, headers })),
  );
  if (a.status !== 200) throw new Error(`app ${read.name}: ${a.status} ${JSON.stringify(a.body)}`);
  const diff = firstDifference(a.body, b.body);
  return { same: !diff, diff, data: a.body.result.data };
}

/** What one create wrote, with its own id, number, unit, code and times replaced by names. */
async function written(sql, bookingId) {
  const [b] = await sql`select * from bookings where id = ${bookingId}`;
  const history = await sql`
    select entity_type, entity_id, property, old_value, new_value, "user", date
    from booking_history where booking = ${bookingId} order by id`;
  const log = await sql`
    select property, old_value, new_value, "user", date from unit_status_log
    where unit = ${b.unit} and date = ${b.created_at} order by id`;
  const [unit] =
    await sql`select status, second_statuses, updated_at from units where id = ${b.unit}`;
  const names = [
    [bookingId, 'ID'],
    [b.unit, 'UNIT'],
    [b.unit_data.code, 'CODE'],
    [b.unit_data.code.toLowerCase(), 'code'], // in search_text
    [b.created_at.toISOString(), 'NOW'],
    [b.expiration_date.toISOString(), 'EXPIRES'],
    [String(b.number), 'NUMBER'],
    // The unit's number in the snapshot, as history's JSON text writes it.
    [`"number":"${b.unit_data.number}"`, '"number":"UNIT_NUMBER"'],
    [`"number": "${b.unit_data.number}"`, '"number": "UNIT_NUMBER"'],
  ];
  const rename = (key, v) => {
    if (v === b.number) return 'NUMBER';
    if (key === 'number' && v === b.unit_data.number) return 'UNIT_NUMBER';
    if (typeof v !== 'string') return v;
    return names.reduce((text, [value, name]) => text.replaceAll(value, name), v);
  };
  const hold = b.expiration_date - b.created_at;
  return JSON.parse(JSON.stringify({ booking: b, history, log, unit, hold }, rename));
}

/** One create on each server (two free units): do both write the same rows? */
async function compareCreate(sql, app, baseline, units, headers) {
  const ids = [];
  for (const [base, unit] of [
    [app, units[0]],
    [baseline, units[1]],
  ]) {
    const { status, body } = await call(base, 'bookings.create', {
      input: { unit },
      headers,
      mutation: true,
    });
    if (status !== 200)
      throw new Error(`bookings.create on ${base}: ${status} ${JSON.stringify(body)}`);
    ids.push(body.result.data.item.id);
  }
  const [a, b] = await Promise.all(ids.map((id) => written(sql, id)));
  const diff = firstDifference(a, b);
  return { same: !diff, diff };
}

/** Statements only one side ran; one on each side: where their texts part. */
function describe(onlyApp, onlyBaseline) {
  const [a, b] = [onlyApp[0] ?? '', onlyBaseline[0] ?? ''];
  if (onlyApp.length === 1 && onlyBaseline.length === 1) {
    let i = 0;
    while (a[i] === b[i]) i++;
    const at = (t) => JSON.stringify(`…${t.slice(Math.max(0, i - 60), i + 60)}…`);
    return `the app's statement ${at(a)} is the baseline's ${at(b)}`;
  }
  const list = (texts) => JSON.stringify(texts.map((t) => t.slice(0, 200)));
  return `only the app: ${list(onlyApp)}; only the baseline: ${list(onlyBaseline)}`;
}

/**
 * The distinct statement texts each side ran, exactly. Left out: the app's API counter flush (it
 * runs once a second, not per call, and the baseline has no rate limit) and postgres.js's read of
 * the array types, which it makes on each new connection (whichever side opens one during the
 * checks), not per call.
 */
const perCall = (text) => !text.includes('"rate_limits"') && !text.includes('pg_catalog.pg_type');
function compareStatements(recorded) {
  const texts = (app) =>
    new Set(recorded.filter((r) => r.app === app && perCall(r.text)).map((r) => r.text));
  const app = texts('postgres.js');
  const baseline = texts('bench-baseline');
  const only = (a, b) => [...a].filter((t) => !b.has(t));
  const onlyApp = only(app, baseline);
  const onlyBaseline = only(baseline, app);
  const same = !onlyApp.length && !onlyBaseline.length;
  return { same, diff: same ? null : describe(onlyApp, onlyBaseline), count: app.size };
}

/**
 * Asks both servers (connected through `recorder`) every read and one create each, and answers
 * [[name, { same, diff }]…]: the answers of each read, the rows of the creates (undone after), and
 * the SQL of all of them. `say` reports each result.
 */
export async function checkSameWork({ sql, recorder, app, baseline, reads, free, headers, say }) {
  const auth = await headers(); // signed in before the recording: login is not a measured call
  recorder.take();
  const checks = [];
  for (const read of reads) {
    const c = await compareRead(app.base, baseline.base, read, auth);
    checks.push([read.name, c]);
    const size = c.data.pagination
      ? `, ${c.data.items.length} items of ${c.data.pagination.total_count}`
      : '';
    say(`same answer from the baseline, ${read.name}: ${c.same ? 'yes' : `NO (${c.diff})`}${size}`);
  }
  const since = new Date();
  const created = await compareCreate(sql, app.base, baseline.base, free, auth);
  await undoCreates(sql, since);
  checks.push(['bookings.create', created]);
  say(
    `same rows written by the baseline, bookings.create: ${created.same ? 'yes' : `NO (${created.diff})`}`,
  );
  const statements = compareStatements(recorder.take());
  checks.push(['SQL', statements]);
  say(
    `same SQL from the baseline: ${statements.same ? `yes (${statements.count} statements)` : `NO (${statements.diff})`}`,
  );
  return checks;
}

/**
 * The pricing reads (bench/pricing-data.mjs) on both servers connected through `recorder`: the
 * same answers and the same SQL, as checkSameWork does for the other calls (no create).
 */
export async function checkSameReads({ recorder, app, baseline, reads, headers, say }) {
  const auth = await headers();
  recorder.take();
  const checks = [];
  for (const read of reads) {
    const c = await compareRead(app.base, baseline.base, read, auth);
    checks.push([read.name, c]);
    const size = c.data.items
      ? `, ${c.data.items.length} items`
      : c.data.lines
        ? `, ${c.data.lines.length} lines`
        : '';
    say(`same answer from the baseline, ${read.name}: ${c.same ? 'yes' : `NO (${c.diff})`}${size}`);
  }
  const statements = compareStatements(recorder.take());
  checks.push(['pricing SQL', statements]);
  say(
    `same SQL from the baseline (pricing): ${statements.same ? `yes (${statements.count} statements)` : `NO (${statements.diff})`}`,
  );
  return checks;
}
