import { eq } from 'drizzle-orm';
import { mailOutbox, type Db } from '@app/db';
import { getEnv } from '../../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message recorded in the outbox, and whether a durable queue took its delivery. */
export interface QueuedMail {
  id: number;
  queued: boolean;
}

/** Queues the delivery of outbox messages inside the transaction that recorded them. */
export type MailQueue = (tx: Db, outboxIds: number[]) => Promise<void>;

// On globalThis: Next.js may load this module once for the server's start-up (which registers the
// queue) and again for the request handlers (which use it).
const holder = globalThis as unknown as { __appMailQueue?: MailQueue | null };

/**
 * The runtime's job queue registers itself here while it runs (runtime/jobs.ts), so that a message
 * and its delivery job commit together: a crash after the commit loses no mail, and a failed
 * delivery is retried. `null` unregisters it.
 */
export function setMailQueue(queue: MailQueue | null): void {
  holder.__appMailQueue = queue;
}

/** Records a message in the outbox inside the caller's transaction and queues its delivery there. */
export async function enqueueMail(tx: Db, mail: Mail): Promise<QueuedMail> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  const id = row?.id ?? 0;
  const queue = holder.__appMailQueue ?? null;
  if (queue) await queue(tx, [id]);
  return { id, queued: queue !== null };
}

/**
 * Several messages at once, inside the caller's transaction: one insert into the outbox and one
 * batch of delivery jobs, whatever their number (the reminder pass e-mails many users at once).
 */
export async function enqueueMails(tx: Db, mails: Mail[]): Promise<QueuedMail[]> {
  if (mails.length === 0) return [];
  const rows = await tx.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id });
  const queue = holder.__appMailQueue ?? null;
  if (queue)
    await queue(
      tx,
      rows.map((r) => r.id),
    );
  return rows.map((r) => ({ id: r.id, queued: queue !== null }));
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
  try {
    const { createTransport } = await import('nodemailer');
    await createTransport(SMTP_URL).sendMail({
      from: MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
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
