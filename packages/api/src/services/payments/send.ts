import { and, eq, isNull } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { bookings, paymentLinks, type Db } from '@app/db';
import { qrPng } from '@app/pdf/qr';
import type { SendToCustomerData } from '@app/validators';
import { getEnv } from '../../env';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../auth';
import { recordHistory } from '../bookings';
import { customerDate, recipient, sendCustomerMail } from '../mail';
import { consume } from '../rate-limit';
import { displayName } from '../users';
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
 * customer. A revoked, expired or paid link is a 409. The message and the booking's history entry
 * (`sent_to`) commit together (sendCustomerMail).
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
  const url = `${getEnv().PUBLIC_BASE_URL}/s/${link.short_code}`;
  const number = String(booking.number);
  const sent = await sendCustomerMail(db, {
    to,
    locale,
    customerName: booking.customer_name,
    sender: await displayName(db, actor),
    compose: (t) => ({
      subject: t('paymentLink.subject', { number }),
      body: [
        { text: t('paymentLink.intro', { number, unit: booking.unit_data.code }), link: url },
        { text: t('paymentLink.until', { date: customerDate(link.exp_date, locale) }) },
        {
          text: t('paymentLink.qr'),
          image: { cid: QR_CID, alt: t('paymentLink.qrAlt'), size: 240 },
        },
      ],
    }),
    attachments: [
      { fileName: 'qr.png', contentType: 'image/png', content: await qrPng(url), cid: QR_CID },
    ],
    record: (tx) =>
      recordHistory(
        tx,
        {
          booking: booking.id,
          entity_type: 'PaymentLink',
          entity_id: link.id,
          user: actor.id,
          date: now,
        },
        [['sent_to', null, to]],
      ),
    now,
  });
  return {
    item: { id: link.id },
    message: `Payment link for booking №\u00a0${booking.number} sent to ${to}`,
    ...sent,
  };
}
