// SQL helpers of the baseline (bench/baseline-server.mjs): statements written as drizzle renders
// them for the app. Column lists come from the catalog, so they follow the app's migrations
// (drizzle lists a table's columns in its schema's order, which is the order the migrations made).

/**
 * Named prepared statements unless DATABASE_PREPARE is false or 0, as the app reads it; drizzle's
 * call `unsafe(text, params)` with `prepare` as the app's client sets it (packages/db client.ts
 * `preparing`). Without parameters postgres.js uses the simple protocol either way.
 */
const prepare = !['false', '0'].includes(process.env.DATABASE_PREPARE ?? '');
export const exec = (tx, text, values = []) => tx.unsafe(text, values, { prepare });

export const q = (name) => `"${name}"`;
export const iso = (d) => (d ? d.toISOString() : null);
/** packages/db any-of.ts: membership in a list as one text parameter (`$n`) cast to an array. */
export const anyOf = (column, n, type = 'uuid') => `${column} = any($${n}::text::${type}[])`;
/** That parameter: a PostgreSQL array literal, every element quoted. */
export const arrayLiteral = (values) =>
  `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
/** drizzle's `and(...)`: one condition as is, several in parentheses. */
export const and = (parts) => (parts.length === 1 ? parts[0] : `(${parts.join(' and ')})`);
/** A jsonb parameter as drizzle sends it. */
export const json = (v) => (v === null || v === undefined ? null : JSON.stringify(v));
/** A text[] parameter as drizzle sends it: the array literal. */
export const pgArray = (a) =>
  `{${a.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
/** The common record fields (packages/api/src/lib/dto.ts recordFields). */
export const record = (r) => ({
  id: r.id,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  deleted_at: iso(r.deleted_at),
  active: r.active,
});
export const failure = (status, message) => Object.assign(new Error(message), { status });

// packages/api/src/services/bookings/live.ts: literals, as the partial indexes' predicate.
export const HOLDS_UNIT =
  `"bookings"."status" in ('BOOKING_STATUS_BOOKED', 'BOOKING_STATUS_PAID') and "bookings"."active" ` +
  `and "bookings"."deleted_at" is null`;
/** Live (holds its unit and has not lapsed); `$n` is now. */
export const live = (n) =>
  `(${HOLDS_UNIT} and not ("bookings"."status" = 'BOOKING_STATUS_BOOKED' and "bookings"."expiration_date" <= $${n}))`;

/**
 * Where a table's schema (packages/db/src/schema) lists columns in another order than the
 * migrations added them: those columns, in the schema's order (the others keep their places).
 * units: migration 0004 added `changed_at`, 0010 `plan_url`, which the schema declares before it;
 * the versions' promotion period (`active_*`, migration 0019) comes before their own columns.
 */
const SCHEMA_ORDER = {
  units: ['plan_url', 'changed_at'],
  discount_versions: ['active_from', 'active_to', 'required_comment'],
  option_versions: ['active_from', 'active_to', 'type', 'used_by_default'],
};

/** `rows` (a table's columns in the catalog's order) with SCHEMA_ORDER's columns put in its order. */
function schemaOrder(table, rows) {
  const moved = SCHEMA_ORDER[table];
  if (!moved) return rows;
  const slots = rows.flatMap((c, i) => (moved.includes(c.column_name) ? [i] : []));
  const inOrder = moved.map((name) => rows.find((c) => c.column_name === name)).filter(Boolean);
  const out = [...rows];
  slots.forEach((slot, k) => (out[slot] = inOrder[k]));
  return out;
}

/** The public tables' columns: select lists and drizzle's inserts. */
export async function readCatalog(sql) {
  const catalog = await sql`
    select table_name, column_name, is_generated = 'ALWAYS' as generated
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`;
  const columnsOf = (table) =>
    schemaOrder(
      table,
      catalog.filter((c) => c.table_name === table),
    );
  /** `"a", "b"` (drizzle's `select()` of one table) or `"t"."a", "t"."b"` (a table in a join). */
  const columns = (table, qualified = false) =>
    columnsOf(table)
      .map((c) => (qualified ? `${q(table)}.${q(c.column_name)}` : q(c.column_name)))
      .join(', ');
  /** drizzle's insert: every column but generated ones, `default` where a row has no value. */
  function insert(tx, table, rows, returning = false) {
    const names = columnsOf(table)
      .filter((c) => !c.generated)
      .map((c) => c.column_name);
    const values = [];
    const tuples = rows.map((row) => {
      const cells = names.map((n) => (n in row ? `$${values.push(row[n])}` : 'default'));
      return `(${cells.join(', ')})`;
    });
    const text =
      `insert into ${q(table)} (${names.map(q).join(', ')}) values ${tuples.join(', ')}` +
      (returning ? ` returning ${columns(table)}` : '');
    return exec(tx, text, values);
  }
  /** The column names of a table, in that order (to read a joined row given as an array). */
  const names = (table) => columnsOf(table).map((c) => c.column_name);
  return { columns, names, insert };
}

/**
 * base-prices.ts basePriceOn: the unit's base price in force at `date` (`valid_from` before the
 * end of that millisecond), the newest active one (by valid_from, created_at, id); `columns` is
 * the catalog's column list.
 */
export async function basePriceOn(tx, columns, unitId, date) {
  const [bp] = await exec(
    tx,
    `select ${columns('base_prices')} from "base_prices" where ("base_prices"."unit" = $1 and "base_prices"."active" = $2 ` +
      `and "base_prices"."deleted_at" is null and "base_prices"."valid_from" < $3) ` +
      `order by "base_prices"."valid_from" desc, "base_prices"."created_at" desc, "base_prices"."id" desc limit $4`,
    [unitId, true, new Date(date.getTime() + 1).toISOString(), 1],
  );
  return bp;
}
