import { eq, sql } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { anyOf, bookings, payments, units, type Db } from '@app/db';
import type { PaymentsListData } from '@app/validators';
import { getEnv } from '../../env';
import { iso, recordFields } from '../../lib/dto';
import { listPage, listWhere, recordList } from '../../lib/list';
import type { AuthUser } from '../auth';
import { fullNames } from '../users';

type PaymentRow = typeof payments.$inferSelect;

const ledger = recordList(
  payments,
  {
    booking: 'uuid',
    provider: 'string',
    status: 'string',
    amount: 'number',
    currency: 'string',
    order: 'uuid',
    confirmed_by: 'uuid',
    provider_payment_id: 'string',
    payment_link: 'uuid',
    external_ref: 'string',
    method: 'string',
    paid_at: 'date',
    receipt_number: 'string',
    refund_status: 'string',
  },
  ['provider', 'status', 'amount'],
  {
    // The number people type ("№1042"), not only the booking's id; numeric, so that any number
    // a filter passes compares (an integer would refuse 1.5 or 1e12 with an error).
    booking_number: {
      expr: sql`(select ${bookings.number} from ${bookings} where ${bookings.id} = ${payments.booking})::numeric`,
      kind: 'number',
    },
  },
);

/** Money still to be returned: REFUND_REQUIRED and not yet refunded. */
const owed = sql`${payments.status} = 'REFUND_REQUIRED' and ${payments.refund_status} is distinct from 'SUCCEEDED'`;

/**
 * Money totals of the whole filtered range (not only the page), summed exactly as `numeric` in the
 * database; sent as numbers like every amount of the API (exact to the kopeck below 2^53 kopecks).
 */
const totalsSql = {
  succeeded: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'SUCCEEDED'), 0)::text`,
  refund_required: sql<string>`coalesce(sum(${payments.amount}) filter (where ${owed}), 0)::text`,
  refund_required_count: sql<number>`(count(*) filter (where ${owed}))::int`,
};

/**
 * `payments.list`: the ledger a sales head reconciles against the bank statement. Every payment
 * with its booking number and unit, who confirmed it, and totals for the filtered range.
 * Realtors: the payments of their own bookings.
 */
export async function listPayments(db: Db, actor: AuthUser, input: PaymentsListData) {
  const page = await listPage(db, ledger, input, [ledgerScope(actor)], totalsSql);
  const items = await toPaymentDtos(db, page.items);
  const a = page.aggregates;
  return {
    items,
    pagination: page.pagination,
    totals: {
      currency: getEnv().CURRENCY,
      succeeded: Number(a.succeeded ?? 0),
      refund_required: Number(a.refund_required ?? 0),
      refund_required_count: Number(a.refund_required_count ?? 0),
    },
  };
}

/** Realtors: the payments of their own bookings (the permission table's `own`). */
const ledgerScope = (actor: AuthUser) =>
  ownOnly(actor.roles, 'payments.read')
    ? sql`${payments.booking} in (select ${bookings.id} from ${bookings} where ${bookings.owner} = ${actor.id})`
    : undefined;

/** The WHERE of `payments.list` for this filter and actor: the payments export reads the same rows. */
export const ledgerWhere = (actor: AuthUser, filter: PaymentsListData['filter']) =>
  listWhere(ledger, filter.filters, [ledgerScope(actor)]);

/** Shapes payments with one query for their bookings and units and one for the people's names. */
export async function toPaymentDtos(db: Db, rows: PaymentRow[]) {
  if (rows.length === 0) return [];
  const [context, names] = await Promise.all([
    db
      .select({
        id: bookings.id,
        number: bookings.number,
        unit: units.id,
        code: units.code,
        name: units.name,
      })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unit))
      .where(anyOf(bookings.id, [...new Set(rows.map((r) => r.booking))])),
    fullNames(
      db,
      rows.flatMap((r) => (r.confirmed_by ? [r.confirmed_by] : [])),
    ),
  ]);
  const byBooking = new Map(context.map((c) => [c.id, c]));
  return rows.map((p) => {
    const b = byBooking.get(p.booking);
    return {
      ...recordFields(p),
      booking: p.booking,
      booking_number: b?.number ?? null,
      unit: b?.unit ?? null,
      unit_code: b?.code ?? null,
      unit_name: b?.name ?? null,
      provider: p.provider,
      status: p.status,
      amount: Number(p.amount),
      currency: p.currency,
      order: p.order,
      confirmed_by: p.confirmed_by,
      confirmed_by_name: p.confirmed_by ? (names.get(p.confirmed_by) ?? null) : null,
      provider_payment_id: p.provider_payment_id,
      payment_link: p.payment_link,
      reason: p.reason,
      external_ref: p.external_ref,
      method: p.method,
      paid_at: iso(p.paid_at),
      receipt_number: p.receipt_number,
      test: p.test,
      refund_status: p.refund_status,
      refund_reason: p.refund_reason,
      refund_error: p.refund_error,
      refunded_at: iso(p.refunded_at),
    };
  });
}
export type PaymentDto = Awaited<ReturnType<typeof toPaymentDtos>>[number];
