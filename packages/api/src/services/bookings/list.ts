import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { anyOf, bookings, type Db } from '@app/db';
import type { BookingsListData, SearchBookingsData } from '@app/validators';
import { notFound } from '../../errors';
import { escapeLike, listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { bookingScope } from './access';
import { toBookingDtos, type BookingDto } from './dto';
import { liveCondition } from './live';

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
  },
  ['number', 'expiration_date', 'status', 'responsible'],
);

async function page(
  db: Db,
  actor: AuthUser,
  input: BookingsListData,
  scope: (SQL | undefined)[],
  now: Date,
) {
  const result = await listPage(db, bookingList, input, [
    bookingScope(actor),
    input.filter.include_expired ? undefined : liveCondition(now),
    ...scope,
  ]);
  return mapPage(result, (rows) => toBookingDtos(db, rows, now));
}

/**
 * `bookings.list`. Without `include_expired`, only live bookings (PAID, or BOOKED and not yet
 * expired).
 */
export function listBookings(db: Db, actor: AuthUser, input: BookingsListData, now = new Date()) {
  return page(db, actor, input, [], now);
}

/**
 * `bookings.search`: free text over number, CRM deal id, comment and unit code (a trigram index
 * serves the contains-match), plus responsible, region and an expiration range.
 */
export function searchBookings(
  db: Db,
  actor: AuthUser,
  input: SearchBookingsData,
  now = new Date(),
) {
  const f = input.filter;
  const q = f.query?.trim();
  return page(
    db,
    actor,
    { filter: { filters: [], include_expired: f.include_expired }, pagination: input.pagination },
    [
      // search_text is stored lower-cased; the pattern is lowered by PostgreSQL too (same rules).
      q ? sql`${bookings.search_text} like lower(${`%${escapeLike(q)}%`})` : undefined,
      f.responsible?.length ? anyOf(bookings.responsible, f.responsible) : undefined,
      f.region?.length ? anyOf(bookings.region, f.region) : undefined,
      f.expiration_date_from ? gte(bookings.expiration_date, f.expiration_date_from) : undefined,
      f.expiration_date_to ? lte(bookings.expiration_date, f.expiration_date_to) : undefined,
    ],
    now,
  );
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
  const [dto] = await toBookingDtos(db, [row], now);
  return dto as BookingDto;
}
