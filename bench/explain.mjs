// EXPLAIN ANALYZE of the SQL the app runs for the benchmarked list and search, for bench/run.mjs
// (BENCH_EXPLAIN=1).
import { HOLDS_UNIT } from './baseline-sql.mjs';
import { SEARCH_QUERY } from './bookings-data.mjs';

/** EXPLAIN ANALYZE of the app's list and search SQL (as drizzle renders it), each run twice, the second shown. */
export async function explainAll(sql, users) {
  const now = new Date().toISOString();
  const where =
    `where ("bookings"."deleted_at" is null and (${HOLDS_UNIT} and not ("bookings"."status" = 'BOOKING_STATUS_BOOKED' ` +
    `and "bookings"."expiration_date" <= '${now}')) and "bookings"."responsible" = '${users.manager}')`;
  const searchWhere = `where ("bookings"."deleted_at" is null and "bookings"."search_text" like lower('%${SEARCH_QUERY}%'))`;
  const queries = [
    ['list: count', `select count(*) from bookings ${where}`],
    ['list: page', `select * from bookings ${where} order by expiration_date asc, id asc limit 20`],
    ['search: count', `select count(*) from bookings ${searchWhere}`],
    [
      'search: page',
      `select * from bookings ${searchWhere} order by number desc, id desc limit 20`,
    ],
  ];
  const out = [];
  for (const [name, q] of queries) {
    let rows;
    for (let i = 0; i < 2; i++)
      rows = await sql.unsafe(`explain (analyze, costs off, summary on) ${q}`);
    const text = rows
      .map((r) => r['QUERY PLAN'])
      .filter(
        (l) =>
          !/^\s*(Planning Time|Heap Blocks|Buffers|Recheck Cond|Sort Method|Full-sort|Presorted)/.test(
            l,
          ),
      );
    out.push([name, text]);
  }
  return out;
}

/**
 * EXPLAIN ANALYZE of the validOn SQL (services/pricing/conditions.ts, as drizzle renders it) for a
 * unit and a date, twice, the second shown; and whether it used the GiST (unit, interval) index.
 */
export async function explainValidOn(sql, { unit, date }) {
  const t = '"discount_conditions"';
  const text =
    `select * from ${t} where (tstzrange(${t}."valid_from", ${t}."valid_to", '[)') @> '${date}'::timestamptz ` +
    `and ${t}."active" = true and ${t}."deleted_at" is null and ${t}."unit" = '${unit}') ` +
    `order by ${t}."created_at", ${t}."id" limit 10000`;
  let rows;
  for (let i = 0; i < 2; i++)
    rows = await sql.unsafe(`explain (analyze, buffers, summary on) ${text}`);
  const lines = rows.map((r) => r['QUERY PLAN']);
  return { lines, usesGist: lines.some((l) => l.includes('discount_conditions_unit_valid')) };
}
