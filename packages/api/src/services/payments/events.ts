import { eq } from 'drizzle-orm';
import { payments, type Db } from '@app/db';
import { recordEvent } from '../webhooks';
import { toPaymentDtos } from './ledger';

/** A payment's webhook event: `data` as `payments.list` shows it, in its unit's order. */
export async function recordPaymentEvent(
  tx: Db,
  type: 'payment.succeeded' | 'payment.refund_required',
  payment: string,
  unit: string,
  at: Date,
): Promise<void> {
  await recordEvent(tx, type, {
    unit,
    at,
    data: async () => {
      const rows = await tx.select().from(payments).where(eq(payments.id, payment));
      return (await toPaymentDtos(tx, rows))[0];
    },
  });
}
