// What bench/run.mjs asks the app and the baseline: the calls and their inputs, signing in, the
// check that both answer the same, and undoing what a create run wrote.
import { SEARCH_QUERY } from './bookings-data.mjs';

export const PASSWORD = 'demo-password-1';

/**
 * The read calls, as the web app sends them. `users` maps the demo keys (manager, head…) to ids.
 * bookings.list: the manager's live bookings by expiration (the bookings screen); search: a
 * surname in ~3% of the comments, expired included, newest first; units.list: the grid's first
 * page (100 by code); directory.employees: the directory screen (20 by last name).
 */
export function readCalls(users) {
  const page = (limit, order_by, direction = 'asc') => ({ page: 1, limit, order_by, direction });
  return [
    { name: 'users.me', input: undefined },
    {
      name: 'bookings.list',
      input: {
        filter: {
          filters: [{ property: 'responsible', operator: 'EQ', value: [users.manager] }],
          include_expired: false,
        },
        pagination: page(20, 'expiration_date'),
      },
    },
    {
      name: 'bookings.search',
      input: {
        filter: { query: SEARCH_QUERY, include_expired: true },
        pagination: page(20, 'number', 'desc'),
      },
    },
    { name: 'units.list', input: { filter: { filters: [] }, pagination: page(100, 'code') } },
    {
      name: 'directory.employees',
      input: { filter: { filters: [] }, pagination: page(20, 'last_name') },
    },
  ];
}

/** tRPC's wire: a query is a GET with the input in the URL. */
export const queryPath = (name, input) =>
  `/api/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

export async function call(base, name, { input, headers = {}, mutation = false } = {}) {
  const res = await fetch(
    `${base}${mutation ? `/api/trpc/${name}` : queryPath(name, input)}`,
    mutation
      ? {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(input),
        }
      : { headers },
  );
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, bytes: Buffer.byteLength(text) };
}

/**
 * A signed-in demo user's Authorization header, signed in again when the access token (15 min)
 * is older than 5 min, so long runs (BENCH_DURATION) never send an expired one.
 */
export function signedIn(base, email) {
  let token;
  let at = -Infinity;
  return async () => {
    if (performance.now() - at > 300_000) {
      const { body } = await call(base, 'auth.login', {
        input: { login: email, password: PASSWORD },
        mutation: true,
      });
      if (!body?.result?.data?.access_token)
        throw new Error(`login failed: ${JSON.stringify(body)}`);
      token = body.result.data.access_token;
      at = performance.now();
    }
    return { authorization: `Bearer ${token}` };
  };
}

/** Where two JSON values first differ (a path and both values), or null when they are equal. */
export function firstDifference(a, b, path = '') {
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
export async function compareRead(app, baseline, read, headers) {
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
  ];
  const rename = (_key, v) => {
    if (v === b.number) return 'NUMBER';
    if (typeof v !== 'string') return v;
    return names.reduce((text, [value, name]) => text.replaceAll(value, name), v);
  };
  const hold = b.expiration_date - b.created_at;
  return JSON.parse(JSON.stringify({ booking: b, history, log, unit, hold }, rename));
}

/** One create on each server (two free units): do both write the same rows? */
export async function compareCreate(sql, app, baseline, units, headers) {
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

/**
 * Removes the bookings created since `since` (by the bench: the bulk data is older), their
 * history and their units' status log, and makes their units available again, so every create
 * run starts from the same database. Waits first for the creates still in flight when the load
 * stopped (until the count holds still for 300 ms).
 */
export async function undoCreates(sql, since) {
  const count = async () =>
    (await sql`select count(*)::int as n from bookings where created_at >= ${since}`)[0].n;
  for (let before = -1, now = await count(); now !== before; now = await count()) {
    before = now;
    await new Promise((r) => setTimeout(r, 300));
  }
  await sql.begin(async (tx) => {
    const units = (await tx`select unit from bookings where created_at >= ${since}`).map(
      (r) => r.unit,
    );
    await tx`delete from booking_history where booking in (select id from bookings where created_at >= ${since})`;
    await tx`delete from unit_status_log where date >= ${since} and unit = any(${units}::uuid[])`;
    await tx`delete from bookings where created_at >= ${since}`;
    await tx`update units set status = 'UNIT_STATUS_AVAILABLE' where id = any(${units}::uuid[])`;
  });
}
