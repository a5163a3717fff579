import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  anyOf,
  bookingHistory,
  bookings,
  SYSTEM_USER_ID,
  type Db,
  type HistoryEntityType,
} from '@app/db';
import { isUuid, type BookingHistoryData } from '@app/validators';
import { iso, wireNumber } from '../../lib/dto';
import { listPage, mapPage, type ListResource } from '../../lib/list';
import { preparedFor } from '../../lib/prepared';
import type { AuthUser } from '../auth';
import { fullNames } from '../users';
import { bookingScope } from './access';
import { customerFor, seesContacts, type CustomerDto } from './customer';
import { liveCondition } from './live';

export type Change = [property: string, oldValue: unknown, newValue: unknown];

const jsonValue = (v: unknown) => (v instanceof Date ? v.toISOString() : (v ?? null));

/** Records changed properties of one entity of a booking (call inside the change's transaction). */
export async function recordHistory(
  tx: Db,
  entry: {
    booking: string;
    entity_type: HistoryEntityType;
    entity_id: string;
    user: string;
    date: Date;
  },
  changes: Change[],
): Promise<void> {
  const rows = changes
    .filter(([, o, n]) => JSON.stringify(jsonValue(o)) !== JSON.stringify(jsonValue(n)))
    .map(([property, o, n]) => ({
      ...entry,
      property,
      old_value: jsonValue(o),
      new_value: jsonValue(n),
    }));
  if (rows.length === 0) return;
  const values: Record<string, unknown> = {};
  rows.forEach((r, i) => {
    for (const c of HISTORY_COLUMNS) values[`${c}${i}`] = r[c];
    // As drizzle sends a json value: its JSON text, or NULL.
    for (const c of JSON_COLUMNS) values[`${c}${i}`] = r[c] === null ? null : JSON.stringify(r[c]);
  });
  await historyInsert(tx, rows.length).execute(values);
}

const HISTORY_COLUMNS = [
  'booking',
  'entity_type',
  'entity_id',
  'user',
  'date',
  'property',
] as const;
/** Sent as given (a placeholder in `sql`): drizzle's json column would send null as `'null'`. */
const JSON_COLUMNS = ['old_value', 'new_value'] as const;

/**
 * The insert of `n` history rows, built once per `n` (lib/prepared.ts: drizzle rendered each
 * row's columns anew, the larger part of `bookings.create`'s SQL building); the same text.
 */
function historyInsert(tx: Db, n: number) {
  return preparedFor(tx, `bookingHistory:${n}`, () => {
    const row = (i: number) => ({
      ...Object.fromEntries(HISTORY_COLUMNS.map((c) => [c, sql.placeholder(`${c}${i}`)])),
      ...Object.fromEntries(JSON_COLUMNS.map((c) => [c, sql`${sql.placeholder(`${c}${i}`)}`])),
    });
    const rows = Array.from({ length: n }, (_, i) => row(i)) as unknown as NewHistoryRow[];
    return tx.insert(bookingHistory).values(rows).prepare(`bookingHistory:${n}`);
  });
}
type NewHistoryRow = typeof bookingHistory.$inferInsert;

/** Booking properties whose history values are user ids. */
const PERSON_PROPERTIES: ReadonlySet<string> = new Set(['owner', 'responsible']);

const personValues = (r: { property: string; old_value: unknown; new_value: unknown }) =>
  PERSON_PROPERTIES.has(r.property) ? [r.old_value, r.new_value].filter(isUuid) : [];

/**
 * A history value as the actor may see it: a customer's contacts are masked for read-only, and
 * the address a payment link was e-mailed to (`sent_to`) is hidden from them.
 */
function shownValue(actor: AuthUser, property: string, value: unknown) {
  // A payment's amount is kept as the ledger's decimal text; the API's money is a JSON number.
  if (property === 'amount' && typeof value === 'string') return wireNumber(value);
  if (property === 'customer') return customerFor(actor, value as Partial<CustomerDto> | null);
  if (property === 'sent_to' && !seesContacts(actor)) return null;
  return value;
}

const historyList: ListResource<typeof bookingHistory> = {
  table: bookingHistory,
  idColumn: bookingHistory.id,
  properties: {
    id: { expr: bookingHistory.id, kind: 'number' },
    date: { expr: bookingHistory.date, kind: 'date' },
    property: { expr: bookingHistory.property, kind: 'string' },
  },
  orderBy: ['id', 'date', 'property'],
};

/** `bookings.history`, scoped to the bookings the actor may see. */
export async function listHistory(
  db: Db,
  actor: AuthUser,
  input: BookingHistoryData,
  now = new Date(),
) {
  const f = input.filter;
  const visible: (SQL | undefined)[] = [
    bookingScope(actor),
    f.include_expired ? undefined : liveCondition(now),
  ];
  const visibleIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...visible));
  const scope = [
    visible.some(Boolean) ? inArray(bookingHistory.booking, visibleIds) : undefined,
    f.bookings?.length ? anyOf(bookingHistory.booking, f.bookings) : undefined,
    f.date_from ? gte(bookingHistory.date, f.date_from) : undefined,
    f.date_to ? lte(bookingHistory.date, f.date_to) : undefined,
    f.user ? eq(bookingHistory.user, f.user) : undefined,
    f.properties?.length ? anyOf(bookingHistory.property, f.properties) : undefined,
    f.include_system ? undefined : ne(bookingHistory.user, SYSTEM_USER_ID),
  ];
  const page = await listPage(
    db,
    historyList,
    { filter: { filters: [] }, pagination: input.pagination },
    scope,
  );
  return mapPage(page, async (rows) => {
    const names = await fullNames(
      db,
      rows.flatMap((r) => [r.user, ...personValues(r)]),
    );
    const nameOf = (v: unknown) => (typeof v === 'string' ? (names.get(v) ?? null) : null);
    return rows.map((r) => ({
      id: r.id,
      booking: r.booking,
      date: iso(r.date),
      entity_type: r.entity_type,
      entity_id: r.entity_id,
      property: r.property,
      old_value: shownValue(actor, r.property, r.old_value),
      new_value: shownValue(actor, r.property, r.new_value),
      user: r.user,
      user_name: names.get(r.user) ?? null,
      // Where the values are people (owner, responsible): their names, which every role may see.
      old_value_name: PERSON_PROPERTIES.has(r.property) ? nameOf(r.old_value) : null,
      new_value_name: PERSON_PROPERTIES.has(r.property) ? nameOf(r.new_value) : null,
    }));
  });
}
