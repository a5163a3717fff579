import { is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';

/** The element type of a column for an array cast: `varchar(32)` → `varchar`, `uuid` → `uuid`. */
const arrayElement = (column: PgColumn) => column.getSQLType().replace(/\(.*\)$/, '');

/** A PostgreSQL array literal: every element quoted (`"` and `\` escaped), `NULL` for null. */
export function arrayLiteral(values: readonly unknown[]): string {
  const element = (v: unknown) =>
    v === null || v === undefined
      ? 'NULL'
      : `"${(v instanceof Date ? v.toISOString() : String(v)).replace(/[\\"]/g, '\\$&')}"`;
  return `{${values.map(element).join(',')}}`;
}

/**
 * The list as one text parameter cast to the element type's array. Text, because the drivers
 * disagree on arrays: postgres.js sends a list of booleans as one boolean, and drizzle hands it
 * numeric and timestamp arrays unserialised; a literal parsed by PostgreSQL works everywhere.
 */
function listParam(expr: PgColumn | SQL, values: readonly unknown[], type?: string): SQL {
  const column = is(expr, PgColumn) ? expr : null;
  const elementType = column ? arrayElement(column) : type;
  if (!elementType) throw new Error('anyOf over an expression needs its element type');
  const encoded = column ? values.map((v) => column.mapToDriverValue(v)) : values;
  return sql`${arrayLiteral(encoded)}::text::${sql.raw(elementType)}[]`;
}

/**
 * `expr = any($1::text::type[])`: membership in a list as one parameter, so the statement's text
 * is the same whatever the list's length (drizzle's `inArray` writes `in ($1, …, $n)`: one
 * prepared statement per length). The type comes from the column (so its index serves), or is
 * given for an expression. An empty list matches nothing.
 */
export function anyOf(expr: PgColumn | SQL, values: readonly unknown[], type?: string): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${expr} = any(${listParam(expr, values, type)})`;
}

/** `expr <> all(…)`, the negation of `anyOf`: an empty list excludes nothing. */
export function noneOf(expr: PgColumn | SQL, values: readonly unknown[], type?: string): SQL {
  if (values.length === 0) return sql`true`;
  return sql`${expr} <> all(${listParam(expr, values, type)})`;
}
