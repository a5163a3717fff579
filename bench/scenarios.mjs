// What bench/run.mjs asks the app and the baseline: the calls and their inputs, signing in, and
// undoing what a create run wrote.
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

/** The user id an Authorization header's access token names (its `sub`), without asking the app. */
export const userIdOf = (headers) =>
  JSON.parse(Buffer.from(headers.authorization.split('.')[1], 'base64url').toString()).sub;
