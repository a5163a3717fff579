import { anyOf, noneOf } from '@app/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@app/db';
import { isSaneDate, isUuid, type FilterItem, type Pagination } from '@app/validators';
import { badRequest, type FieldErrors } from '../errors';

/** How a filter value is checked and converted before it reaches SQL. */
export type ValueKind = 'uuid' | 'string' | 'number' | 'boolean' | 'date';

/** The array element type of a kind, for IN lists over an expression (a column brings its own). */
const ARRAY_TYPE: Record<ValueKind, string> = {
  uuid: 'uuid',
  string: 'text',
  number: 'numeric',
  boolean: 'boolean',
  date: 'timestamptz',
};

export interface ListProperty {
  /** A column, or an SQL expression over the resource's tables. Never built from user input. */
  expr: AnyPgColumn | SQL;
  kind: ValueKind;
}

export interface ListResource<TTable extends PgTable> {
  table: TTable;
  /** Soft-delete column: rows with it set never appear. */
  deletedAt?: AnyPgColumn;
  /** The filter whitelist. */
  properties: Record<string, ListProperty>;
  /** The order_by whitelist (names of `properties`). */
  orderBy: readonly string[];
  /** Tiebreaker so that pages are stable. */
  idColumn: AnyPgColumn;
}

export interface ListResult<T> {
  items: T[];
  pagination: { page: number; limit: number; page_count: number; total_count: number };
}

type Scalar = string | number | boolean | Date;

/** The numbers a number property's column can hold: beyond them PostgreSQL raises an error. */
interface NumberRange {
  integer: boolean;
  /** Exclusive bound on the absolute value. */
  limit: number;
}

const NUMERIC_RANGES: Record<string, NumberRange> = {
  PgSmallInt: { integer: true, limit: 2 ** 15 },
  PgSmallSerial: { integer: true, limit: 2 ** 15 },
  PgInteger: { integer: true, limit: 2 ** 31 },
  PgSerial: { integer: true, limit: 2 ** 31 },
  PgBigInt53: { integer: true, limit: Number.MAX_SAFE_INTEGER + 1 },
  PgBigSerial53: { integer: true, limit: Number.MAX_SAFE_INTEGER + 1 },
  PgBigInt64: { integer: true, limit: Number.MAX_SAFE_INTEGER + 1 },
};

/** The range of a number property: from its column type, or safe integers for an expression. */
export function numberRange(expr: ListProperty['expr']): NumberRange {
  const col = expr as { columnType?: string; precision?: number; scale?: number };
  const known = col.columnType ? NUMERIC_RANGES[col.columnType] : undefined;
  if (known) return known;
  if (col.columnType === 'PgNumeric' && col.precision !== undefined)
    return { integer: col.scale === 0, limit: 10 ** (col.precision - (col.scale ?? 0)) };
  return { integer: false, limit: Number.MAX_SAFE_INTEGER + 1 };
}

const rangeHint = (r: NumberRange) =>
  r.integer
    ? `a whole number between ${-(r.limit - 1)} and ${r.limit - 1}`
    : `a number between -${r.limit} and ${r.limit} (exclusive)`;

function convert(prop: ListProperty, v: unknown): Scalar | undefined {
  switch (prop.kind) {
    case 'uuid':
      return isUuid(v) ? v : undefined;
    case 'string':
      return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
    case 'number': {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
      const range = numberRange(prop.expr);
      const fits = Number.isFinite(n) && Math.abs(n) < range.limit;
      return fits && (!range.integer || Number.isInteger(n)) ? n : undefined;
    }
    case 'boolean':
      return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined;
    case 'date': {
      const d = typeof v === 'string' ? new Date(v) : undefined;
      return d && isSaneDate(d) ? d : undefined;
    }
  }
}

const KIND_HINT: Record<ValueKind, (p: ListProperty) => string> = {
  uuid: () => 'a UUID',
  string: () => 'a string',
  number: (p) => rangeHint(numberRange(p.expr)),
  boolean: () => 'true or false',
  date: () => 'an ISO 8601 date-time between the years 1900 and 2200',
};

/** Escapes LIKE wildcards so `LIKE` means "contains this text". */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Builds the WHERE conditions of a filter list; collects every problem as field errors. */
export function buildFilters(
  properties: Record<string, ListProperty>,
  filters: FilterItem[],
  path = 'filter.filters',
): SQL[] {
  const errors: FieldErrors = {};
  const conditions: SQL[] = [];
  filters.forEach((f, i) => {
    const prop = Object.hasOwn(properties, f.property) ? properties[f.property] : undefined;
    if (!prop) {
      errors[`${path}.${i}.property`] = [
        `Unknown property "${f.property}". Allowed: ${Object.keys(properties).join(', ')}`,
      ];
      return;
    }
    const col = prop.expr as SQLWrapper & AnyPgColumn;
    if (f.operator === 'IS_NULL') {
      conditions.push(f.value[0] === true ? isNull(col) : isNotNull(col));
      return;
    }
    if (f.operator === 'LIKE' && prop.kind !== 'string') {
      errors[`${path}.${i}.operator`] = [
        `LIKE applies to text properties; "${f.property}" is not text`,
      ];
      return;
    }
    const values = f.value.map((v) => convert(prop, v));
    if (values.some((v) => v === undefined)) {
      errors[`${path}.${i}.value`] = [
        `Every value of "${f.property}" must be ${KIND_HINT[prop.kind](prop)}`,
      ];
      return;
    }
    const vs = values as Scalar[];
    const v = vs[0] as Scalar;
    const op: Record<Exclude<FilterItem['operator'], 'IS_NULL'>, () => SQL> = {
      IN: () => anyOf(prop.expr, vs, ARRAY_TYPE[prop.kind]),
      NOT_IN: () => noneOf(prop.expr, vs, ARRAY_TYPE[prop.kind]),
      EQ: () => eq(col, v),
      NE: () => ne(col, v),
      GT: () => gt(col, v),
      GTE: () => gte(col, v),
      LT: () => lt(col, v),
      LTE: () => lte(col, v),
      LIKE: () => ilike(col, `%${escapeLike(String(v))}%`),
    };
    conditions.push(op[f.operator]());
  });
  if (Object.keys(errors).length > 0)
    throw badRequest('INVALID_FILTER', 'The list filter is not valid', errors);
  return conditions;
}

