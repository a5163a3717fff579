import { and, desc, lt, sql } from 'drizzle-orm';
import { bookings, units } from '@app/db';
import { filtersSchema, formatPhone, searchBookingsInput, unitLabel } from '@app/validators';
import { bookingCustomer, customerFor, effectiveStatus, searchBookingsWhere } from '../bookings';
import { fullNames } from '../users';
import { col, defineKind, num, word } from './kind';
import { EXPORT_PAGE_SIZE, keysetPages } from './pages';

/**
 * Bookings as the /bookings list shows them (`bookings.search`'s filter: text, responsible,
 * region, expiry range, expired ones or not; and `bookings.list`'s `filters`), newest number first; realtors their own, read-only
 * users the phone masked and no e-mail (the list's own rules: effectiveStatus, customerFor).
 * Only the columns the sheet shows are read, and a row goes straight to its cells: the list's whole
 * DTO (ISO strings parsed back to dates, the units' statuses read per page) cost half the export's
 * CPU and most of its garbage.
 */
export const bookingsKind = defineKind({
  action: 'bookings.read',
  // bookings.search's filter (the screen's) and bookings.list's `filters` beside it.
  filter: searchBookingsInput.shape.filter.extend({ filters: filtersSchema }),
  columns: ({ exports: { columns: c } }) => [
    col(c.number, 'integer', 10),
    col(c.unit, 'text', 24),
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
  source: ({ db, actor, m, locale, now }, filter) => {
    const where = searchBookingsWhere(actor, filter, now);
    const read = (after: { number: number } | undefined) =>
      db
        .select({
          number: bookings.number,
          // The two fields of the unit's snapshot the sheet shows, not the whole document parsed.
          unit_code: sql<string>`${bookings.unit_data}->>'code'`,
          unit_number: sql<
            string | null
          >`(select ${units.number} from ${units} where ${units.id} = ${bookings.unit})`,
          // The agreed price's total (docs/api.md#bookings), as every other place shows it.
          price: sql<string | null>`${bookings.price}->>'total'`,
          status: bookings.status,
          active: bookings.active,
          expiration_date: bookings.expiration_date,
          created_at: bookings.created_at,
          customer_name: bookings.customer_name,
          customer_phone: bookings.customer_phone,
          customer_email: bookings.customer_email,
          owner: bookings.owner,
          responsible: bookings.responsible,
          crm_deal_id: bookings.crm_deal_id,
          comment: bookings.comment,
        })
        .from(bookings)
        .where(and(where, after ? lt(bookings.number, after.number) : undefined))
        .orderBy(desc(bookings.number))
        .limit(EXPORT_PAGE_SIZE);
    return {
      table: bookings,
      where,
      async *pages() {
        for await (const rows of keysetPages(read)) {
          const names = await fullNames(
            db,
            rows.flatMap((b) => [b.owner, b.responsible]),
          );
          yield rows.map((b) => {
            const customer = customerFor(actor, bookingCustomer(b));
            return [
              b.number,
              unitLabel({ code: b.unit_code, number: b.unit_number }, locale),
              num(b.price),
              word(m.bookingStatus, effectiveStatus(b, now)),
              customer?.name ?? null,
              customer ? formatPhone(customer.phone) || null : null,
              customer?.email ?? null,
              names.get(b.responsible) ?? null,
              names.get(b.owner) ?? null,
              b.expiration_date,
              b.created_at,
              b.crm_deal_id,
              b.comment,
            ];
          });
        }
      },
    };
  },
});
