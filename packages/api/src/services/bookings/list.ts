import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { anyOf, bookings, units, type Db } from '@app/db';
import type { BookingsListData, SearchBookingsData } from '@app/validators';
import { notFound } from '../../errors';
import { escapeLike, listPage, listWhere, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { bookingScope } from './access';
import { seesContacts } from './customer';
import { toBookingDtos, type BookingDto } from './dto';
import { liveCondition } from './live';

/** The building of a booking's unit: a correlated read of the unit by its primary key. */
export function unitBuilding(): SQL {
  return sql`(select ${units.building} from ${units} where ${units.id} = ${bookings.unit})`;
}

export const bookingList = recordList(
  bookings,
  {
    unit: 'uuid',
    number: 'number',
    crm_deal_id: 'string',
    expiration_date: 'date',
    comment: 'string',
    booking_group: 'uuid',
    owner: 'uuid',
    responsible: 'uuid',
    region: 'uuid',
    status: 'string',
    deal_stage: 'string',
  },
  ['number', 'expiration_date', 'status', 'responsible'],
  // /deals: the bookings of a building (the unit's building now).
  { building: { expr: unitBuilding(), kind: 'string' } },
);

/**
 * A text search over the whole history (`include_expired`) counts at most this many matches
 * (docs/api.md#customers): counting every booking a common name matches in a million is the cost
 * that grew with the table, and nobody pages through more.
 */
export const SEARCH_COUNT_LIMIT = 1000;

async function page(
  db: Db,
  actor: AuthUser,
  input: BookingsListData,
  scope: (SQL | undefined)[],
  now: Date,
  countLimit?: number,
) {
  const result = await listPage(
    db,
    bookingList,
    input,
    [bookingScope(actor), input.filter.include_expired ? undefined : liveCondition(now), ...scope],
    {},
    countLimit,
  );
  return mapPage(result, (rows) => toBookingDtos(db, rows, now, actor));
}

/**
 * `bookings.list`. Without `include_expired`, only live bookings (PAID, or BOOKED and not yet
 * expired).
 */
export function listBookings(db: Db, actor: AuthUser, input: BookingsListData, now = new Date()) {
  return page(db, actor, input, [], now);
}

/**
 * The digits a phone-like query means in `search_text` (which holds `79991234567`): `999 123`,
 * `+7 (999) 123`, `8 999 123-45-67` → `999123`, `7999123`, `79991234567`. A leading 8 is the
 * trunk prefix of a Russian number (→ 7) when the query looks like one: written with phone
 * punctuation, or 11 digits. Null when the query is not phone-like or says nothing more than as
 * typed (plain digits: a booking number, or digits already as stored).
 */
export function phoneDigits(query: string): string | null {
  if (!/^\+?[\d\s\u00a0().-]+$/.test(query)) return null;
  let digits = query.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const formatted = digits !== query;
  if (digits.startsWith('8') && (formatted || digits.length === 11)) digits = `7${digits.slice(1)}`;
  return digits === query ? null : digits;
}

/**
 * The free-text condition: `search_text` (stored lower-cased; the pattern is lowered by
 * PostgreSQL too, same rules) contains the query as typed, or, for a phone-like query, its
 * digits. Both are LIKE on the one trigram index (a BitmapOr of two index scans). A viewer who
 * sees phones masked must not find bookings by the hidden digits (ten tries a digit would read
 * them out): the rows the index finds are checked again without the phone at the end of
 * `search_text`.
 */
function matchesText(q: string, contacts: boolean): SQL {
  const digits = phoneDigits(q);
  const patterns = [
    sql`lower(${`%${escapeLike(q)}%`})`,
    ...(digits ? [sql`${`%${digits}%`}`] : []),
  ];
  const matches = (text: SQL) =>
    sql`(${sql.join(
      patterns.map((p) => sql`${text} like ${p}`),
      sql` or `,
    )})`;
  const indexed = matches(sql`${bookings.search_text}`);
  if (contacts) return indexed;
  const withoutPhone = sql`substr(${bookings.search_text}, 1, length(${bookings.search_text}) - coalesce(length(${bookings.customer_phone}) - 1, 0))`;
  return sql`${indexed} and ${matches(withoutPhone)}`;
}

/** The conditions of `bookings.search`'s filter beyond the scope and the live rule. */
function searchConditions(actor: AuthUser, f: SearchBookingsData['filter']): (SQL | undefined)[] {
  const q = f.query?.trim();
  return [
    q ? matchesText(q, seesContacts(actor)) : undefined,
    f.responsible?.length ? anyOf(bookings.responsible, f.responsible) : undefined,
    f.region?.length ? anyOf(bookings.region, f.region) : undefined,
    f.expiration_date_from ? gte(bookings.expiration_date, f.expiration_date_from) : undefined,
    f.expiration_date_to ? lte(bookings.expiration_date, f.expiration_date_to) : undefined,
  ];
}

/**
 * `bookings.search`: free text over number, CRM deal id, comment, unit code and the customer's
 * name and phone (a trigram index serves the contains-match: over the live bookings only,
 * `bookings_live_search_trgm`, unless `include_expired`), plus responsible, region and an
 * expiration range. With `include_expired`, a text query counts at most SEARCH_COUNT_LIMIT.
 */
export function searchBookings(
  db: Db,
  actor: AuthUser,
  input: SearchBookingsData,
  now = new Date(),
) {
  const f = input.filter;
  return page(
    db,
    actor,
    { filter: { filters: [], include_expired: f.include_expired }, pagination: input.pagination },
    searchConditions(actor, f),
    now,
    f.query?.trim() && f.include_expired ? SEARCH_COUNT_LIMIT : undefined,
  );
}

/**
 * The WHERE of `bookings.search` for this filter and actor (scope, live rule, free text), and of
 * `bookings.list`'s `filters` when given: the bookings export (services/exports) reads the same rows the list shows.
 */
export function searchBookingsWhere(
  actor: AuthUser,
  f: SearchBookingsData['filter'] & { filters?: BookingsListData['filter']['filters'] },
  now = new Date(),
): SQL | undefined {
  return listWhere(bookingList, f.filters ?? [], [
    bookingScope(actor),
    f.include_expired ? undefined : liveCondition(now),
    ...searchConditions(actor, f),
  ]);
}

/**
 * `bookings.get`: one booking, live or not, under the same access rules as the lists. A booking
 * the actor may not see is answered as missing, so its existence does not leak.
 */
export async function getBooking(db: Db, actor: AuthUser, id: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.deleted_at), bookingScope(actor)));
  if (!row) throw notFound('BOOKING_NOT_FOUND', 'Booking not found');
  const [dto] = await toBookingDtos(db, [row], now, actor);
  return dto as BookingDto;
}
