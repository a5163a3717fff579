import { and, eq, or, sql } from 'drizzle-orm';
import { can, ownOnly } from '@app/permissions';
import { anyOf, bookings, paymentLinks, payments, type Db } from '@app/db';
import type { PaymentLinksListData } from '@app/validators';
import { getEnv } from '../../env';
import { listPage, mapPage, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { toLinkDto } from './links';
import { bookingFee } from './register';

const linkList = recordList(
  paymentLinks,
  {
    booking: 'uuid',
    short_code: 'string',
    exp_date: 'date',
    opened_at: 'date',
    revoked_at: 'date',
  },
  ['exp_date', 'opened_at', 'revoked_at'],
);

/**
 * The links a payment was made by: its payment applied (SUCCEEDED), or applied and then flagged
 * for refund when the paid booking was cancelled. Such a link reads "paid", not "revoked".
 */
async function paidLinks(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ link: payments.payment_link })
    .from(payments)
    .where(
      and(
        anyOf(payments.payment_link, ids),
        or(eq(payments.status, 'SUCCEEDED'), eq(payments.reason, 'BOOKING_CANCELLED')),
      ),
    );
  return new Set(rows.flatMap((r) => (r.link ? [r.link] : [])));
}

/**
 * `paymentLinks.list`; realtors see the links of their own bookings; `url` and `short_url` only
 * callers who may send a link (not read-only). `fee` is what a link charges
 * (the paid booking's amount): the panel shows it before a link is created and beside the link.
 */
export async function listPaymentLinks(
  db: Db,
  actor: AuthUser,
  input: PaymentLinksListData,
  now = new Date(),
) {
  const scope = ownOnly(actor.roles, 'paymentLinks.read')
    ? sql`${paymentLinks.booking} in (select ${bookings.id} from ${bookings} where ${bookings.owner} = ${actor.id})`
    : undefined;
  const page = await listPage(db, linkList, input, [scope]);
  const answer = await mapPage(page, async (rows) => {
    const paid = await paidLinks(
      db,
      rows.map((l) => l.id),
    );
    const withAddress = can(actor.roles, 'paymentLinks.send');
    return rows.map((l) => toLinkDto(l, now, paid.has(l.id), withAddress));
  });
  return { ...answer, fee: { amount: Number(bookingFee()), currency: getEnv().CURRENCY } };
}
