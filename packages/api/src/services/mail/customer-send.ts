import type { Db } from '@app/db';
import type { Locale } from '@app/validators';
import {
  customerMail,
  customerMailTranslator,
  framed,
  type CustomerMailTranslator,
  type MailBlock,
} from './customer';
import { deliverUnqueued, enqueueMail, type MailAttachment } from './outbox';

export interface CustomerSend {
  to: string;
  locale: Locale;
  /** The greeting's name (none: a greeting without one). */
  customerName: string | null;
  /** Who signs it: the user who sends. */
  sender: string;
  /** The subject and what the message says, in the customer's language. */
  compose: (t: CustomerMailTranslator) => { subject: string; body: MailBlock[] };
  attachments: MailAttachment[];
  /** What the sending leaves on record (a history entry, the document's `sent_*`): same transaction. */
  record: (tx: Db) => Promise<unknown>;
  now: Date;
}

/**
 * One e-mail to a customer from a user (a payment link, a document): greeting, body and signature
 * in the customer's language, plain and HTML. The outbox message, its attachments, its delivery
 * job and the caller's record commit together; delivery follows the commit. Answers where and
 * when, as the send procedures return it.
 */
export async function sendCustomerMail(db: Db, send: CustomerSend) {
  const t = customerMailTranslator(send.locale);
  const { subject, body } = send.compose(t);
  const mail = customerMail(send.locale, subject, framed(t, send.customerName, send.sender, body));
  const queued = await db.transaction(async (tx) => {
    const q = await enqueueMail(tx, { to: send.to, ...mail, attachments: send.attachments });
    await send.record(tx);
    return q;
  });
  await deliverUnqueued(db, queued);
  return { sent_to: send.to, sent_at: send.now.toISOString() };
}
