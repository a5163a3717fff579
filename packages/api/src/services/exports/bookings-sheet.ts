import { and, desc, lt } from 'drizzle-orm';
import { bookings } from '@app/db';
import { searchBookingsInput } from '@app/validators';
import { searchBookingsWhere, toBookingDtos } from '../bookings';
import { col, defineKind, num, word } from './kind';
import { EXPORT_PAGE_SIZE, keysetPages } from './pages';

/**
 * Bookings as the /bookings list shows them (`bookings.search`'s filter: text, responsible,
 * region, expiry range, expired ones or not), newest number first; realtors their own, read-only
 * users the phone masked and no e-mail (the list's own DTO does both).
 */
export const bookingsKind = defineKind({
  action: 'bookings.read',
  filter: searchBookingsInput.shape.filter,
  columns: ({ exports: { columns: c } }) => [
    col(c.number, 'integer', 10),
    col(c.unit, 'text', 14),
    col(c.bookingPrice, 'money', 18),
    col(c.status, 'text', 14),
    col(c.customer, 'text', 40),
    col(c.phone, 'text', 18),
    col(c.email, 'text', 24),
    col(c.responsible, 'text', 30),
    col(c.owner, 'text', 30),
    col(c.expires, 'datetime', 17),
    col(c.created, 'datetime', 17),
    col(c.crmDeal, 'text', 14),
    col(c.comment, 'text', 40),
  ],
  source: ({ db, actor, m, now }, filter) => {
    const where = searchBookingsWhere(actor, filter, now);
    const read = (after: { number: number } | undefined) =>
      db
        .select()
        .from(bookings)
        .where(and(where, after ? lt(bookings.number, after.number) : undefined))
        .orderBy(desc(bookings.number))
        .limit(EXPORT_PAGE_SIZE);
    return {
      table: bookings,
      where,
      async *pages() {
        for await (const rows of keysetPages(read)) {
          const dtos = await toBookingDtos(db, rows, now, actor);
          yield dtos.map((b) => [
            b.number,
            b.unit_data.code,
            num(b.unit_data.base_price),
            word(m.bookingStatus, b.status),
            b.customer?.name ?? null,
            b.customer?.phone ?? null,
            b.customer?.email ?? null,
            b.responsible_name,
            b.owner_name,
            new Date(b.expiration_date),
            new Date(b.created_at),
            b.crm_deal_id,
            b.comment,
          ]);
        }
      },
    };
  },
});
