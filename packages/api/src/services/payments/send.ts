import { and, eq, isNull } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookings, paymentLinks, type Db } from '@app/db';
import { qrPng } from '@app/pdf/qr';
import type { SendToCustomerData } from '@app/validators';
import { getEnv } from '../../env';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../auth';
import { recordHistory } from '../bookings';
import {
  customerDate,
  customerMail,
  customerMailTranslator,
  deliverUnqueued,
  enqueueMail,
  framed,
  recipient,
} from '../mail';
import { consume } from '../rate-limit';
import { fullNames } from '../users';
import { linkState } from './links';

const linkNotFound = () => notFound('PAYMENT_LINK_NOT_FOUND', 'Payment link not found');
const QR_CID = 'payment-qr@booking';

/** The link and its booking, as the actor may read them (a realtor: their own bookings' only). */
async function findSendableLink(db: Db, actor: AuthUser, id: string) {
  const [row] = await db
    .select({ link: paymentLinks, booking: bookings })
    .from(paymentLinks)
    .innerJoin(bookings, eq(bookings.id, paymentLinks.booking))
    .where(
      and(eq(paymentLinks.id, id), isNull(paymentLinks.deleted_at), isNull(bookings.deleted_at)),
    );
  if (!row || (ownOnly(actor.roles, 'paymentLinks.send') && row.booking.owner !== actor.id))
    throw linkNotFound();
  return row;
}

/**
 * `paymentLinks.send`: e-mails a live payment link (its address and its QR code, inline) to the
 * customer. A revoked, expired or paid link is a 409. The outbox message, its delivery job and the
 * booking's history entry (`sent_to`) commit together; delivery follows the commit.
 */
export async function sendPaymentLink(
  db: Db,
  actor: AuthUser,
  input: SendToCustomerData,
  now = new Date(),
) {
  await consume(db, 'sendsByUser', actor.id);
  const { link, booking } = await findSendableLink(db, actor, input.id);
  // A paid link was revoked by its payment: revoked, like one replaced or cancelled.
  const state = linkState(link, now);
  if (state !== 'ACTIVE' && state !== 'OPENED')
    throw conflict('PAYMENT_LINK_NOT_LIVE', `The payment link is ${state.toLowerCase()}`);
  const to = recipient(input.email, booking.customer_email);
  const locale = input.language ?? 'ru';
  const t = customerMailTranslator(locale);
  const url = `${getEnv().PUBLIC_BASE_URL}/s/${link.short_code}`;
  const sender = (await fullNames(db, [actor.id])).get(actor.id) || actor.email;
  const number = String(booking.number);
  const mail = customerMail(
    locale,
    t('paymentLink.subject', { number }),
    framed(t, booking.customer_name, sender, [
      { text: t('paymentLink.intro', { number, unit: booking.unit_data.code }), link: url },
      { text: t('paymentLink.until', { date: customerDate(link.exp_date, locale) }) },
      {
        text: t('paymentLink.qr'),
        image: { cid: QR_CID, alt: t('paymentLink.qrAlt'), size: 240 },
      },
    ]),
  );
  const qr = await qrPng(url);
  const queued = await db.transaction(async (tx) => {
    const q = await enqueueMail(tx, {
      to,
      ...mail,
      attachments: [{ fileName: 'qr.png', contentType: 'image/png', content: qr, cid: QR_CID }],
    });
    await recordHistory(
      tx,
      {
        booking: booking.id,
        entity_type: 'PaymentLink',
        entity_id: link.id,
        user: actor.id,
        date: now,
      },
      [['sent_to', null, to]],
    );
    return q;
  });
  await deliverUnqueued(db, queued);
  return {
    item: { id: link.id },
    message: `Payment link for booking №${booking.number} sent to ${to}`,
    sent_to: to,
    sent_at: now.toISOString(),
  };
}
