import { eq, sql } from 'drizzle-orm';
import { anyOf, mailAttachments, mailOutbox, type Db } from '@app/db';
import { getEnv } from '../../env';
import { jobQueueFor } from '../../lib/job-queue';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (stored in `mail_attachments`, written with the message). */
  attachments?: MailAttachment[];
}

/** A file of a message: `cid` makes it inline (the HTML shows it as `cid:<cid>`). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** The message's attachments, written in the same transaction as the message. */
async function storeAttachments(tx: Db, ids: number[], mails: Mail[]): Promise<void> {
  const rows = mails.flatMap((m, i) =>
    (m.attachments ?? []).map((a) => ({
      mail: ids[i] ?? 0,
      file_name: a.fileName,
      content_type: a.contentType,
      cid: a.cid ?? null,
      content: a.content,
    })),
  );
  if (rows.length > 0) await tx.insert(mailAttachments).values(rows);
}

const outboxRow = ({ attachments: _, ...m }: Mail) => m;

/** A message recorded in the outbox, and whether a durable queue took its delivery. */
export interface QueuedMail {
  id: number;
  queued: boolean;
}

/** The job that delivers an outbox message (runtime/jobs.ts runs it: `deliverMail`). */
export const MAIL_JOB = 'mail.deliver' as const;

/**
 * Queues the messages' delivery jobs in the transaction that recorded them, when this process's
 * job queue runs (lib/job-queue.ts): a crash after the commit loses no mail, and a failed delivery
 * is retried. Whether a queue took them.
 */
async function queueDelivery(tx: Db, ids: number[]): Promise<boolean> {
  const queue = jobQueueFor(MAIL_JOB);
  if (queue)
    await queue.insert(
      tx,
      MAIL_JOB,
      ids.map((outboxId) => ({ data: { outboxId } })),
    );
  return queue !== null;
}

/** Records a message in the outbox inside the caller's transaction and queues its delivery there. */
export async function enqueueMail(tx: Db, mail: Mail): Promise<QueuedMail> {
  const [row] = await tx
    .insert(mailOutbox)
    .values(outboxRow(mail))
    .returning({ id: mailOutbox.id });
  const id = row?.id ?? 0;
  await storeAttachments(tx, [id], [mail]);
  return { id, queued: await queueDelivery(tx, [id]) };
}

/**
 * Several messages at once, inside the caller's transaction: one insert into the outbox and one
 * batch of delivery jobs, whatever their number (the reminder pass e-mails many users at once).
 */
export async function enqueueMails(tx: Db, mails: Mail[]): Promise<QueuedMail[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(mails.map(outboxRow))
    .returning({ id: mailOutbox.id });
  await storeAttachments(
    tx,
    rows.map((r) => r.id),
    mails,
  );
  const queued = await queueDelivery(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, queued }));
}

/**
 * Delivers an outbox message by SMTP when SMTP_URL is set; otherwise it stays in the outbox, which
 * the development build shows at /dev/mail. A message already sent is not sent again (a retried
 * job). A failed attempt is recorded on the message and thrown, so that the job is retried.
 */
export async function deliverMail(db: Db, id: number): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = getEnv();
  if (!SMTP_URL || !id) return;
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail || mail.sent_at) return;
  const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mail, id));
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: files.map((f) => ({
        filename: f.file_name,
        contentType: f.content_type,
        content: f.content,
        ...(f.cid ? { cid: f.cid, contentDisposition: 'inline' as const } : {}),
      })),
    });
  } catch (e) {
    await db
      .update(mailOutbox)
      .set({ error: String((e as Error).message).slice(0, 500) })
      .where(eq(mailOutbox.id, id));
    throw e;
  }
  await db
    .update(mailOutbox)
    .set({ sent_at: new Date(), error: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * After the transaction that recorded it commits: delivers at once a message that no queue took
 * (no job runtime: scripts, tests, a server whose queue has not started yet). Never throws at the
 * user; a failure stays recorded on the message.
 */
export async function deliverUnqueued(db: Db, mail: QueuedMail | null): Promise<void> {
  if (!mail || mail.queued) return;
  await deliverMail(db, mail.id).catch(() => undefined);
}

/** An attachment as the development outbox (/dev/mail) lists it: no bytes but an inline PNG's. */
export interface OutboxAttachment {
  id: number;
  file_name: string;
  content_type: string;
  cid: string | null;
  size: number;
  /** An inline image's bytes as a data: address (a payment link's QR code), else null. */
  preview: string | null;
}

/** The attachments of outbox messages, by message (one query; PDFs' bytes are not read). */
export async function outboxAttachments(
  db: Db,
  ids: number[],
): Promise<Map<number, OutboxAttachment[]>> {
  const byMail = new Map<number, OutboxAttachment[]>();
  if (ids.length === 0) return byMail;
  const inlinePng = sql`${mailAttachments.cid} is not null and ${mailAttachments.content_type} = 'image/png'`;
  const rows = await db
    .select({
      id: mailAttachments.id,
      mail: mailAttachments.mail,
      file_name: mailAttachments.file_name,
      content_type: mailAttachments.content_type,
      cid: mailAttachments.cid,
      size: sql<number>`octet_length(${mailAttachments.content})`.mapWith(Number),
      inline: sql<
        string | null
      >`case when ${inlinePng} then encode(${mailAttachments.content}, 'base64') end`,
    })
    .from(mailAttachments)
    .where(anyOf(mailAttachments.mail, ids))
    .orderBy(mailAttachments.id);
  for (const { mail, inline, ...f } of rows) {
    const preview = inline ? `data:image/png;base64,${inline.replace(/\s/g, '')}` : null;
    byMail.set(mail, [...(byMail.get(mail) ?? []), { ...f, preview }]);
  }
  return byMail;
}