/**
 * The WHERE of a list over `resource`: live rows (not soft-deleted), the scope, the whitelisted
 * filters (a bad one is a 400 INVALID_FILTER). `listPage` and the exports (services/exports) read
 * the same rows through it.
 */
export function listWhere<TTable extends PgTable>(
  resource: ListResource<TTable>,
  filters: FilterItem[],
  scope: (SQL | undefined)[] = [],
): SQL | undefined {
  return and(
    ...(resource.deletedAt ? [isNull(resource.deletedAt)] : []),
    ...scope,
    ...buildFilters(resource.properties, filters),
  );
}

/**
 * The one list query: whitelisted filters, ordering and pagination over a resource, plus an
 * optional scope (e.g. "own records only"). Returns the raw rows; callers shape them.
 */
export async function listPage<TTable extends PgTable>(
  db: Db,
  resource: ListResource<TTable>,
  input: { filter: { filters: FilterItem[] }; pagination: Pagination },
  scope: (SQL | undefined)[] = [],
  /** Aggregates over every filtered row (not only the page), read with the count: `aggregates`. */
  aggregates: Record<string, SQL> = {},
  /**
   * Count at most this many rows (no aggregates then): `total_count` stops there, so a broad
   * search over a long history reads that many matches, not all of them.
   */
  countLimit?: number,
): Promise<ListResult<TTable['$inferSelect']> & { aggregates: Record<string, unknown> }> {
  const { page, limit, order_by, direction } = input.pagination;
  if (!resource.orderBy.includes(order_by)) {
    throw badRequest('INVALID_ORDER', 'The list order is not valid', {
      'pagination.order_by': [
        `Unknown order "${order_by}". Allowed: ${resource.orderBy.join(', ')}`,
      ],
    });
  }
  const where = listWhere(resource, input.filter.filters, scope);
  const sortExpr = resource.properties[order_by]?.expr as AnyPgColumn;
  const dir = direction === 'desc' ? desc : asc;
  const table = resource.table as PgTable;

  const [totals] = countLimit
    ? await db.select({ n: count() }).from(
        db
          .select({ one: sql`1` })
          .from(table)
          .where(where)
          .limit(countLimit)
          .as('capped'),
      )
    : await db
        .select({ ...aggregates, n: count() })
        .from(table)
        .where(where);
  const { n, ...computed } = (totals ?? { n: 0 }) as { n: number } & Record<string, unknown>;
  const total_count = n;
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(dir(sortExpr), dir(resource.idColumn))
    .limit(limit)
    .offset((page - 1) * limit);

  return {
    items: rows as TTable['$inferSelect'][],
    pagination: { page, limit, page_count: Math.ceil(total_count / limit), total_count },
    aggregates: computed,
  };
}

/** Filter properties for the common record fields. */
export function commonProperties(t: {
  id: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
  active: AnyPgColumn;
}): Record<string, ListProperty> {
  return {
    id: { expr: t.id, kind: 'uuid' },
    created_at: { expr: t.created_at, kind: 'date' },
    updated_at: { expr: t.updated_at, kind: 'date' },
    active: { expr: t.active, kind: 'boolean' },
  };
}

type CommonTable = PgTable & {
  id: AnyPgColumn;
  created_at: AnyPgColumn;
  updated_at: AnyPgColumn;
  deleted_at: AnyPgColumn;
  active: AnyPgColumn;
};
type ColumnName<T extends PgTable> = Extract<keyof T['_']['columns'], string>;

/**
 * A list resource over a table with the common record fields: soft-deleted rows hidden, `id` as
 * tiebreaker, the common fields filterable, `id`/`created_at`/`updated_at` orderable, plus the
 * table's own `columns` (name → value kind) and natural `orderBy` keys.
 */
export function recordList<TTable extends CommonTable>(
  table: TTable,
  columns: Partial<Record<ColumnName<TTable>, ValueKind>>,
  orderBy: readonly string[] = [],
  extra: Record<string, ListProperty> = {},
): ListResource<TTable> {
  const unknown = orderBy.filter((o) => !(o in columns) && !(o in extra));
  if (unknown.length > 0)
    throw new Error(`orderBy names unknown properties: ${unknown.join(', ')}`);
  const byName = getTableColumns(table) as Record<string, AnyPgColumn>;
  const own = Object.fromEntries(
    Object.entries(columns).map(([name, kind]) => [
      name,
      { expr: byName[name] as AnyPgColumn, kind: kind as ValueKind },
    ]),
  );
  return {
    table,
    deletedAt: table.deleted_at,
    idColumn: table.id,
    properties: { ...commonProperties(table), ...own, ...extra },
    orderBy: ['id', 'created_at', 'updated_at', ...orderBy],
  };
}

export async function mapPage<T, U>(
  result: ListResult<T>,
  shape: (rows: T[]) => Promise<U[]> | U[],
): Promise<ListResult<U>> {
  return { items: await shape(result.items), pagination: result.pagination };
}
