import { randomUUID } from 'node:crypto';
import { scheduleTotals, type PaymentScheduleData as SchedulePdf } from '@app/pdf/pool';
import type { Db } from '@app/db';
import type { PaymentScheduleInputData } from '@app/validators';
import type { AuthUser } from '../auth';
import { consume } from '../rate-limit';
import { findOffice } from '../reference';
import { fullNames } from '../users';
import { renderDocument } from './render';
import { documentUrl, nextNumber, storeDocument } from './store';

const decimal = (n: number) => n.toFixed(2);

/**
 * Op 39: the payment schedule: the rows as given (the screen generates them with @app/pricing's
 * generateSchedule, or the manager types them), the office from the reference projection (404
 * for an unknown one), the totals the exact sums of the rows as printed (scheduleTotals), rendered and stored like an
 * offer.
 */
export async function issuePaymentSchedule(
  db: Db,
  actor: AuthUser,
  input: PaymentScheduleInputData,
  now = new Date(),
) {
  await consume(db, 'documentsByUser', actor.id);
  const office = input.office ? await findOffice(db, input.office) : null;
  const items = input.items.map((i) => ({
    date: i.date.toISOString(),
    area: decimal(i.area),
    priceSqByMonth: decimal(i.priceSqByMonth),
    priceByMonth: decimal(i.priceByMonth),
  }));
  const id = randomUUID();
  const { seq, number, fileName } = await nextNumber(db, 'PAYMENT_SCHEDULE');
  const author = (await fullNames(db, [actor.id])).get(actor.id) || actor.email;
  const data: SchedulePdf = {
    meta: {
      number,
      issuedAt: now.toISOString(),
      url: documentUrl(id),
      title: `График платежей ${number}`,
      author,
    },
    manager: input.manager,
    office: office ? { name: office.name, address: office.address } : { name: '—', address: null },
    items,
    summary: decimal(input.summary),
    range: decimal(input.range),
    percent: String(input.percent),
    totals: scheduleTotals(items),
  };
  const pdf = await renderDocument({ kind: 'schedule', data });
  return storeDocument(db, {
    id,
    kind: 'PAYMENT_SCHEDULE',
    seq,
    number,
    fileName,
    issuedBy: actor.id,
    issuedAt: now,
    customerName: null,
    customerPhone: null,
    request: input,
    data,
    pdf,
  });
}
