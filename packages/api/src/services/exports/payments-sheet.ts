import { and, asc, sql } from 'drizzle-orm';
import { payments } from '@app/db';
import { paymentsListInput } from '@app/validators';
import { ledgerWhere, toPaymentDtos } from '../payments';
import { col, defineKind, word } from './kind';
import { EXPORT_PAGE_SIZE, keysetPages } from './pages';

/**
 * The payments ledger (`payments.list`'s filter), oldest first, as the ledger's CSV: realtors the
 * payments of their own bookings. The cursor is `created_at` as PostgreSQL's text (microseconds:
 * a JavaScript Date would cut them and repeat or skip a row).
 */
export const paymentsKind = defineKind({
  action: 'payments.read',
  filter: paymentsListInput.shape.filter,
  columns: ({ exports: { columns: c } }) => [
    col(c.paidAt, 'datetime', 17),
    col(c.number, 'integer', 10),
    col(c.unitCode, 'text', 14),
    col(c.unitName, 'text', 24),
    col(c.provider, 'text', 16),
    col(c.status, 'text', 16),
    col(c.amount, 'money', 18),
    col(c.currency, 'text', 9),
    col(c.order, 'text', 38),
    col(c.confirmedBy, 'text', 24),
    col(c.reason, 'text', 40),
    col(c.providerPaymentId, 'text', 30),
    col(c.externalRef, 'text', 24),
    col(c.method, 'text', 18),
    col(c.officePaidAt, 'datetime', 17),
    col(c.receiptNumber, 'text', 16),
  ],
  source: ({ db, actor, m }, filter) => {
    const where = ledgerWhere(actor, filter);
    const at = sql<string>`${payments.created_at}::text`;
    const read = (after: { at: string; row: { id: string } } | undefined) =>
      db
        .select({ row: payments, at })
        .from(payments)
        .where(
          and(
            where,
            after
              ? sql`(${payments.created_at}, ${payments.id}) > (${after.at}::timestamptz, ${after.row.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(payments.created_at), asc(payments.id))
        .limit(EXPORT_PAGE_SIZE);
    const l = m.paymentsLedger;
    return {
      table: payments,
      where,
      async *pages() {
        for await (const rows of keysetPages(read)) {
          const dtos = await toPaymentDtos(
            db,
            rows.map((r) => r.row),
          );
          yield dtos.map((p) => [
            new Date(p.created_at),
            p.booking_number,
            p.unit_code,
            p.unit_name,
            word(l.provider, p.provider),
            word(l.status, p.status),
            p.amount,
            p.currency,
            p.order,
            p.confirmed_by_name,
            word(l.reasons, p.reason),
            p.provider_payment_id,
            p.external_ref,
            word(l.method, p.method),
            p.paid_at === null ? null : new Date(p.paid_at),
            p.receipt_number,
          ]);
        }
      },
    };
  },
});
