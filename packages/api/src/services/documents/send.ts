import { and, eq, isNull } from 'drizzle-orm';
import { ownOnly } from '@app/permissions';
import { documentFiles, documents, type Db } from '@app/db';
import type { SendToCustomerData } from '@app/validators';
import { notFound } from '../../errors';
import type { AuthUser } from '../auth';
import { customerDate, recipient, sendCustomerMail, type MailBlock } from '../mail';
import { consume } from '../rate-limit';
import { displayName } from '../users';
import { offerPublicUrl } from './public-link';
import { documentEmail } from './store';

/** The document and its PDF, as the actor may read them (a realtor: the ones they issued). */
async function findSendable(db: Db, actor: AuthUser, id: string) {
  const [row] = await db
    .select({ doc: documents, pdf: documentFiles.pdf })
    .from(documents)
    .innerJoin(documentFiles, eq(documentFiles.document, documents.id))
    .where(
      and(
        eq(documents.id, id),
        isNull(documents.deleted_at),
        ownOnly(actor.roles, 'documents.send') ? eq(documents.issued_by, actor.id) : undefined,
      ),
    );
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', 'Document not found');
  return row;
}

/**
 * `documents.send`: e-mails a document's PDF (an attachment) to the customer, with the offer's
 * public link while it opens. The message and the document's `sent_at` / `sent_to` / `sent_by`
 * commit together (sendCustomerMail).
 */
export async function sendDocument(
  db: Db,
  actor: AuthUser,
  input: SendToCustomerData,
  now = new Date(),
) {
  await consume(db, 'sendsByUser', actor.id);
  const { doc, pdf } = await findSendable(db, actor, input.id);
  const to = recipient(input.email, documentEmail(doc));
  const locale = input.language ?? 'ru';
  const sent = await sendCustomerMail(db, {
    to,
    locale,
    customerName: doc.customer_name,
    sender: await displayName(db, actor),
    compose: (t) => {
      const kind = t(`document.kinds.${doc.kind}`);
      const body: MailBlock[] = [{ text: t('document.attached', { kind, number: doc.number }) }];
      if (doc.kind === 'COMMERCIAL_OFFER' && doc.valid_until && doc.valid_until > now) {
        // valid_until is the first instant after the last day: the day shown is the one before it.
        const lastDay = customerDate(new Date(doc.valid_until.getTime() - 1), locale, false);
        body.push({ text: t('document.link', { date: lastDay }), link: offerPublicUrl(doc.id) });
      }
      return { subject: t('document.subject', { kind, number: doc.number }), body };
    },
    attachments: [{ fileName: doc.file_name, contentType: 'application/pdf', content: pdf }],
    record: (tx) =>
      tx
        .update(documents)
        .set({ sent_at: now, sent_to: to, sent_by: actor.id, updated_at: now })
        .where(eq(documents.id, doc.id)),
    now,
  });
  return { item: { id: doc.id }, message: `Document ${doc.number} sent to ${to}`, ...sent };
}
